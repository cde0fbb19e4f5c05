extension StringProtocol {
    /// The text broken into lines of at most `width` columns: at its own newlines, then
    /// between words, and inside a word only when the word alone is wider than a line.
    /// A line that fits keeps its spaces; one that is broken has its runs of spaces
    /// collapsed to one. No line is wider than `width`: a character wider than a whole
    /// line (a wide one at width 1) is an ellipsis.
    public func wrapped(to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            if paragraph.displayWidth <= width {  // fits: its own spacing is kept
                lines.append(String(paragraph))
                continue
            }
            let firstLine = lines.count
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var rest = Substring(word)
                var restWidth = rest.displayWidth
                if lineWidth > 0, lineWidth + 1 + restWidth <= width {
                    line += " " + rest
                    lineWidth += 1 + restWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while restWidth > width {
                    let (piece, pieceWidth) = rest.prefix(fittingWidth: width)
                    if piece.isEmpty {  // a character wider than the whole line: an ellipsis says it is there
                        lines.append("…")
                        restWidth -= rest.prefix(1).displayWidth
                        rest = rest.dropFirst()
                        continue
                    }
                    lines.append(String(piece))
                    rest = rest[piece.endIndex...]
                    restWidth -= pieceWidth
                }
                line = String(rest)
                lineWidth = restWidth
            }
            // An empty paragraph is one empty line; a word broken to its end leaves none.
            if !line.isEmpty || lines.count == firstLine { lines.append(line) }
        }
        return lines
    }
}
