/// The specification's BlockStringValue: the common indentation of every line but
/// the first is removed, then leading and trailing blank lines. The raw lines are
/// ranges of the source's bytes (line terminators left out), read in place; the
/// result joins them with `\n`, and where the string holds an escaped `\"""` the
/// backslash is dropped.
///
/// The lexer only finds where a block string ends; its value is made when read,
/// and most are never read: a schema's thousands of descriptions are block strings.
enum BlockString {
    /// The value of the block string `literal` spans in `source`, its quotes included.
    static func value(of source: UnsafeBufferPointer<UInt8>, literal: Range<Int>) -> String {
        let end = literal.upperBound - 3
        var lines: [Range<Int>] = []
        var hasEscapedQuotes = false
        var position = literal.lowerBound + 3
        var lineStart = position
        while position < end {
            let byte = source[position]
            if byte == 0x0A || byte == 0x0D {
                lines.append(lineStart..<position)
                position += byte == 0x0D && position + 1 < end && source[position + 1] == 0x0A ? 2 : 1
                lineStart = position
                continue
            }
            if byte == 0x5C, position + 3 < end, source[position + 1] == 0x22, source[position + 2] == 0x22,
               source[position + 3] == 0x22 {
                hasEscapedQuotes = true
            }
            position += 1
        }
        lines.append(lineStart..<end)
        return value(of: source, lines: lines, hasEscapedQuotes: hasEscapedQuotes)
    }

    /// The offset of the `"""` that closes a block string whose text starts at
    /// `start`, or nil when the source ends first. A `"""` right after a backslash
    /// is escaped, part of the text.
    static func closingQuotes(in source: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = source.count
        var position = start
        while let quote = nextQuote(in: source, from: position) {
            if quote + 2 < count, source[quote + 1] == 0x22, source[quote + 2] == 0x22 {
                if quote > start, source[quote - 1] == 0x5C {
                    position = quote + 3
                    continue
                }
                return quote
            }
            position = quote + 1
        }
        return nil
    }

    /// The offset of the next `"` from `start`, looked for eight bytes at a time:
    /// a description is mostly text between its quotes.
    private static func nextQuote(in source: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let raw = UnsafeRawBufferPointer(source)
        let count = source.count
        var position = start
        while position + 8 <= count {
            // A quote is a zero byte of the word xor-ed with quotes; the lowest flagged
            // byte is exact (a false flag only ever stands above a true one).
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) ^ 0x2222_2222_2222_2222
            let zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if zeros != 0 { return position + zeros.trailingZeroBitCount / 8 }
            position += 8
        }
        while position < count {
            if source[position] == 0x22 { return position }
            position += 1
        }
        return nil
    }

    static func value(of source: UnsafeBufferPointer<UInt8>, lines: [Range<Int>], hasEscapedQuotes: Bool) -> String {
        var commonIndent = Int.max
        var firstNonBlank: Int?
        var lastNonBlank = -1
        for (line, range) in lines.enumerated() {
            let indent = leadingWhitespace(source, range)
            if indent == range.count { continue }
            if firstNonBlank == nil { firstNonBlank = line }
            lastNonBlank = line
            if line != 0, indent < commonIndent { commonIndent = indent }
        }
        guard let first = firstNonBlank else { return "" }
        // The lines kept and a break between each: an upper bound of the result.
        var capacity = lastNonBlank - first
        for line in first...lastNonBlank { capacity += lines[line].count }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var written = 0
            for line in first...lastNonBlank {
                if line != first {
                    buffer[written] = 0x0A
                    written += 1
                }
                let range = lines[line]
                // Only whitespace is dropped: an escape never stands in the indentation.
                let dropped = line == 0 ? 0 : min(commonIndent, range.count)
                var offset = range.lowerBound + dropped
                while offset < range.upperBound {
                    let byte = source[offset]
                    if hasEscapedQuotes, byte == 0x5C, offset + 3 < range.upperBound, source[offset + 1] == 0x22,
                       source[offset + 2] == 0x22, source[offset + 3] == 0x22 {
                        offset += 1
                        continue
                    }
                    buffer[written] = byte
                    written += 1
                    offset += 1
                }
            }
            return written
        }
    }

    /// The count of spaces and tabs a line starts with.
    static func leadingWhitespace(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for offset in range {
            let byte = source[offset]
            guard byte == 0x20 || byte == 0x09 else { break }
            count += 1
        }
        return count
    }
}
