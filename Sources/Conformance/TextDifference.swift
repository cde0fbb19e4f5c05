/// The first line where two texts part, for a dump that differs byte for byte.
enum TextDifference {
    static func first(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for line in 0..<max(wanted.count, got.count) {
            let left = line < wanted.count ? String(wanted[line]) : "(end)"
            let right = line < got.count ? String(got[line]) : "(end)"
            if left != right {
                return "line \(line + 1): expected \(clipped(left)), got \(clipped(right))"
            }
        }
        return "the texts differ in their line ends"
    }

    private static func clipped(_ line: String) -> String {
        line.count > 240 ? String(line.prefix(240)) + "…" : line
    }
}
