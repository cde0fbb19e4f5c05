/// Renders diagnostics as a compiler does: `path:line:col: error: message`, the
/// source line, a caret under the exact character with `~` for the rest of the span
/// on that line, the suggestions, then each note the same way.
public struct DiagnosticRenderer: Sendable {
    private let sources: [String: Source]

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
        lines.append(text)
        lines.append(caret(under: text, span: span))
        return lines
    }

    /// Spaces up to the column (tabs kept where the line has them, so the caret
    /// lands under the character in any tab width), `^`, then `~` to the span's end
    /// or the line's.
    private func caret(under line: String, span: SourceSpan) -> String {
        let scalars = Array(line.unicodeScalars)
        let startIndex = min(max(span.start.column - 1, 0), scalars.count)
        var result = ""
        for scalar in scalars[..<startIndex] { result.unicodeScalars.append(scalar == "\t" ? "\t" : " ") }
        result += "^"
        let endIndex = span.end.line == span.start.line ? min(span.end.column - 1, scalars.count) : scalars.count
        if endIndex > startIndex + 1 { result += String(repeating: "~", count: endIndex - startIndex - 1) }
        return result
    }
}
