/// The Merkle-Damgard padding MD5, SHA-1 and SHA-256 share: a 1 bit, zeros up to
/// 56 bytes into the last 64-byte block, then the message length in bits in eight
/// bytes (little-endian for MD5, big-endian for the SHA family).
enum MessagePadding {
    static func padded(_ message: [UInt8], lengthBigEndian: Bool) -> [UInt8] {
        var bytes = message
        bytes.reserveCapacity(message.count + 72)
        bytes.append(0x80)
        while bytes.count % 64 != 56 { bytes.append(0) }
        let bitLength = UInt64(message.count) &* 8
        for index in 0..<8 {
            let shift = lengthBigEndian ? (7 - index) * 8 : index * 8
            bytes.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        return bytes
    }

    /// The 32-bit big-endian word at a byte offset.
    static func bigEndianWord(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    static func appendBigEndian(_ word: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: word >> 24))
        bytes.append(UInt8(truncatingIfNeeded: word >> 16))
        bytes.append(UInt8(truncatingIfNeeded: word >> 8))
        bytes.append(UInt8(truncatingIfNeeded: word))
    }
}

extension UInt32 {
    func rotatedLeft(_ count: UInt32) -> UInt32 { (self << count) | (self >> (32 - count)) }
    func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}

/// Lowercase hexadecimal, two digits a byte.
enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
