/// The kinds of lexical token in GraphQL; the descriptions are graphql-js's, which
/// syntax errors quote.
enum TokenKind: UInt8, Sendable {
    case startOfFile
    case endOfFile
    case bang
    case dollar
    case ampersand
    case parenLeft
    case parenRight
    case spread
    case colon
    case equals
    case at
    case bracketLeft
    case bracketRight
    case braceLeft
    case pipe
    case braceRight
    case name
    case int
    case float
    case string
    case blockString

    var description: String {
        switch self {
        case .startOfFile: "<SOF>"
        case .endOfFile: "<EOF>"
        case .bang: "\"!\""
        case .dollar: "\"$\""
        case .ampersand: "\"&\""
        case .parenLeft: "\"(\""
        case .parenRight: "\")\""
        case .spread: "\"...\""
        case .colon: "\":\""
        case .equals: "\"=\""
        case .at: "\"@\""
        case .bracketLeft: "\"[\""
        case .bracketRight: "\"]\""
        case .braceLeft: "\"{\""
        case .pipe: "\"|\""
        case .braceRight: "\"}\""
        case .name: "Name"
        case .int: "Int"
        case .float: "Float"
        case .string: "String"
        case .blockString: "BlockString"
        }
    }
}

/// One token: its kind, the bytes it spans, and for names, numbers and strings its
/// value (a string's with escapes resolved). A block string's value is left empty:
/// the lexer makes it only when asked (`Lexer.value(of:)`).
struct Token: Sendable {
    var kind: TokenKind
    var start: Int
    var end: Int
    var value: String

    /// How a syntax error names the token: its kind, and its value where it has one
    /// (`Lexer.describe` fills in a block string's).
    var description: String {
        switch kind {
        case .name, .int, .float, .string, .blockString: "\(kind.description) \"\(value)\""
        default: kind.description
        }
    }
}
