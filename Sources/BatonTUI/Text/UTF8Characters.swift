/// A string's UTF-8 bytes, read a byte at a time where a byte is a whole character.
///
/// Scanning text for ASCII marks (spaces, `@`, `#`) a `Character` at a time runs the
/// grapheme rules at every step; the bytes need them only next to a non-ASCII scalar,
/// where a mark may join an ASCII character (`e` and a combining accent, a prepended
/// sign before `@`) or where `\r\n` is one character. So a byte between two ASCII
/// neighbours is decided from the bytes, and any other asks the string.
public struct UTF8Characters {
    public let bytes: UnsafeBufferPointer<UInt8>
    private let text: String

    /// Calls `body` with `text`'s characters over its contiguous UTF-8.
    public static func reading<Result>(_ text: String, _ body: (UTF8Characters) throws -> Result) rethrows -> Result {
        var contiguous = text
        return try contiguous.withUTF8 { try body(UTF8Characters(bytes: $0, text: text)) }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, text: String) {
        self.bytes = bytes
        self.text = text
    }

    /// The byte at `offset` when the character there is that byte alone, else nil.
    public func ascii(at offset: Int) -> UInt8? {
        let byte = bytes[offset]
        guard byte < 0x80 else { return nil }
        let previous = offset > 0 ? bytes[offset - 1] : 0
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        if previous < 0x80, next < 0x80 {
            let carriageReturnLineFeed = (previous == 0x0D && byte == 0x0A) || (byte == 0x0D && next == 0x0A)
            return carriageReturnLineFeed ? nil : byte
        }
        let index = self.index(offset)
        guard index.samePosition(in: text) != nil, text[index].utf8.count == 1 else { return nil }
        return byte
    }

    /// The character starting at `offset`, a character boundary.
    public func character(at offset: Int) -> Character {
        text[index(offset)]
    }

    /// The character ending at `offset`, a character boundary after the first.
    public func character(before offset: Int) -> Character {
        text[text.index(before: index(offset))]
    }

    /// The text of the bytes in `range`, whose ends are character boundaries.
    public func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }
}
