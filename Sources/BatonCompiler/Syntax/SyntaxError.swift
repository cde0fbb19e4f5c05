import BatonSupport

/// A document that is not GraphQL: the message (graphql-js's wording, starting
/// `Syntax Error:`) and the exact place the lexer or parser stopped.
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var path: String
    public var location: SourceLocation

    public init(message: String, path: String, location: SourceLocation) {
        self.message = message
        self.path = path
        self.location = location
    }

    public var description: String { "\(path):\(location.line):\(location.column): \(message)" }

    public var diagnostic: Diagnostic {
        .error(message, path: path, span: SourceSpan(start: location, end: location))
    }
}
