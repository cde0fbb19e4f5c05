/// A text a diagnostic points into, and where it came from: a GraphQL document, or
/// the app's configuration file. For a document embedded in another file the
/// location offset is the line and column its first character stands at there, so
/// that every position the parser reports is the position in that file.
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
    /// The lines holding a multibyte character, a bit a line (empty for ASCII
    /// text): on any other line a column is a byte difference.
    let multibyteLines: [UInt64]
    /// For text with a long line of multibyte characters, the count of scalars
    /// before every 64-byte block: a column anywhere is then at most a block's
    /// count away. Empty otherwise: a short line is counted from its start.
    let blockScalarCounts: [Int]
    static let blockSize = 64
    /// The longest line with multibyte characters whose columns are counted from
    /// the line's start.
    private static let countedLineLength = 256
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The high bit of each byte of a word that equals `byte`, and no other:
    /// exact, so a line break's place is read off the mask.
    private static func bytes(of word: UInt64, equalTo byte: UInt64) -> UInt64 {
        let match = word ^ (byte &* 0x0101_0101_0101_0101)
        return ~(((match & lowBits) &+ lowBits) | match | lowBits)
    }

    public init(text: String, path: String = "<input>", firstLine: Int = 1, firstColumn: Int = 1) {
        self.text = text
        self.path = path
        self.firstLine = firstLine
        self.firstColumn = firstColumn
        let bytes = Array(text.utf8)
        self.bytes = bytes
        // Over the buffer eight bytes at a time, as whole words: GitHub's schema is a
        // megabyte of short lines, and a word's line feeds are found by a mask.
        let (starts, multibyte, counts) = bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            let count = buffer.count
            var starts = [0]
            var multibyte = [Int]()
            var index = 0
            while index < count {
                if index + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    // A word with a carriage return or a multibyte character's byte is read
                    // a byte at a time: for `\r\n`, and to mark the line.
                    if word & Source.highBits == 0, Source.bytes(of: word, equalTo: 0x0D) == 0 {
                        var feeds = Source.bytes(of: word, equalTo: 0x0A)
                        while feeds != 0 {
                            starts.append(index + feeds.trailingZeroBitCount / 8 + 1)
                            feeds &= feeds &- 1
                        }
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                index += 1
                if byte >= 0x80, multibyte.last != starts.count - 1 { multibyte.append(starts.count - 1) }
                guard byte == 0x0A || byte == 0x0D else { continue }
                if byte == 0x0D, index < count, buffer[index] == 0x0A { index += 1 }
                starts.append(index)
            }
            var lines = [UInt64]()
            var hasLongLine = false
            if let last = multibyte.last {
                lines = [UInt64](repeating: 0, count: last / 64 + 1)
                for line in multibyte {
                    lines[line / 64] |= 1 << UInt64(line % 64)
                    let end = line + 1 < starts.count ? starts[line + 1] : count
                    if end - starts[line] > Source.countedLineLength { hasLongLine = true }
                }
            }
            var counts = [Int]()
            if hasLongLine {
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
            return (starts, lines, counts)
        }
        self.lineStarts = starts
        self.multibyteLines = multibyte
        self.blockScalarCounts = counts
    }

    /// The count of Unicode scalars (one per lead byte) between two offsets of a
    /// line with multibyte characters.
    private func scalars(from start: Int, to offset: Int) -> Int {
        guard blockScalarCounts.isEmpty else { return scalarsBefore(offset) - scalarsBefore(start) }
        var scalars = 0
        for position in start..<offset where bytes[position] & 0xC0 != 0x80 { scalars += 1 }
        return scalars
    }

    /// The count of Unicode scalars before a byte offset; only asked of text
    /// whose block counts exist.
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

    /// Whether a line (0-based) holds a multibyte character.
    @inline(__always)
    private func holdsMultibyte(_ line: Int) -> Bool {
        line / 64 < multibyteLines.count && multibyteLines[line / 64] & (1 << UInt64(line % 64)) != 0
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
    public func location(at offset: Int, lineHint: inout Int) -> SourceLocation {
        var index = min(max(lineHint, 0), lineStarts.count - 1)
        let next = index + 1 < lineStarts.count ? lineStarts[index + 1] : Int.max
        if lineStarts[index] <= offset, offset < next {
            return location(at: offset, line: index)
        }
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
        return location(at: offset, line: index)
    }

    /// The location of an offset on a line (0-based) known to hold it.
    @inline(__always)
    private func location(at offset: Int, line index: Int) -> SourceLocation {
        let start = lineStarts[index]
        var column = (holdsMultibyte(index) ? scalars(from: start, to: offset) : offset - start) + 1
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
