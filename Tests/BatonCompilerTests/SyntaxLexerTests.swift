import BatonSupport
import Testing
@testable import BatonCompiler

@Suite("Lexer")
struct SyntaxLexerTests {
    @Test func punctuatorsAndNames() throws {
        let tokens = try lexTokens("! $ & ( ) ... : = @ [ ] { | } _name2 Name")
        #expect(tokens.map(\.kind) == [
            .bang, .dollar, .ampersand, .parenLeft, .parenRight, .spread, .colon, .equals, .at, .bracketLeft,
            .bracketRight, .braceLeft, .pipe, .braceRight, .name, .name,
        ])
        #expect(tokens[14].value == "_name2")
        #expect(tokens[15].value == "Name")
    }

    @Test func ignoredTokens() throws {
        let tokens = try lexTokens("\u{FEFF} \t,,foo # a comment, with \"quotes\"\r\n,bar\rbaz\n")
        #expect(tokens.map(\.value) == ["foo", "bar", "baz"])
        let source = Source(text: "\u{FEFF} foo")
        let token = try lexOne("\u{FEFF} foo")
        #expect(source.location(at: token.start).column == 3)
    }

    @Test(arguments: [
        ("\"simple\"", "simple"),
        ("\" white space \"", " white space "),
        ("\"quote \\\"\"", "quote \""),
        ("\"escaped \\n\\r\\b\\t\\f\"", "escaped \n\r\u{8}\t\u{C}"),
        ("\"slashes \\\\ \\/\"", "slashes \\ /"),
        ("\"unescaped unicode outside BMP \u{1F600}\"", "unescaped unicode outside BMP \u{1F600}"),
        ("\"unicode \\u1234\\u5678\\u90AB\\uCDEF\"", "unicode \u{1234}\u{5678}\u{90AB}\u{CDEF}"),
        ("\"unicode \\u{1234}\\u{5678}\\u{90AB}\\u{CDEF}\"", "unicode \u{1234}\u{5678}\u{90AB}\u{CDEF}"),
        ("\"outside BMP \\u{1F600}\"", "outside BMP \u{1F600}"),
        ("\"minimal \\u{0}\"", "minimal \u{0}"),
        ("\"maximal \\u{10FFFF}\"", "maximal \u{10FFFF}"),
        ("\"maximal minimal \\u{00000000}\"", "maximal minimal \u{0}"),
        ("\"surrogate pair \\uD83D\\uDE00\"", "surrogate pair \u{1F600}"),
        ("\"minimal pair \\uD800\\uDC00\"", "minimal pair \u{10000}"),
        ("\"maximal pair \\uDBFF\\uDFFF\"", "maximal pair \u{10FFFF}"),
        ("\"\"", ""),
    ])
    func strings(source: String, value: String) throws {
        let token = try lexOne(source)
        #expect(token.kind == .string)
        #expect(token.value == value)
        #expect(token.end == source.utf8.count)
    }

    @Test(arguments: [
        ("\"", "Syntax Error: Unterminated string.", 1, 2),
        ("\"\"\"", "Syntax Error: Unterminated string.", 1, 4),
        ("\"\"\"\"", "Syntax Error: Unterminated string.", 1, 5),
        ("\"no end quote", "Syntax Error: Unterminated string.", 1, 14),
        ("'single quotes'", "Syntax Error: Unexpected single quote character ('), did you mean to use a double quote (\")?", 1, 1),
        ("\"multi\nline\"", "Syntax Error: Unterminated string.", 1, 7),
        ("\"multi\rline\"", "Syntax Error: Unterminated string.", 1, 7),
        ("\"bad \\z esc\"", "Syntax Error: Invalid character escape sequence: \"\\z\".", 1, 6),
        ("\"bad \\x esc\"", "Syntax Error: Invalid character escape sequence: \"\\x\".", 1, 6),
        ("\"bad \\u1 esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\u1 es\".", 1, 6),
        ("\"bad \\u0XX1 esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\u0XX1\".", 1, 6),
        ("\"bad \\uXXXX esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\uXXXX\".", 1, 6),
        ("\"bad \\uFXXX esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\uFXXX\".", 1, 6),
        ("\"bad \\u{} esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\u{}\".", 1, 6),
        ("\"bad \\u{FXXX} esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\u{FX\".", 1, 6),
        ("\"bad \\u{FFFF esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\u{FFFF \".", 1, 6),
        ("\"bad \\u{FFFF\"", "Syntax Error: Invalid Unicode escape sequence: \"\\u{FFFF\"\".", 1, 6),
        ("\"too high \\u{110000} esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\u{110000}\".", 1, 11),
        ("\"way too high \\u{12345678} esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\u{12345678}\".", 1, 15),
        ("\"too long \\u{000000000} esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\u{000000000\".", 1, 11),
        ("\"bad surrogate \\uDEAD esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\uDEAD\".", 1, 16),
        ("\"bad surrogate \\u{DEAD} esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\u{DEAD}\".", 1, 16),
        ("\"bad high pair \\uDEAD\\uDEAD esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\uDEAD\".", 1, 16),
        ("\"bad low pair \\uD800\\uD800 esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\uD800\".", 1, 15),
        ("\"lone lead \\uD800 esc\"", "Syntax Error: Invalid Unicode escape sequence: \"\\uD800\".", 1, 12),
    ])
    func stringErrors(source: String, message: String, line: Int, column: Int) {
        let error = lexError(source)
        #expect(error?.message == message)
        #expect(error?.location.line == line)
        #expect(error?.location.column == column)
    }

    @Test(arguments: [
        ("\"\"\"simple\"\"\"", "simple"),
        ("\"\"\" white space \"\"\"", " white space "),
        ("\"\"\"contains \" quote\"\"\"", "contains \" quote"),
        ("\"\"\"contains \\\"\"\" triple quote\"\"\"", "contains \"\"\" triple quote"),
        ("\"\"\"multi\nline\"\"\"", "multi\nline"),
        ("\"\"\"multi\rline\r\nnormalized\"\"\"", "multi\nline\nnormalized"),
        ("\"\"\"unescaped \\n\\r\\b\\t\\f\\u1234\"\"\"", "unescaped \\n\\r\\b\\t\\f\\u1234"),
        ("\"\"\"unescaped unicode outside BMP \u{1F600}\"\"\"", "unescaped unicode outside BMP \u{1F600}"),
        ("\"\"\"slashes \\\\ \\/\"\"\"", "slashes \\\\ \\/"),
        ("\"\"\"\n\n        spans\n          multiple\n            lines\n\n        \"\"\"", "spans\n  multiple\n    lines"),
        ("\"\"\"\n  Hello,\n    World!\n\n  Yours,\n    GraphQL.\n\"\"\"", "Hello,\n  World!\n\nYours,\n  GraphQL."),
        ("\"\"\"  first line keeps its indent\n    second\n  third\"\"\"", "  first line keeps its indent\n  second\nthird"),
        ("\"\"\"\n\t\tTabbed\n\t\t\tmore\n\"\"\"", "Tabbed\n\tmore"),
        ("\"\"\"   \n  \n\"\"\"", ""),
        ("\"\"\"\"\"\"", ""),
    ])
    func blockStrings(source: String, value: String) throws {
        var lexer = Lexer(source: Source(text: source))
        let token = try lexer.next()
        #expect(token.kind == .blockString)
        #expect(lexer.value(of: token) == value)
        #expect(token.end == source.utf8.count)
    }

    @Test func blockStringLineCountsForLaterTokens() throws {
        let text = "\"\"\"\nline\r\nline\rline\n\"\"\" after"
        var lexer = Lexer(source: Source(text: text))
        _ = try lexer.next()
        let after = try lexer.next()
        let location = Source(text: text).location(at: after.start)
        #expect(location.line == 5)
        #expect(location.column == 5)
    }

    @Test(arguments: [
        ("4", TokenKind.int), ("4.123", .float), ("-4", .int), ("9", .int), ("0", .int), ("-0", .int),
        ("-4.123", .float), ("0.123", .float), ("123e4", .float), ("123E4", .float), ("123e-4", .float),
        ("123e+4", .float), ("-1.123e4", .float), ("-1.123E4", .float), ("-1.123e-4", .float),
        ("-1.123e+4", .float), ("-1.123e4567", .float), ("12345678901234567890", .int),
    ])
    func numbers(source: String, kind: TokenKind) throws {
        let token = try lexOne(source)
        #expect(token.kind == kind)
        #expect(token.value == source)
    }

    @Test(arguments: [
        ("00", "Invalid number, unexpected digit after 0: \"0\".", 2),
        ("01", "Invalid number, unexpected digit after 0: \"1\".", 2),
        ("01.23", "Invalid number, unexpected digit after 0: \"1\".", 2),
        ("-01", "Invalid number, unexpected digit after 0: \"1\".", 3),
        ("+1", "Unexpected character: \"+\".", 1),
        ("1.", "Invalid number, expected digit but got: <EOF>.", 3),
        ("1e", "Invalid number, expected digit but got: <EOF>.", 3),
        ("1E", "Invalid number, expected digit but got: <EOF>.", 3),
        ("1.e1", "Invalid number, expected digit but got: \"e\".", 3),
        (".123", "Invalid number, expected digit before \".\", did you mean \"0.123\"?", 1),
        ("1.A", "Invalid number, expected digit but got: \"A\".", 3),
        ("-A", "Invalid number, expected digit but got: \"A\".", 2),
        ("-", "Invalid number, expected digit but got: <EOF>.", 2),
        ("1.0e", "Invalid number, expected digit but got: <EOF>.", 5),
        ("1.0eA", "Invalid number, expected digit but got: \"A\".", 5),
        ("1.0e\"", "Invalid number, expected digit but got: '\"'.", 5),
        ("1.2e3e", "Invalid number, expected digit but got: \"e\".", 6),
        ("1.2e3.4", "Invalid number, expected digit but got: \".\".", 6),
        ("1.23.4", "Invalid number, expected digit but got: \".\".", 5),
        ("0xF1", "Invalid number, expected digit but got: \"x\".", 2),
        ("0b10", "Invalid number, expected digit but got: \"b\".", 2),
        ("123abc", "Invalid number, expected digit but got: \"a\".", 4),
        ("1_234", "Invalid number, expected digit but got: \"_\".", 2),
        ("1\u{DF}", "Unexpected character: U+00DF.", 2),
        ("1.23f", "Invalid number, expected digit but got: \"f\".", 5),
        ("1.234_5", "Invalid number, expected digit but got: \"_\".", 6),
    ])
    func numberErrors(source: String, message: String, column: Int) {
        let error = lexError(source)
        #expect(error?.message == "Syntax Error: " + message)
        #expect(error?.location.line == 1)
        #expect(error?.location.column == column)
    }

    @Test(arguments: [
        ("..", "Unexpected \"..\", did you mean \"...\"?"),
        (". .", "Unexpected character: \".\"."),
        ("~", "Unexpected character: \"~\"."),
        ("\u{0}", "Unexpected character: U+0000."),
        ("\u{8}", "Unexpected character: U+0008."),
        ("\u{AA}", "Unexpected character: U+00AA."),
        ("\u{A0}", "Unexpected character: U+00A0."),
        ("\u{2003}", "Unexpected character: U+2003."),
        ("\u{203B}", "Unexpected character: U+203B."),
        ("\u{1F600}", "Unexpected character: U+1F600."),
        ("?", "Unexpected character: \"?\"."),
    ])
    func unexpectedCharacters(source: String, message: String) {
        let error = lexError(source)
        #expect(error?.message == "Syntax Error: " + message)
        #expect(error?.location.column == 1)
    }

    @Test func errorColumnCountsScalarsAfterMultibyteText() {
        let error = lexError("{ a(b: \"日本語 😀\") ~ }")
        #expect(error?.message == "Syntax Error: Unexpected character: \"~\".")
        #expect(error?.location.line == 1)
        #expect(error?.location.column == 17)
        #expect(error?.location.offset == "{ a(b: \"日本語 😀\") ".utf8.count)
    }
}
