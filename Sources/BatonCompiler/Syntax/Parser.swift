import BatonSupport

/// A recursive descent parser for the whole GraphQL language, executable documents
/// and SDL alike, after graphql-js's: the same grammar functions, the same errors.
/// A node's span runs from its first token's start to its last token's end.
public struct Parser {
    var lexer: Lexer
    var token: Token
    /// The end of the last token consumed: where the node being built ends.
    var lastEnd = 0
    /// The line of the last location computed, where the next is looked for first.
    var lineHint = 0
    /// How many selection sets, lists, objects and list types enclose the token.
    var depth = 0

    /// graphql-core's limit on nesting, which keeps a hostile document from
    /// exhausting the stack and makes both parsers refuse the same documents.
    static let maximumDepth = 200

    public init(source: Source) {
        lexer = Lexer(source: source)
        token = Token(kind: .startOfFile, start: 0, end: 0, value: "")
    }

    public var source: Source { lexer.source }

    // MARK: Entry points

    /// A document: at least one definition, up to the end of the source.
    public mutating func parseDocument() throws(SyntaxError) -> Document {
        try advance()
        let start = token.start
        var definitions = [Definition]()
        repeat {
            definitions.append(try parseDefinition())
        } while token.kind != .endOfFile
        return Document(definitions: definitions, span: span(from: start))
    }

    /// A value alone, as a variable's JSON default or a test writes it.
    public mutating func parseValue(constant: Bool = false) throws(SyntaxError) -> Value {
        try advance()
        let value = try parseValueLiteral(constant: constant)
        try expect(.endOfFile)
        return value
    }

    /// A type alone: `[Int!]!`.
    public mutating func parseType() throws(SyntaxError) -> TypeNode {
        try advance()
        let type = try parseTypeReference()
        try expect(.endOfFile)
        return type
    }

    // MARK: Token handling

    mutating func advance() throws(SyntaxError) {
        lastEnd = token.end
        token = try lexer.next()
    }

    func peek(_ kind: TokenKind) -> Bool { token.kind == kind }

    func peekKeyword(_ keyword: String) -> Bool { token.kind == .name && token.value == keyword }

    /// The token after the current one, without consuming either.
    func lookahead() throws(SyntaxError) -> Token {
        var copy = lexer
        return try copy.next()
    }

    @discardableResult
    mutating func expect(_ kind: TokenKind) throws(SyntaxError) -> Token {
        guard token.kind == kind else {
            throw lexer.error(at: token.start, "Expected \(kind.description), found \(lexer.describe(token)).")
        }
        let consumed = token
        try advance()
        return consumed
    }

    mutating func skip(_ kind: TokenKind) throws(SyntaxError) -> Bool {
        guard token.kind == kind else { return false }
        try advance()
        return true
    }

    mutating func expectKeyword(_ keyword: String) throws(SyntaxError) {
        guard peekKeyword(keyword) else {
            throw lexer.error(at: token.start, "Expected \"\(keyword)\", found \(lexer.describe(token)).")
        }
        try advance()
    }

    mutating func skipKeyword(_ keyword: String) throws(SyntaxError) -> Bool {
        guard peekKeyword(keyword) else { return false }
        try advance()
        return true
    }

    /// Goes one level deeper, or refuses a document nested deeper than the limit.
    mutating func enterNesting() throws(SyntaxError) {
        depth += 1
        if depth > Parser.maximumDepth {
            throw lexer.error(at: token.start, "Document is nested too deeply. Parsing aborted.")
        }
    }

    func unexpected(_ at: Token? = nil) -> SyntaxError {
        let offending = at ?? token
        return lexer.error(at: offending.start, "Unexpected \(lexer.describe(offending)).")
    }

    /// The span from a start offset to the end of the last token consumed.
    mutating func span(from start: Int) -> SourceSpan {
        SourceSpan(start: location(at: start), end: location(at: lastEnd))
    }

    mutating func location(at offset: Int) -> SourceLocation {
        lexer.source.location(at: offset, lineHint: &lineHint)
    }

    // MARK: Shared productions

    mutating func parseName() throws(SyntaxError) -> Name {
        let nameToken = try expect(.name)
        let start = location(at: nameToken.start)
        // A name is ASCII on one line: it ends as many columns on as it has bytes.
        let end = SourceLocation(offset: nameToken.end, line: start.line, column: start.column + nameToken.end - nameToken.start)
        return Name(value: nameToken.value, span: SourceSpan(start: start, end: end))
    }

    mutating func parseNamedType() throws(SyntaxError) -> NamedType {
        let name = try parseName()
        return NamedType(name: name, span: name.span)
    }

    /// `Name`, `[Type]`, either followed by `!`.
    mutating func parseTypeReference() throws(SyntaxError) -> TypeNode {
        let start = token.start
        var type: TypeNode
        if try skip(.bracketLeft) {
            try enterNesting()
            let inner = try parseTypeReference()
            depth -= 1
            try expect(.bracketRight)
            type = .list(ListType(ofType: inner, span: span(from: start)))
        } else {
            type = .named(try parseNamedType())
        }
        if try skip(.bang) {
            return .nonNull(NonNullType(ofType: type, span: span(from: start)))
        }
        return type
    }

    mutating func parseDirectives(constant: Bool) throws(SyntaxError) -> [Directive] {
        var directives = [Directive]()
        while peek(.at) {
            let start = token.start
            try advance()
            let name = try parseName()
            let arguments = try parseArguments(constant: constant)
            directives.append(Directive(name: name, arguments: arguments, span: span(from: start)))
        }
        return directives
    }

    /// `(name: value, ...)`, or nothing; an empty list is an error.
    mutating func parseArguments(constant: Bool) throws(SyntaxError) -> [Argument] {
        guard try skip(.parenLeft) else { return [] }
        var arguments = [Argument]()
        repeat {
            let start = token.start
            let name = try parseName()
            try expect(.colon)
            let value = try parseValueLiteral(constant: constant)
            arguments.append(Argument(name: name, value: value, span: span(from: start)))
        } while try !skip(.parenRight)
        return arguments
    }

    // MARK: Definitions

    mutating func parseDefinition() throws(SyntaxError) -> Definition {
        if peek(.braceLeft) { return .operation(try parseOperationDefinition()) }
        let hasDescription = peek(.string) || peek(.blockString)
        let keyword = hasDescription ? try lookahead() : token
        if hasDescription, keyword.kind == .braceLeft {
            throw lexer.error(
                at: token.start, "Unexpected description, descriptions are not supported on shorthand queries.")
        }
        if keyword.kind == .name {
            switch keyword.value {
            case "schema": return .schema(try parseSchemaDefinition())
            case "scalar", "type", "interface", "union", "enum", "input": return .type(try parseTypeDefinition())
            case "directive": return .directive(try parseDirectiveDefinition())
            case "query", "mutation", "subscription": return .operation(try parseOperationDefinition())
            case "fragment": return .fragment(try parseFragmentDefinition())
            default: break
            }
            if hasDescription {
                throw lexer.error(at: token.start, "Unexpected description, only GraphQL definitions support descriptions.")
            }
            if keyword.value == "extend" { return try parseTypeSystemExtension() }
        }
        throw unexpected(keyword)
    }
}

extension Parser {
    /// Parses a whole source as a document.
    public static func parseDocument(_ source: Source) throws(SyntaxError) -> Document {
        var parser = Parser(source: source)
        return try parser.parseDocument()
    }

    /// Parses a source holding one value.
    public static func parseValue(_ source: Source, constant: Bool = false) throws(SyntaxError) -> Value {
        var parser = Parser(source: source)
        return try parser.parseValue(constant: constant)
    }

    /// Parses a source holding one type reference.
    public static func parseType(_ source: Source) throws(SyntaxError) -> TypeNode {
        var parser = Parser(source: source)
        return try parser.parseType()
    }
}

/// Parses a whole source as a document: `parseDocument(Source(text: ..., path: ...))`.
public func parseDocument(_ source: Source) throws(SyntaxError) -> Document {
    try Parser.parseDocument(source)
}
