import Glibc

/// A cheap look for link reference definitions (`[label]: url`), which name links
/// anywhere in a text, before and after them: it may find one where there is none,
/// never the other way. The `]` are found by `memchr`, so a text without definitions
/// costs a fast pass over its bytes.
enum LinkDefinitions {
    /// Whether `bytes` may define a link reference: a line holds a `]:` with no unescaped
    /// `[` before it on the line but at its start, after any quote and list markers (a
    /// label may run over lines).
    static func mayBeIn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "]")), bytes.count - offset) {
            let close = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            offset = close + 1
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { continue }
            if labelMayStartALine(bytes, before: close) { return true }
        }
        return false
    }

    private static func labelMayStartALine(_ bytes: UnsafeBufferPointer<UInt8>, before close: Int) -> Bool {
        var lineStart = close
        while lineStart > 0, bytes[lineStart - 1] != .newline, bytes[lineStart - 1] != .carriageReturn {
            lineStart -= 1
        }
        var content = lineStart
        while content < close, Self.markers.contains(bytes[content]) { content += 1 }
        if bytes[content] == UInt8(ascii: "[") { return true }
        // A `[` after other text opens no label; one escaped may be inside a label.
        return !(content..<close).contains { bytes[$0] == UInt8(ascii: "[") && bytes[$0 - 1] != UInt8(ascii: "\\") }
    }

    /// What may come before a definition on its line: indentation, quote and list markers.
    private static let markers = Set(" \t>-+*.)0123456789".utf8)
}
