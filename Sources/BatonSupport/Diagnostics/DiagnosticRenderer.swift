/// Renders diagnostics as a compiler does: `path:line:col: error: message`, the
/// source line, a caret under the exact character with `~` for the rest of the span
/// on that line, the suggestions, then each note the same way. A line longer than a
/// terminal's is shown as a window around the column, `…` where it was cut.
public struct DiagnosticRenderer: Sendable {
    private let sources: [String: Source]
    /// The longest line shown whole, in characters; a longer one is cut to this.
    static let lineLimit = 120
    /// How much of a cut line stands before the column.
    static let lead = 40

    /// The sources the diagnostics point into, by path; a diagnostic into a path
    /// without a source is rendered without its line.
    public init(sources: [Source]) {
        var byPath = [String: Source]()
        for source in sources { byPath[source.path] = source }
        self.sources = byPath
    }

    /// Every diagnostic, one after the other, each ending with a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var lines = place(
            severity: diagnostic.severity.rawValue, message: diagnostic.message, path: diagnostic.path,
            span: diagnostic.span)
        let hint = didYouMean(diagnostic.suggestions)
        if !hint.isEmpty { lines.append(hint) }
        for note in diagnostic.notes {
            lines += place(severity: Severity.note.rawValue, message: note.message, path: note.path, span: note.span)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func place(severity: String, message: String, path: String, span: SourceSpan) -> [String] {
        let start = span.start
        var lines = ["\(path):\(start.line):\(start.column): \(severity): \(message)"]
        guard let source = sources[path], let text = source.lineText(start.line) else { return lines }
        let excerpt = Excerpt(line: text, around: span.start.column - 1, width: Self.lineLimit, lead: Self.lead)
        let scalars = excerpt.scalars
        let startIndex = min(max(span.start.column - 1, 0), scalars.count)
        let endIndex = span.end.line == span.start.line ? min(span.end.column - 1, scalars.count) : scalars.count
        lines.append(excerpt.text)
        lines.append(caret(under: scalars[excerpt.shown.lowerBound..<startIndex], indent: excerpt.isCutBefore ? " " : "",
                           tildes: min(endIndex, excerpt.shown.upperBound) - startIndex - 1))
        return lines
    }

    /// Spaces under `before` (tabs kept where the line has them, so the caret lands
    /// under the character in any tab width), `^`, then `tildes` of `~` for the rest
    /// of the span on the line shown.
    private func caret(under before: ArraySlice<Unicode.Scalar>, indent: String, tildes: Int) -> String {
        var result = indent
        for scalar in before { result.unicodeScalars.append(scalar == "\t" ? "\t" : " ") }
        result += "^"
        if tildes > 0 { result += String(repeating: "~", count: tildes) }
        return result
    }
}
