/// The specification's BlockStringValue: the common indentation of every line but
/// the first is removed, then leading and trailing blank lines. The raw lines are
/// ranges of the source's bytes (line terminators left out), read in place; the
/// result joins them with `\n`, and where the string holds an escaped `\"""` the
/// backslash is dropped.
enum BlockString {
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
