/// A markdown text cut into stretches that parse one by one into the blocks the whole
/// text parses into, found as they are asked for: a long body's first screenful is
/// parsed without the rest. A stretch ends before a line that starts a block of its own
/// whatever came before, or inside a code block fenced at the margin (`StretchEnds`),
/// once it holds `minimumLines` lines; a text that may define a link reference is one
/// stretch, since a definition anywhere names the links everywhere.
struct MarkdownStretches: Sequence {
    struct Stretch {
        /// The stretch's text; one that goes on with a code block opens it again first
        /// with the block's own fence line.
        let text: String
        /// Whether its first block goes on with the code block the stretch before cut.
        let continuesCode: Bool
    }

    let text: String
    /// Lines a stretch holds at least: by default, one parse covers a screenful.
    var minimumLines = 64

    func makeIterator() -> Iterator {
        Iterator(text: text, minimumLines: minimumLines)
    }

    struct Iterator: IteratorProtocol {
        private var text: String
        /// Where the next stretch starts, in UTF-8 bytes; nil after the last.
        private var start: Int? = 0
        /// The fence line of the code block the stretch before cut.
        private var fence: Range<Int>?
        private let minimumLines: Int
        private let definesReferences: Bool

        init(text: String, minimumLines: Int) {
            self.minimumLines = minimumLines
            var text = text
            text.makeContiguousUTF8()
            self.text = text
            definesReferences = text.utf8.withContiguousStorageIfAvailable(LinkDefinitions.mayBeIn) ?? true
        }

        mutating func next() -> Stretch? {
            guard let start, start < text.utf8.count else { return nil }
            let whole = StretchEnds.Cut(end: text.utf8.count, fence: nil)
            let cut = definesReferences ? whole : text.utf8.withContiguousStorageIfAvailable { [fence, minimumLines] in
                StretchEnds.cut(in: $0, from: start, inCodeFencedBy: fence, minimumLines: minimumLines)
            } ?? whole
            let reopening = fence.map { String(text(in: $0)) + "\n" } ?? ""
            let stretch = Stretch(text: reopening + text(in: start..<cut.end), continuesCode: fence != nil)
            self.start = cut.end
            fence = cut.fence
            return stretch
        }

        private func text(in bytes: Range<Int>) -> Substring {
            let utf8 = text.utf8
            return text[utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)]
        }
    }
}
