import BatonSupport
import Foundation

/// A cursor over a response's bytes that checks JSON's grammar as it goes: UTF-8
/// in strings, escapes, raw control characters, numbers, literals, structure.
/// It materializes nothing: strings and numbers come back as byte ranges.
struct JSONScanner {
    /// Containers open at once, anywhere in the response, beyond which it is malformed.
    static let maximumDepth = 64

    struct StringToken {
        let start: Int
        let end: Int
        let hasEscapes: Bool
    }

    struct NumberToken {
        let start: Int
        let end: Int
        /// No fraction and no exponent.
        let isInteger: Bool
    }

    let base: UnsafePointer<UInt8>
    let count: Int
    var pos = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    func fail(_ reason: IngestError.Reason, at offset: Int? = nil) -> IngestError {
        IngestError(reason, at: offset ?? pos)
    }

    /// The failure for the byte at `pos`: unexpected, or the end of the input.
    func unexpected() -> IngestError {
        pos < count ? fail(.unexpectedByte(base[pos])) : fail(.truncated)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while pos < count {
            let byte = base[pos]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            pos += 1
        }
    }

    /// The next byte that is not whitespace, not consumed.
    @inline(__always)
    mutating func peek() throws(IngestError) -> UInt8 {
        skipWhitespace()
        guard pos < count else { throw fail(.truncated) }
        return base[pos]
    }

    mutating func expect(_ byte: UInt8) throws(IngestError) {
        guard try peek() == byte else { throw unexpected() }
        pos += 1
    }

    /// Inside an object just opened (`first` true) or after a member: the next
    /// member's key, with the cursor after its colon, or nil at the closing brace.
    mutating func nextMember(first: inout Bool) throws(IngestError) -> StringToken? {
        guard try openMember(first: &first) else { return nil }
        let key = try string()
        try colon()
        return key
    }

    /// Inside an object just opened (`first` true) or after a member: whether a
    /// member follows, with the cursor at its key's opening quote, or the object
    /// closed.
    mutating func openMember(first: inout Bool) throws(IngestError) -> Bool {
        var byte = try peek()
        if byte == UInt8(ascii: "}") {
            pos += 1
            return false
        }
        if !first {
            guard byte == UInt8(ascii: ",") else { throw unexpected() }
            pos += 1
            byte = try peek()
        }
        first = false
        guard byte == UInt8(ascii: "\"") else { throw unexpected() }
        return true
    }

    /// The colon after a member's key.
    @inline(__always)
    mutating func colon() throws(IngestError) {
        // It nearly always follows the key at once.
        if pos < count, base[pos] == UInt8(ascii: ":") {
            pos += 1
        } else {
            try expect(UInt8(ascii: ":"))
        }
    }

    /// At a string's opening quote: whether the string is exactly `key`, whose
    /// bytes a string holds as they are (no quote, backslash, control character
    /// or byte of 0x80 or more: `TypeLayout.plainKeys`), so that equal bytes and
    /// a closing quote are the whole check. If so, the cursor moves past it.
    @inline(__always)
    mutating func skipString(equalTo key: UnsafeBufferPointer<UInt8>) -> Bool {
        let close = pos + 1 + key.count
        guard close < count, base[close] == UInt8(ascii: "\"") else { return false }
        let bytes = base + pos + 1
        for offset in 0..<key.count where bytes[offset] != key[offset] { return false }
        pos = close + 1
        return true
    }

    /// Inside a list just opened (`first` true) or after an element: whether an
    /// element follows, with the cursor at it, or the list closed.
    mutating func nextElement(first: inout Bool) throws(IngestError) -> Bool {
        var byte = try peek()
        if byte == UInt8(ascii: "]") {
            pos += 1
            return false
        }
        if !first {
            guard byte == UInt8(ascii: ",") else { throw unexpected() }
            pos += 1
            byte = try peek()
            if byte == UInt8(ascii: "]") { throw unexpected() }
        }
        first = false
        return true
    }

    /// Whether the bytes at the cursor equal `key`'s range.
    @inline(__always)
    func bytes(of token: StringToken, equal expected: [UInt8]) -> Bool {
        expected.withUnsafeBufferPointer { bytes(of: token, equal: $0) }
    }

    @inline(__always)
    func bytes(of token: StringToken, equal expected: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = token.end - token.start
        guard length == expected.count else { return false }
        // Keys are short: a loop costs less than a call to memcmp.
        let bytes = base + token.start
        for offset in 0..<length where bytes[offset] != expected[offset] { return false }
        return true
    }

    // MARK: Strings

    /// The string at the cursor, which is at its opening quote; checked, not decoded.
    mutating func string() throws(IngestError) -> StringToken {
        pos += 1
        let start = pos
        var hasEscapes = false
        while true {
            // Runs of plain ASCII are the common case: eight bytes at a time while
            // none of them ends the run; in the word that ends it, the first byte
            // that does is its lowest flagged one, so the cursor goes straight to
            // it. Only the last few bytes of the input go a byte at a time.
            while pos + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self))
                let ends = Self.plainRunEnds(word)
                if ends != 0 {
                    pos += ends.trailingZeroBitCount >> 3
                    break
                }
                pos += 8
            }
            while pos < count {
                let byte = base[pos]
                guard byte >= 0x20, byte < 0x80, byte != 0x22, byte != 0x5C else { break }
                pos += 1
            }
            guard pos < count else { throw fail(.truncated) }
            let byte = base[pos]
            if byte == 0x22 {
                pos += 1
                return StringToken(start: start, end: pos - 1, hasEscapes: hasEscapes)
            }
            if byte == 0x5C {
                hasEscapes = true
                try escape()
            } else if byte < 0x20 {
                throw fail(.controlCharacter)
            } else {
                try utf8Sequence()
            }
        }
    }

    /// The high bit of each of eight bytes (the first in the lowest bits) that is
    /// a quote, a backslash, a control character or not ASCII, by the word tests
    /// of "has a zero byte" and "has a byte below n"; zero when none is. A borrow
    /// can flag a byte above one truly flagged, never below it, so the lowest
    /// flag is exact: the first byte that ends the run.
    @inline(__always)
    static func plainRunEnds(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl | word) & highs
    }

    private mutating func escape() throws(IngestError) {
        guard pos + 1 < count else { throw fail(.truncated) }
        switch base[pos + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            pos += 2
        case UInt8(ascii: "u"):
            for offset in 2..<6 {
                guard pos + offset < count else { throw fail(.truncated) }
                guard UnicodeEscape.hexValue(base[pos + offset]) != nil else { throw fail(.invalidEscape) }
            }
            pos += 6
        default:
            throw fail(.invalidEscape)
        }
    }

    /// One multi-byte UTF-8 sequence, overlong forms and surrogates refused.
    private mutating func utf8Sequence() throws(IngestError) {
        let lead = base[pos]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw fail(.invalidUTF8)
        }
        guard pos + length <= count else { throw fail(.truncated) }
        let second = base[pos + 1]
        guard second >= low, second <= high else { throw fail(.invalidUTF8) }
        for offset in 2..<length where base[pos + offset] & 0xC0 != 0x80 {
            throw fail(.invalidUTF8)
        }
        pos += length
    }

    // MARK: Numbers and literals

    /// The number at the cursor, checked against JSON's grammar.
    mutating func number() throws(IngestError) -> NumberToken {
        let start = pos
        if base[pos] == UInt8(ascii: "-") { pos += 1 }
        guard pos < count else { throw fail(.truncated) }
        if base[pos] == UInt8(ascii: "0") {
            pos += 1
        } else if isDigit(base[pos]) {
            while pos < count, isDigit(base[pos]) { pos += 1 }
        } else {
            throw fail(.invalidNumber)
        }
        var isInteger = true
        if pos < count, base[pos] == UInt8(ascii: ".") {
            pos += 1
            try digits()
            isInteger = false
        }
        if pos < count, base[pos] | 0x20 == UInt8(ascii: "e") {
            pos += 1
            if pos < count, base[pos] == UInt8(ascii: "+") || base[pos] == UInt8(ascii: "-") { pos += 1 }
            try digits()
            isInteger = false
        }
        return NumberToken(start: start, end: pos, isInteger: isInteger)
    }

    private mutating func digits() throws(IngestError) {
        guard pos < count else { throw fail(.truncated) }
        guard isDigit(base[pos]) else { throw fail(.invalidNumber) }
        while pos < count, isDigit(base[pos]) { pos += 1 }
    }

    /// `true`, `false` or `null` at the cursor; false when the word is `false`.
    mutating func literal(_ word: StaticString) throws(IngestError) {
        let length = word.utf8CodeUnitCount
        let expected = word.utf8Start
        for offset in 0..<length {
            guard pos + offset < count else { throw fail(.truncated) }
            guard base[pos + offset] == expected[offset] else { throw fail(.unexpectedByte(base[pos + offset]), at: pos + offset) }
        }
        pos += length
    }

    // MARK: Skipping

    /// Skips the value at the cursor, checking it, with `depth` containers open
    /// around it. Iterative: a deep value costs no stack.
    mutating func skipValue(depth: Int) throws(IngestError) {
        var level = 0
        var objectBits: UInt64 = 0
        var needValue = true
        while true {
            if needValue {
                switch try peek() {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let isObject = base[pos] == UInt8(ascii: "{")
                    guard depth + level < JSONScanner.maximumDepth else { throw fail(.nestingTooDeep) }
                    level += 1
                    objectBits = objectBits << 1 | (isObject ? 1 : 0)
                    pos += 1
                    let close = UInt8(ascii: isObject ? "}" : "]")
                    if try peek() == close {
                        pos += 1
                        level -= 1
                        objectBits >>= 1
                        needValue = false
                    } else if isObject {
                        guard base[pos] == UInt8(ascii: "\"") else { throw unexpected() }
                        _ = try string()
                        try expect(UInt8(ascii: ":"))
                    }
                    if needValue { continue }
                case UInt8(ascii: "\""): _ = try string()
                case UInt8(ascii: "t"): try literal("true")
                case UInt8(ascii: "f"): try literal("false")
                case UInt8(ascii: "n"): try literal("null")
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try number()
                default: throw unexpected()
                }
                needValue = false
            }
            guard level > 0 else { return }
            let byte = try peek()
            let inObject = objectBits & 1 == 1
            if byte == UInt8(ascii: ",") {
                pos += 1
                if inObject {
                    guard try peek() == UInt8(ascii: "\"") else { throw unexpected() }
                    _ = try string()
                    try expect(UInt8(ascii: ":"))
                }
                needValue = true
            } else if byte == UInt8(ascii: inObject ? "}" : "]") {
                pos += 1
                level -= 1
                objectBits >>= 1
            } else {
                throw unexpected()
            }
        }
    }
}

@inline(__always)
func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
}
