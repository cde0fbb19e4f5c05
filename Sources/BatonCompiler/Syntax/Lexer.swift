import BatonSupport

/// Turns a source's UTF-8 bytes into tokens, skipping what GraphQL ignores
/// (whitespace, line terminators, commas, comments, the byte order mark). It scans
/// bytes, never Characters: every token of the grammar is ASCII but for the insides
/// of strings and comments, which are copied through.
struct Lexer {
    let source: Source
    private let bytes: [UInt8]
    private(set) var position: Int

    init(source: Source) {
        self.source = source
        self.bytes = source.bytes
        self.position = 0
    }

    /// The next token after the current position.
    mutating func next() throws(SyntaxError) -> Token {
        let count = bytes.count
        while position < count {
            let current = bytes[position]
            switch current {
            case 0x09, 0x20, 0x2C, 0x0A, 0x0D:
                position += 1
                continue
            case 0xEF where position + 2 < count && bytes[position + 1] == 0xBB && bytes[position + 2] == 0xBF:
                position += 3
                continue
            case 0x23:
                skipComment()
                continue
            default:
                break
            }
            let start = position
            if let kind = Lexer.punctuator(current) {
                position += 1
                return Token(kind: kind, start: start, end: position, value: "")
            }
            switch current {
            case 0x2E:
                if byte(at: position + 1) == 0x2E {
                    if byte(at: position + 2) == 0x2E {
                        position += 3
                        return Token(kind: .spread, start: start, end: position, value: "")
                    }
                    throw error(at: start, "Unexpected \"..\", did you mean \"...\"?")
                }
                if let next = byte(at: position + 1), Lexer.isDigit(next) {
                    var end = position + 1
                    while let digit = byte(at: end), Lexer.isDigit(digit) { end += 1 }
                    throw error(
                        at: start,
                        "Invalid number, expected digit before \".\", did you mean \"0.\(text(position + 1, end))\"?")
                }
            case 0x22:
                if position + 2 < count, bytes[position + 1] == 0x22, bytes[position + 2] == 0x22 {
                    return try readBlockString()
                }
                return try readString()
            case 0x2D, 0x30...0x39:
                return try readNumber()
            default:
                if Lexer.isNameStart(current) { return readName() }
            }
            if current == 0x27 {
                throw error(at: start, "Unexpected single quote character ('), did you mean to use a double quote (\")?")
            }
            throw error(at: start, "Unexpected character: \(describeCharacter(at: start)).")
        }
        return Token(kind: .endOfFile, start: count, end: count, value: "")
    }

    private static func punctuator(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case 0x21: .bang
        case 0x24: .dollar
        case 0x26: .ampersand
        case 0x28: .parenLeft
        case 0x29: .parenRight
        case 0x3A: .colon
        case 0x3D: .equals
        case 0x40: .at
        case 0x5B: .bracketLeft
        case 0x5D: .bracketRight
        case 0x7B: .braceLeft
        case 0x7C: .pipe
        case 0x7D: .braceRight
        default: nil
        }
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    static func isNameContinue(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func skipComment() {
        let count = bytes.count
        while position < count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
    }

    private mutating func readName() -> Token {
        let start = position
        let count = bytes.count
        position += 1
        while position < count, Lexer.isNameContinue(bytes[position]) { position += 1 }
        return Token(kind: .name, start: start, end: position, value: text(start, position))
    }

    // MARK: Numbers

    /// IntValue and FloatValue exactly as the grammar has them: an optional minus,
    /// no leading zero, a fraction and an exponent each with at least one digit, and
    /// nothing that could continue a number or a name right after.
    private mutating func readNumber() throws(SyntaxError) -> Token {
        let start = position
        var isFloat = false
        if byte(at: position) == 0x2D { position += 1 }
        if byte(at: position) == 0x30 {
            position += 1
            if let next = byte(at: position), Lexer.isDigit(next) {
                throw error(at: position, "Invalid number, unexpected digit after 0: \(describeCharacter(at: position)).")
            }
        } else {
            try readDigits()
        }
        if byte(at: position) == 0x2E {
            isFloat = true
            position += 1
            try readDigits()
        }
        if let next = byte(at: position), next == 0x45 || next == 0x65 {
            isFloat = true
            position += 1
            if let sign = byte(at: position), sign == 0x2B || sign == 0x2D { position += 1 }
            try readDigits()
        }
        if let next = byte(at: position), next == 0x2E || Lexer.isNameStart(next) {
            throw error(at: position, "Invalid number, expected digit but got: \(describeCharacter(at: position)).")
        }
        return Token(kind: isFloat ? .float : .int, start: start, end: position, value: text(start, position))
    }

    private mutating func readDigits() throws(SyntaxError) {
        guard let first = byte(at: position), Lexer.isDigit(first) else {
            throw error(at: position, "Invalid number, expected digit but got: \(describeCharacter(at: position)).")
        }
        let count = bytes.count
        position += 1
        while position < count, Lexer.isDigit(bytes[position]) { position += 1 }
    }

    // MARK: Strings

    private mutating func readString() throws(SyntaxError) -> Token {
        let start = position
        let count = bytes.count
        position += 1
        var chunkStart = position
        var value: [UInt8]?
        while position < count {
            let byte = bytes[position]
            if byte == 0x22 {
                let text: String
                if var cooked = value {
                    cooked.append(contentsOf: bytes[chunkStart..<position])
                    text = String(decoding: cooked, as: UTF8.self)
                } else {
                    text = self.text(chunkStart, position)
                }
                position += 1
                return Token(kind: .string, start: start, end: position, value: text)
            }
            if byte == 0x0A || byte == 0x0D { break }
            if byte == 0x5C {
                var cooked = value ?? []
                cooked.append(contentsOf: bytes[chunkStart..<position])
                try readEscape(into: &cooked)
                value = cooked
                chunkStart = position
                continue
            }
            position += 1
        }
        throw error(at: position, "Unterminated string.")
    }

    /// One escape sequence at the backslash under `position`, appended as UTF-8.
    private mutating func readEscape(into value: inout [UInt8]) throws(SyntaxError) {
        let start = position
        guard let escaped = byte(at: position + 1) else {
            throw error(at: start, "Invalid character escape sequence: \"\\\".")
        }
        let simple: UInt8?
        switch escaped {
        case 0x22: simple = 0x22
        case 0x5C: simple = 0x5C
        case 0x2F: simple = 0x2F
        case 0x62: simple = 0x08
        case 0x66: simple = 0x0C
        case 0x6E: simple = 0x0A
        case 0x72: simple = 0x0D
        case 0x74: simple = 0x09
        case 0x75: simple = nil
        default:
            throw error(at: start, "Invalid character escape sequence: \"\(sourceText(start, scalars: 2))\".")
        }
        if let simple {
            value.append(simple)
            position += 2
            return
        }
        let scalar: Unicode.Scalar
        if byte(at: start + 2) == 0x7B {
            scalar = try readVariableWidthEscape(start)
        } else {
            scalar = try readFixedWidthEscape(start)
        }
        value.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// `\u{...}` from the working draft: one to six hex digits naming a scalar.
    private mutating func readVariableWidthEscape(_ start: Int) throws(SyntaxError) -> Unicode.Scalar {
        var point: UInt32 = 0
        var size = 3
        while size < 12 {
            let code = byte(at: start + size)
            size += 1
            if code == 0x7D {
                if size < 5 { break }
                guard let scalar = Unicode.Scalar(point) else { break }
                position = start + size
                return scalar
            }
            guard let code, let digit = UnicodeEscape.hexValue(code) else { break }
            point = (point << 4) | digit
        }
        throw error(at: start, "Invalid Unicode escape sequence: \"\(sourceText(start, bytes: size))\".")
    }

    /// `\u` and four hex digits (`\u00E9`), and a surrogate pair written as two of them.
    private mutating func readFixedWidthEscape(_ start: Int) throws(SyntaxError) -> Unicode.Scalar {
        if let code = read16BitHex(at: start + 2) {
            if let scalar = Unicode.Scalar(code) {
                position = start + 6
                return scalar
            }
            if UnicodeEscape.isHighSurrogate(code), byte(at: start + 6) == 0x5C, byte(at: start + 7) == 0x75,
                let trailing = read16BitHex(at: start + 8), let scalar = UnicodeEscape.scalar(high: code, low: trailing)
            {
                position = start + 12
                return scalar
            }
        }
        throw error(at: start, "Invalid Unicode escape sequence: \"\(sourceText(start, scalars: 6))\".")
    }

    private func read16BitHex(at offset: Int) -> UInt32? {
        var value: UInt32 = 0
        for index in offset..<offset + 4 {
            guard let code = byte(at: index), let digit = UnicodeEscape.hexValue(code) else { return nil }
            value = (value << 4) | digit
        }
        return value
    }

    /// `"""..."""`: raw text but for `\"""`. Only its end is found here; its value
    /// is made when read (`value(of:)`, `StringValue`).
    private mutating func readBlockString() throws(SyntaxError) -> Token {
        let start = position
        let closing = bytes.withUnsafeBufferPointer { BlockString.closingQuotes(in: $0, from: start + 3) }
        guard let closing else { throw error(at: bytes.count, "Unterminated string.") }
        position = closing + 3
        return Token(kind: .blockString, start: start, end: position, value: "")
    }

    /// A token's value: a block string's is made here, the lexer having left it unmade.
    func value(of token: Token) -> String {
        guard token.kind == .blockString else { return token.value }
        return bytes.withUnsafeBufferPointer { BlockString.value(of: $0, literal: token.start..<token.end) }
    }

    /// How a syntax error names a token, a block string's value included.
    func describe(_ token: Token) -> String {
        var described = token
        described.value = value(of: token)
        return described.description
    }

    // MARK: Helpers

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private func text(_ start: Int, _ end: Int) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// The source from `start`, as many bytes as there are (at most `bytes`).
    private func sourceText(_ start: Int, bytes length: Int) -> String {
        text(start, min(start + length, bytes.count))
    }

    /// The source from `start`, as many scalars as there are (at most `scalars`).
    private func sourceText(_ start: Int, scalars: Int) -> String {
        var end = start
        var taken = 0
        while end < bytes.count, taken < scalars {
            end += 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            taken += 1
        }
        return text(start, end)
    }

    /// graphql-js's way to quote a character in an error: a printable ASCII
    /// character in quotes, anything else as its code point (`U+00E9`), the end as `<EOF>`.
    func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "<EOF>" }
        let byte = bytes[offset]
        if byte >= 0x20, byte < 0x7F {
            return byte == 0x22 ? "'\"'" : "\"\(Character(Unicode.Scalar(byte)))\""
        }
        let scalar = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
            .unicodeScalars.first?.value ?? UInt32(byte)
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    func error(at offset: Int, _ description: String) -> SyntaxError {
        SyntaxError(message: "Syntax Error: " + description, path: source.path, location: source.location(at: offset))
    }
}
