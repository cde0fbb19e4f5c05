/// The specification's BlockStringValue: the common indentation of every line but
/// the first is removed, then leading and trailing blank lines. The raw lines
/// arrive as one UTF-8 buffer, each line running from its start to the next line's
/// (line terminators left out); the result joins them with `\n`.
enum BlockString {
    static func value(of content: [UInt8], lineStarts: [Int]) -> String {
        func bounds(_ line: Int) -> Range<Int> {
            lineStarts[line]..<(line + 1 < lineStarts.count ? lineStarts[line + 1] : content.count)
        }
        var commonIndent = Int.max
        var firstNonBlank: Int?
        var lastNonBlank = -1
        for line in lineStarts.indices {
            let range = bounds(line)
            let indent = leadingWhitespace(content[range])
            if indent == range.count { continue }
            if firstNonBlank == nil { firstNonBlank = line }
            lastNonBlank = line
            if line != 0, indent < commonIndent { commonIndent = indent }
        }
        guard let first = firstNonBlank else { return "" }
        var bytes = [UInt8]()
        bytes.reserveCapacity(content.count)
        for line in first...lastNonBlank {
            if line != first { bytes.append(0x0A) }
            let range = bounds(line)
            let dropped = line == 0 ? 0 : min(commonIndent, range.count)
            bytes.append(contentsOf: content[(range.lowerBound + dropped)..<range.upperBound])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The count of spaces and tabs a line starts with.
    static func leadingWhitespace(_ line: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in line {
            guard byte == 0x20 || byte == 0x09 else { break }
            count += 1
        }
        return count
    }
}
