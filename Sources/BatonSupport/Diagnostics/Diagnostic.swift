/// How serious a diagnostic is; the raw value is the word the rendered line shows.
public enum Severity: String, Hashable, Sendable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One finding about a source, the compiler's or the app's about its configuration:
/// what is wrong, exactly where, the names it may have meant, and related places
/// (the other definition, the type).
public struct Diagnostic: Hashable, Sendable, Error {
    public var severity: Severity
    public var message: String
    public var path: String
    public var span: SourceSpan
    public var suggestions: [String]
    public var notes: [DiagnosticNote]

    public init(
        severity: Severity = .error, message: String, path: String, span: SourceSpan,
        suggestions: [String] = [], notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.message = message
        self.path = path
        self.span = span
        self.suggestions = suggestions
        self.notes = notes
    }

    public static func error(
        _ message: String, path: String, span: SourceSpan, suggestions: [String] = [], notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(severity: .error, message: message, path: path, span: span, suggestions: suggestions, notes: notes)
    }

    public static func warning(
        _ message: String, path: String, span: SourceSpan, suggestions: [String] = [], notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(severity: .warning, message: message, path: path, span: span, suggestions: suggestions, notes: notes)
    }

    /// Diagnostics are reported by place: path, then position, then message.
    public static func byPlace(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.span.start.offset != rhs.span.start.offset { return lhs.span.start.offset < rhs.span.start.offset }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message < rhs.message
    }
}

/// A related place a diagnostic points at, rendered after it with its own caret.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var path: String
    public var span: SourceSpan

    public init(message: String, path: String, span: SourceSpan) {
        self.message = message
        self.path = path
        self.span = span
    }
}

extension Array where Element == Diagnostic {
    public var containsErrors: Bool { contains { $0.severity == .error } }

    public func sortedByPlace() -> [Diagnostic] { sorted(by: Diagnostic.byPlace) }
}
