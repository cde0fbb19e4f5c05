/// MurmurHash3 (32 bits, seed 0) written in base 62, as Relay names what it
/// derives: a fragment applied with arguments is named by the hash of them, and
/// a suite recorded against Relay's names expects the same digits.
enum MurmurHash {
    private static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    static func base62(_ text: String) -> String {
        var value = hash(Array(text.utf8))
        guard value != 0 else { return "0" }
        var result: [Character] = []
        while value > 0 {
            result.append(digits[Int(value % 62)])
            value /= 62
        }
        return String(result.reversed())
    }

    static func hash(_ bytes: [UInt8]) -> UInt32 {
        var hash: UInt32 = 0
        let whole = bytes.count / 4 * 4
        var index = 0
        while index < whole {
            let block = UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
                | UInt32(bytes[index + 3]) << 24
            hash ^= scrambled(block)
            hash = rotated(hash, 13) &* 5 &+ 0xe654_6b64
            index += 4
        }
        var tail: UInt32 = 0
        for (shift, byte) in bytes[whole...].enumerated() { tail |= UInt32(byte) << (8 * UInt32(shift)) }
        if whole < bytes.count { hash ^= scrambled(tail) }
        hash ^= UInt32(truncatingIfNeeded: bytes.count)
        hash ^= hash >> 16
        hash = hash &* 0x85eb_ca6b
        hash ^= hash >> 13
        hash = hash &* 0xc2b2_ae35
        hash ^= hash >> 16
        return hash
    }

    private static func scrambled(_ block: UInt32) -> UInt32 {
        rotated(block &* 0xcc9e_2d51, 15) &* 0x1b87_3593
    }

    private static func rotated(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value << count | value >> (32 - count)
    }
}
