@testable import BatonCompiler
import BatonSupport

/// Every token of a text up to the end, for lexer tests.
func lexTokens(_ text: String) throws(SyntaxError) -> [Token] {
    var lexer = Lexer(source: Source(text: text))
    var tokens = [Token]()
    while true {
        let token = try lexer.next()
        if token.kind == .endOfFile { return tokens }
        tokens.append(token)
    }
}

/// The one token a text holds.
func lexOne(_ text: String) throws(SyntaxError) -> Token {
    var lexer = Lexer(source: Source(text: text))
    return try lexer.next()
}

/// The syntax error lexing a text gives, or nil.
func lexError(_ text: String) -> SyntaxError? {
    do {
        _ = try lexTokens(text)
        return nil
    } catch {
        return error
    }
}

/// The syntax error parsing a text gives, or nil.
func parseError(_ text: String, path: String = "<input>") -> SyntaxError? {
    do {
        _ = try parseDocument(Source(text: text, path: path))
        return nil
    } catch {
        return error
    }
}

func parse(_ text: String) throws(SyntaxError) -> Document {
    try parseDocument(Source(text: text))
}

/// A syntax node's structure as text, its source spans left out, so that two
/// texts laid out differently compare equal when they say the same.
func shape(of node: Any) -> String {
    let mirror = Mirror(reflecting: node)
    guard !mirror.children.isEmpty else { return String(reflecting: node) }
    let children = mirror.children.filter { !($0.value is SourceSpan) }
    return "\(mirror.subjectType)(" + children.map { "\($0.label ?? ""): \(shape(of: $0.value))" }.joined(separator: ", ") + ")"
}
