/// The specification's BlockStringValue: the common indentation of every line but
/// the first is removed, then leading and trailing blank lines. Lines arrive as
/// UTF-8 bytes, split at the line terminators; the result joins them with `\n`.
enum BlockString {
    static func value(of lines: [[UInt8]]) -> String {
        var commonIndent = Int.max
        var firstNonBlank: Int?
        var lastNonBlank = -1
        for (index, line) in lines.enumerated() {
            let indent = leadingWhitespace(line)
            if indent == line.count { continue }
            if firstNonBlank == nil { firstNonBlank = index }
            lastNonBlank = index
            if index != 0, indent < commonIndent { commonIndent = indent }
        }
        guard let first = firstNonBlank else { return "" }
        var bytes = [UInt8]()
        for index in first...lastNonBlank {
            if index != first { bytes.append(0x0A) }
            let line = lines[index]
            if index == 0 {
                bytes.append(contentsOf: line)
            } else {
                bytes.append(contentsOf: line.dropFirst(min(commonIndent, line.count)))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The count of spaces and tabs a line starts with.
    static func leadingWhitespace(_ line: [UInt8]) -> Int {
        var count = 0
        while count < line.count, line[count] == 0x20 || line[count] == 0x09 { count += 1 }
        return count
    }
}
