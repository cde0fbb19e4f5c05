/// Where a stretch of markdown may end so that it parses alone as it parses in the whole
/// text: before a line at the margin, after a blank one, that no list can go on with,
/// while no fenced code block or HTML block that runs over blank lines is open. Such a
/// block is followed line by line; where a list or a quote may have ended it unseen (a
/// line indented less than its opening), nothing later is taken as an end. A code block
/// fenced at the margin may be cut between two of its lines that are not blank, the next
/// stretch opening it again with the same fence: a pasted log is parsed as it is read.
enum StretchEnds {
    /// Where a stretch ends, and the fence line of the code block it cuts, if it cuts one.
    struct Cut {
        let end: Int
        let fence: Range<Int>?
    }

    /// The first such place at least `minimumLines` lines after `start`, in the code block
    /// `fence` opens when the stretch goes on with one; the text's end when there is none.
    static func cut(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, inCodeFencedBy fence: Range<Int>?,
                    minimumLines: Int) -> Cut {
        var reader = LineReader()
        var opening = fence
        if let fence { _ = reader.read(UnsafeBufferPointer(rebasing: bytes[fence])) }
        var lineStart = start
        var lines = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != .newline, bytes[lineEnd] != .carriageReturn { lineEnd += 1 }
            let wasInCode = reader.isInCodeAtTheMargin
            switch reader.read(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])) {
            case .startsBlock where lines >= minimumLines: return Cut(end: lineStart, fence: nil)
            case .followsCode where lines >= minimumLines: return Cut(end: lineStart, fence: opening)
            case .doubtful: return Cut(end: bytes.count, fence: nil)
            case .startsBlock, .followsCode, .inside: break
            }
            if !wasInCode, reader.isInCodeAtTheMargin { opening = lineStart..<lineEnd }
            lines += 1
            // "\r\n" ends one line.
            let crlf = lineEnd + 1 < bytes.count && bytes[lineEnd] == .carriageReturn && bytes[lineEnd + 1] == .newline
            lineStart = lineEnd + (crlf ? 2 : 1)
        }
        return Cut(end: bytes.count, fence: nil)
    }
}

/// The blocks open at the margin as lines are read, as far as a stretch's end asks.
private struct LineReader {
    enum Verdict {
        /// Every block before the line has ended, and the line starts one of its own.
        case startsBlock
        /// The line and the one before it are lines of a code block fenced at the margin,
        /// neither blank.
        case followsCode
        case inside
        /// The blocks open may be other than followed here.
        case doubtful
    }

    private var open: OpenBlock?
    /// An HTML block that ends at a blank line (or a paragraph starting with `<`) is
    /// open: a fence or an HTML block opening in it may be its text or not.
    private var inLooseHTML = false
    private var previousBlank = false
    /// Whether the line before was a line of a code block fenced at the margin, not blank.
    private var previousInCode = false

    var isInCodeAtTheMargin: Bool { open.map { $0.isFence && $0.indent == 0 } ?? false }

    /// Lines starting so may go on with a list above them.
    private static let listMarks = Set("-+*0123456789".utf8)

    mutating func read(_ line: UnsafeBufferPointer<UInt8>) -> Verdict {
        var indent = 0
        var index = 0
        while index < line.count, line[index] == .space || line[index] == .tab {
            indent += line[index] == .tab ? 4 - indent % 4 : 1
            index += 1
        }
        let content = UnsafeBufferPointer(rebasing: line[index...])
        let blank = content.isEmpty
        let wasInCode = previousInCode
        previousInCode = false
        defer { previousBlank = blank }
        if let block = open {
            if blank { return .inside }
            // Less indented than its opening: a list item it was in may have ended.
            if indent < block.indent { return .doubtful }
            if block.isHTML, indent < 4, OpenBlock(opening: content, indent: indent) != nil { return .doubtful }
            if block.isClosed(by: content, indent: indent) {
                open = nil
                return .inside
            }
            previousInCode = isInCodeAtTheMargin
            return previousInCode && wasInCode ? .followsCode : .inside
        }
        if blank {
            inLooseHTML = false
            return .inside
        }
        guard indent < 4 else { return .inside }
        let starts = previousBlank && indent == 0 && !Self.listMarks.contains(content[0])
        if let opened = OpenBlock(opening: content, indent: indent) {
            if inLooseHTML { return .doubtful }
            if !(opened.isHTML && opened.isClosed(by: content, indent: indent)) { open = opened }
        } else if content[0] == UInt8(ascii: "<") {
            inLooseHTML = true
        }
        return starts ? .startsBlock : .inside
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
}
