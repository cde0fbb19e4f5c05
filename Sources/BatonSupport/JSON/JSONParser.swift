/// A strict JSON (RFC 8259) reader that keeps the line and column of every key and
/// value. Foundation's reader drops positions, and a configuration error must
/// point at the key that caused it.
public struct JSONParser {
    /// How deep objects and arrays may nest: the reader goes down them on the
    /// thread's stack, and no configuration or variables nest nearly as deep.
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1
    /// How many objects and arrays are open around the cursor.
    private var depth = 0

    public init(text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses the whole text as one JSON value.
    public static func parse(_ text: String) throws(JSONReadError) -> JSONValue {
        var parser = JSONParser(text: text)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.offset < parser.bytes.count {
            throw parser.error("expected the end of the file, found \(parser.describeCurrent())")
        }
        return value
    }

    private var location: SourceLocation {
        SourceLocation(offset: offset, line: line, column: column)
    }

    private var current: UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Columns count scalars: continuation bytes do not start a column.
            column += 1
        }
    }

    private func error(_ message: String) -> JSONReadError {
        JSONReadError(.malformed(message), at: location)
    }

    /// Opens an object or array at the cursor, or refuses one nested too deep.
    private mutating func open() throws(JSONReadError) {
        guard depth < Self.maximumDepth else { throw JSONReadError(.tooDeep(limit: Self.maximumDepth), at: location) }
        depth += 1
        advance()
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "the end of the file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while let byte = current,
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
            advance()
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONReadError) {
        guard current == byte else { throw error("expected \(what), found \(describeCurrent())") }
        advance()
    }

    private mutating func parseValue() throws(JSONReadError) -> JSONValue {
        let start = location
        let kind: JSONValue.Kind
        switch current {
        case UInt8(ascii: "{"): kind = try parseObject()
        case UInt8(ascii: "["): kind = try parseArray()
        case UInt8(ascii: "\""): kind = .string(try parseString())
        case UInt8(ascii: "t"): try parseWord("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try parseWord("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try parseWord("null"); kind = .null
        case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
            kind = .number(try parseNumber())
        default:
            throw error("expected a value, found \(describeCurrent())")
        }
        return JSONValue(kind: kind, span: SourceSpan(start: start, end: location))
    }

    private mutating func parseWord(_ word: String) throws(JSONReadError) {
        for byte in word.utf8 {
            guard current == byte else { throw error("expected '\(word)', found \(describeCurrent())") }
            advance()
        }
    }

    private mutating func parseObject() throws(JSONReadError) -> JSONValue.Kind {
        try open()
        defer { depth -= 1 }
        skipWhitespace()
        var members: [JSONMember] = []
        if current == UInt8(ascii: "}") {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            let keyStart = location
            guard current == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let key = try parseString()
            let keySpan = SourceSpan(start: keyStart, end: location)
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keySpan: keySpan, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(members)
        }
    }

    private mutating func parseArray() throws(JSONReadError) -> JSONValue.Kind {
        try open()
        defer { depth -= 1 }
        skipWhitespace()
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            advance()
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(elements)
        }
    }

    private mutating func parseNumber() throws(JSONReadError) -> String {
        let start = offset
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, first >= 0x30 && first <= 0x39 else {
            throw error("expected a digit, found \(describeCurrent())")
        }
        advance()
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            advance()
            try requireDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            try requireDigits()
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func skipDigits() {
        while let byte = current, byte >= 0x30 && byte <= 0x39 { advance() }
    }

    private mutating func requireDigits() throws(JSONReadError) {
        guard let byte = current, byte >= 0x30 && byte <= 0x39 else {
            throw error("expected a digit, found \(describeCurrent())")
        }
        skipDigits()
    }

    private mutating func parseString() throws(JSONReadError) -> String {
        advance()
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flush(_ parser: JSONParser, to end: Int) {
            scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(self, to: offset)
                advance()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self, to: offset)
                advance()
                scalars.append(try parseEscape())
                runStart = offset
            case 0x00..<0x20:
                throw error("a control character must be escaped in a string")
            default:
                advance()
            }
        }
    }

    private mutating func parseEscape() throws(JSONReadError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated string") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHexQuad()
            if UnicodeEscape.isHighSurrogate(unit) {
                // A high surrogate must be followed by an escaped low one.
                guard current == UInt8(ascii: "\\") else { throw error("a lone surrogate in \\u escape") }
                advance()
                guard current == UInt8(ascii: "u") else { throw error("a lone surrogate in \\u escape") }
                advance()
                guard let scalar = UnicodeEscape.scalar(high: unit, low: try parseHexQuad()) else {
                    throw error("a lone surrogate in \\u escape")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("a lone surrogate in \\u escape") }
            return scalar
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func parseHexQuad() throws(JSONReadError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = UnicodeEscape.hexValue(byte) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }
}
