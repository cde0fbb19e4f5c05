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
        var words: [StyledWord] = []
        var word = StyledWord()
        var space: Style?
        var newline = false
        for span in spans {
            // The span's bytes between spaces and newlines, each a character alone, are
            // words' pieces: slices of it, rather than its characters appended one by one.
            UTF8Characters.reading(span.text) { characters in
                var pieceStart = 0
                func flush(to end: Int) {
                    guard pieceStart < end else { return }
                    if word.pieces.isEmpty {  // a word begins: it takes what came before it
                        word.spaceBefore = space
                        word.newlineBefore = newline
                        space = nil
                        newline = false
                    }
                    word.append(characters.string(pieceStart..<end), span.style)
                }
                for offset in characters.bytes.indices {
                    let byte = characters.bytes[offset]
                    guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n"), characters.ascii(at: offset) != nil else {
                        continue
                    }
                    flush(to: offset)
                    pieceStart = offset + 1
                    if !word.pieces.isEmpty { words.append(word); word = StyledWord() }
                    if byte == UInt8(ascii: "\n") { newline = true } else { space = space ?? span.style }
                }
                flush(to: characters.bytes.count)
            }
        }
        if !word.pieces.isEmpty { words.append(word) }
        return words
    }

    mutating func append(_ text: String, _ style: Style) {
        pieces.append(StyledSpan(text, style: style))
        width += text.displayWidth
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
