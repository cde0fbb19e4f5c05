import Baton

/// The text batonc printed for an operation against the suite's `documents/`
/// file: what the server receives, compact on one line, byte for byte.
enum DocumentCheck {
    static func check(_ document: RequestDocument, against file: String) throws {
        guard case .text(let printed) = document else {
            throw StepFailure("document", "the operation was compiled as a persisted id, the suite compares its text")
        }
        let expected = file.hasSuffix("\n") ? String(file.dropLast()) : file
        guard printed != expected else { return }
        let common = zip(expected, printed).prefix { $0 == $1 }.count
        let from = max(0, common - 40)
        throw StepFailure("document", "the printed text parts at character \(common + 1): expected …\(excerpt(expected, from))…, printed …\(excerpt(printed, from))…")
    }

    private static func excerpt(_ text: String, _ from: Int) -> String {
        String(text.dropFirst(from).prefix(100))
    }
}
