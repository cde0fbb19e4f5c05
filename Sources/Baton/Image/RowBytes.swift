/// The bytes of a row under construction: unsigned LEB128 integers, zigzag for
/// signed ones, strings as their length and UTF-8, doubles as their bits.
struct RowWriter {
    private(set) var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func signed(_ value: Int64) {
        unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    mutating func string(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func append(_ other: some Collection<UInt8>) {
        bytes.append(contentsOf: other)
    }
}

/// Reads what `RowWriter` wrote; every read is nil past the end or on a value that
/// cannot be, so a damaged row is used as far as it went and no further. It reads
/// the bytes where they lie (a row's blob as SQLite holds it), so it lives only as
/// long as the buffer it reads.
struct RowReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes.assumingMemoryBound(to: UInt8.self)
    }

    /// Where the next read starts, from the buffer's start.
    var offset: Int { position }

    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            guard shift < 64 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    mutating func count() -> Int? {
        guard let value = unsigned(), value <= UInt64(bytes.count - position) else { return nil }
        return Int(value)
    }

    mutating func signed() -> Int64? {
        guard let value = unsigned() else { return nil }
        return Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
    }

    mutating func double() -> Double? {
        guard bytes.count - position >= 8 else { return nil }
        var bits: UInt64 = 0
        for offset in 0..<8 { bits |= UInt64(bytes[position + offset]) << (8 * UInt64(offset)) }
        position += 8
        return Double(bitPattern: bits)
    }

    mutating func slice(_ count: Int) -> UnsafeRawBufferPointer? {
        guard bytes.count - position >= count else { return nil }
        defer { position += count }
        return UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[position..<position + count]))
    }

    mutating func string() -> String? {
        guard let count = count(), bytes.count - position >= count else { return nil }
        defer { position += count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
    }
}
