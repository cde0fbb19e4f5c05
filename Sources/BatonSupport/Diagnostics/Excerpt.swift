/// The part of a line a message shows around a place in it: the whole line when it
/// fits in `width` characters, else `width` characters from `lead` before the
/// place (fewer near the line's end), with `…` marking each end that was cut. A
/// character is a Unicode scalar, as a column counts them.
public struct Excerpt: Sendable {
    /// The line's scalars.
    public let scalars: [Unicode.Scalar]
    /// The scalars shown.
    public let shown: Range<Int>

    public init(line: String, around index: Int, width: Int, lead: Int) {
        scalars = Array(line.unicodeScalars)
        guard scalars.count > width else {
            shown = 0..<scalars.count
            return
        }
        let from = max(0, min(index - lead, scalars.count - width))
        shown = from..<(from + width)
    }

    public var isCutBefore: Bool { shown.lowerBound > 0 }
    public var isCutAfter: Bool { shown.upperBound < scalars.count }

    /// The scalars shown, with `…` at each end that was cut.
    public var text: String {
        var text = isCutBefore ? "…" : ""
        text.unicodeScalars.append(contentsOf: scalars[shown])
        return text + (isCutAfter ? "…" : "")
    }
}
