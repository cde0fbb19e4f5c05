import BatonSupport

/// What is wrong with a configuration file, and where: rendered as the compiler renders
/// a diagnostic, `file:line:column: error: …`, the line, a caret under the place, and
/// the close names when a name was misspelled.
struct ConfigurationError: Error {
    let path: String
    /// The file's text, for the line under the message; nil when it could not be read.
    let text: String?
    let message: String
    let mark: YAMLNode.Mark
    var suggestions: [String] = []

    var rendered: String {
        let place = SourceLocation(offset: 0, line: mark.line, column: mark.column)
        let diagnostic = Diagnostic.error(message, path: path, span: SourceSpan(start: place, end: place), suggestions: suggestions)
        let sources = text.map { [Source(text: $0, path: path)] } ?? []
        return DiagnosticRenderer(sources: sources).render(diagnostic)
    }
}
