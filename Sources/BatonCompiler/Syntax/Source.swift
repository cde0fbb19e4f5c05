/// A GraphQL text and where it came from. For a document embedded in another file
/// the location offset is the line and column its first character stands at there,
/// so that every position the parser reports is the position in that file.
public struct Source: Sendable {
    public let text: String
    public let path: String
    /// The 1-based line of the first character in the enclosing file.
    public let firstLine: Int
    /// The 1-based column of the first character in the enclosing file; it shifts
    /// the first line only.
    public let firstColumn: Int
    /// The UTF-8 bytes of the text, scanned by the lexer.
    public let bytes: [UInt8]
    /// The byte offset each line starts at (after `\n`, `\r\n` or `\r`).
    let lineStarts: [Int]
    /// Whether each line is plain ASCII, where a column is a byte difference.
    let lineIsASCII: [Bool]
    /// For text with multibyte characters, the count of scalars before every
    /// 64-byte block: a column anywhere is then at most a block's count away.
    let blockScalarCounts: [Int]
    static let blockSize = 64
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether a word holds a byte under 0x0E, which a line break (0x0A, 0x0D) is:
    /// the subtraction borrows into such a byte's high bit. A word it flags is then
    /// read a byte at a time.
    private static func mayHoldLineBreak(_ word: UInt64) -> Bool {
        (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & highBits != 0
    }

    public init(text: String, path: String = "<input>", firstLine: Int = 1, firstColumn: Int = 1) {
        self.text = text
        self.path = path
        self.firstLine = firstLine
        self.firstColumn = firstColumn
        let bytes = Array(text.utf8)
        self.bytes = bytes
        // Over the buffer eight bytes at a time, as whole words: GitHub's schema is a
        // megabyte, and most of its words hold no line break.
        let (starts, ascii, counts) = bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            let count = buffer.count
            var starts = [0]
            var ascii = [Bool]()
            // The bytes of the line so far or-ed together: no high bit while it is ASCII.
            var lineBits: UInt64 = 0
            var index = 0
            while index < count {
                if index + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if !Source.mayHoldLineBreak(word) {
                        lineBits |= word
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                lineBits |= UInt64(byte)
                index += 1
                guard byte == 0x0A || byte == 0x0D else { continue }
                if byte == 0x0D, index < count, buffer[index] == 0x0A { index += 1 }
                ascii.append(lineBits & Source.highBits == 0)
                lineBits = 0
                starts.append(index)
            }
            ascii.append(lineBits & Source.highBits == 0)
            var counts = [Int]()
            if ascii.contains(false) {
                counts.reserveCapacity(count / Source.blockSize + 1)
                var scalars = 0
                var offset = 0
                while offset < count {
                    if offset % Source.blockSize == 0 { counts.append(scalars) }
                    if offset + 8 <= count {
                        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        // A continuation byte has its high bit set and the next one clear.
                        // Their ones summed by a multiply: x86-64's baseline has no popcount.
                        let continuations = (word & ~(word << 1) & Source.highBits) >> 7
                        scalars += 8 - Int(truncatingIfNeeded: (continuations &* 0x0101_0101_0101_0101) >> 56)
                        offset += 8
                    } else {
                        if buffer[offset] & 0xC0 != 0x80 { scalars += 1 }
                        offset += 1
                    }
                }
            }
            return (starts, ascii, counts)
        }
        self.lineStarts = starts
        self.lineIsASCII = ascii
        self.blockScalarCounts = counts
    }

    /// The count of Unicode scalars before a byte offset (one per lead byte); only
    /// asked of text with multibyte characters, whose block counts exist.
    private func scalarsBefore(_ offset: Int) -> Int {
        let block = min(offset / Source.blockSize, blockScalarCounts.count - 1)
        var scalars = blockScalarCounts[block]
        var position = block * Source.blockSize
        while position < offset {
            if bytes[position] & 0xC0 != 0x80 { scalars += 1 }
            position += 1
        }
        return scalars
    }

    /// The number of lines, counting an empty last line after a final line break.
    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line holding a byte offset.
    func lineIndex(at offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The line and column of a byte offset, in the enclosing file's terms.
    public func location(at offset: Int) -> SourceLocation {
        var lineHint = 0
        return location(at: offset, lineHint: &lineHint)
    }

    /// The same, for a reader moving forward through the source: the lines around
    /// the one it looked up last (`lineHint`) are tried before a binary search.
    func location(at offset: Int, lineHint: inout Int) -> SourceLocation {
        var index = min(max(lineHint, 0), lineStarts.count - 1)
        var steps = 0
        while index > 0, lineStarts[index] > offset, steps < 8 {
            index -= 1
            steps += 1
        }
        while index + 1 < lineStarts.count, lineStarts[index + 1] <= offset, steps < 8 {
            index += 1
            steps += 1
        }
        if lineStarts[index] > offset || (index + 1 < lineStarts.count && lineStarts[index + 1] <= offset) {
            index = lineIndex(at: offset)
        }
        lineHint = index
        let start = lineStarts[index]
        var column = lineIsASCII[index] ? offset - start + 1 : scalarsBefore(offset) - scalarsBefore(start) + 1
        if index == 0 { column += firstColumn - 1 }
        return SourceLocation(offset: offset, line: index + firstLine, column: column)
    }

    /// The text of a line given in the enclosing file's numbering, without its line
    /// break; the first line is padded to its column so a caret under it aligns.
    public func lineText(_ line: Int) -> String? {
        let index = line - firstLine
        guard index >= 0, index < lineStarts.count else { return nil }
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        if index == 0, firstColumn > 1 { return String(repeating: " ", count: firstColumn - 1) + text }
        return text
    }
}
