extension Array where Element == StyledSpan {
    /// The spans broken into lines of at most `width` columns, between words where it can
    /// and inside a word only when the word alone is wider than a line; each piece keeps
    /// its span's style, and a word across styles (`**bold**,`) stays whole. Spaces at a
    /// break are dropped; a newline breaks the line. A width of zero or less gives none.
    public func wrapped(to width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        var builder = LineBuilder(width: width)
        for word in StyledWord.words(in: self) {
            builder.add(word)
        }
        return builder.finish()
    }
}

/// A run of non-space characters, possibly in several styles, and what came before it.
private struct StyledWord {
    var pieces: [StyledSpan] = []
    var width = 0
    /// The style of the space before the word, when there was one.
    var spaceBefore: Style?
    /// Whether a newline came before it.
    var newlineBefore = false

    static func words(in spans: [StyledSpan]) -> [StyledWord] {
        var splitter = WordSplitter()
        for span in spans {
            UTF8Characters.reading(span.text) { splitter.add($0, style: span.style) }
        }
        return splitter.finish()
    }

    mutating func append(_ text: String, _ style: Style) {
        pieces.append(StyledSpan(text, style: style))
        width += text.displayWidth
    }
}

/// Spans cut into words at their spaces and newlines. A span's bytes between two of them
/// (each a character alone) are one piece of a word: a slice of the span, rather than
/// its characters appended one by one, and no closure over the words as they grow, which
/// would check each access to them at run time.
private struct WordSplitter {
    private var words: [StyledWord] = []
    private var word = StyledWord()
    private var space: Style?
    private var newline = false

    mutating func add(_ characters: UTF8Characters, style: Style) {
        var pieceStart = 0
        for offset in characters.bytes.indices {
            let byte = characters.bytes[offset]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n"), characters.ascii(at: offset) != nil else {
                continue
            }
            addPiece(characters, pieceStart..<offset, style)
            pieceStart = offset + 1
            if !word.pieces.isEmpty { words.append(word); word = StyledWord() }
            if byte == UInt8(ascii: "\n") { newline = true } else { space = space ?? style }
        }
        addPiece(characters, pieceStart..<characters.bytes.count, style)
    }

    private mutating func addPiece(_ characters: UTF8Characters, _ range: Range<Int>, _ style: Style) {
        guard !range.isEmpty else { return }
        if word.pieces.isEmpty {  // a word begins: it takes what came before it
            word.spaceBefore = space
            word.newlineBefore = newline
            space = nil
            newline = false
        }
        word.append(characters.string(range), style)
    }

    mutating func finish() -> [StyledWord] {
        if !word.pieces.isEmpty { words.append(word) }
        return words
    }
}

/// Lines filled word by word.
private struct LineBuilder {
    let width: Int
    var lines: [StyledLine] = []
    var line: [StyledSpan] = []
    var lineWidth = 0

    mutating func add(_ word: StyledWord) {
        if word.newlineBefore { breakLine() }
        let space = lineWidth > 0 ? word.spaceBefore : nil
        let spaceWidth = space == nil ? 0 : 1
        if lineWidth + spaceWidth + word.width <= width {
            if let space { append(" ", space) }
            for piece in word.pieces { append(piece.text[...], piece.style) }
            lineWidth += spaceWidth + word.width
            return
        }
        if lineWidth > 0 { breakLine() }
        for piece in word.pieces { addBroken(piece) }
    }

    /// A piece of a word too wide for a line: as much as fits, then the rest on the next;
    /// no line is ever wider than `width`.
    private mutating func addBroken(_ piece: StyledSpan) {
        var rest = piece.text[...]
        while !rest.isEmpty {
            let (fitting, fittingWidth) = rest.prefix(fittingWidth: width - lineWidth)
            if fitting.isEmpty {
                guard lineWidth == 0 else { breakLine(); continue }
                // A character wider than the whole line (a wide one at width 1) is said
                // to be there by an ellipsis, which fits.
                append("…", piece.style)
                lineWidth += 1
                rest = rest.dropFirst()
                if !rest.isEmpty { breakLine() }
                continue
            }
            append(fitting, piece.style)
            lineWidth += fittingWidth
            rest = rest[fitting.endIndex...]
            if !rest.isEmpty { breakLine() }
        }
    }

    private mutating func append(_ text: Substring, _ style: Style) {
        if let last = line.last, last.style == style {
            line[line.count - 1].text += text
        } else {
            line.append(StyledSpan(String(text), style: style))
        }
    }

    private mutating func breakLine() {
        lines.append(StyledLine(line))
        line = []
        lineWidth = 0
    }

    mutating func finish() -> [StyledLine] {
        if !line.isEmpty || lines.isEmpty { breakLine() }
        return lines
    }
}
