/// A block that goes on over blank lines until a line closes it, as cmark-gfm 0.29
/// opens one: a fenced code block, or an HTML block of CommonMark's first five kinds
/// (`<pre>`, a comment, `<?`, `<!DOCTYPE`, CDATA). Read from a line's bytes after its
/// indentation.
struct OpenBlock {
    private enum Kind {
        case fence(mark: UInt8, length: Int)
        /// Closed by a line holding any of `ends`, letter case aside.
        case html(ends: [[UInt8]])
    }

    private let kind: Kind
    /// The opening line's indentation.
    let indent: Int

    var isHTML: Bool {
        if case .html = kind { return true }
        return false
    }

    var isFence: Bool { !isHTML }

    /// The block `content` opens at `indent`, or nil when it opens none of these.
    init?(opening content: UnsafeBufferPointer<UInt8>, indent: Int) {
        guard indent < 4, let first = content.first else { return nil }
        self.indent = indent
        if first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
            let length = content.prefix { $0 == first }.count
            // A backtick fence's info string holds no backtick.
            guard length >= 3, first == UInt8(ascii: "~") || !content.dropFirst(length).contains(first) else { return nil }
            kind = .fence(mark: first, length: length)
        } else if let ends = Self.htmlEnds(opening: content) {
            kind = .html(ends: ends)
        } else {
            return nil
        }
    }

    /// Whether the line `content`, at `indent`, closes the block.
    func isClosed(by content: UnsafeBufferPointer<UInt8>, indent: Int) -> Bool {
        switch kind {
        case .fence(let mark, let length):
            let run = content.prefix { $0 == mark }.count
            return indent < 4 && run >= length && content.dropFirst(run).allSatisfy { $0 == .space || $0 == .tab }
        case .html(let ends):
            let lowered = content.map(Self.lowercased)
            return ends.contains { end in
                lowered.count >= end.count && (0...(lowered.count - end.count)).contains { lowered[$0..<($0 + end.count)].elementsEqual(end) }
            }
        }
    }

    private static let rawTags = ["script", "pre", "style"].map { Array($0.utf8) }

    /// What closes the HTML block `content` opens, as CommonMark's first five kinds
    /// start; nil for any other line.
    private static func htmlEnds(opening content: UnsafeBufferPointer<UInt8>) -> [[UInt8]]? {
        let lowered = content.prefix(12).map(lowercased)
        func starts(_ text: String) -> Bool { lowered.starts(with: text.utf8) }
        guard starts("<") else { return nil }
        for tag in rawTags where lowered.dropFirst().starts(with: tag) {
            let after = lowered.dropFirst(1 + tag.count).first
            if after == nil || after == .space || after == .tab || after == UInt8(ascii: ">") {
                return rawTags.map { Array("</".utf8) + $0 + Array(">".utf8) }
            }
        }
        if starts("<!--") { return [Array("-->".utf8)] }
        if starts("<?") { return [Array("?>".utf8)] }
        if starts("<![cdata[") { return [Array("]]>".utf8)] }
        if starts("<!"), content.count > 2, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(content[2]) {
            return [Array(">".utf8)]
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
