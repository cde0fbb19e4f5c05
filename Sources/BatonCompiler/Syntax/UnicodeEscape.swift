/// What a `\u` escape means wherever one is read, in GraphQL's strings and in JSON's:
/// a hexadecimal digit's value, and a surrogate pair joined into its scalar.
enum UnicodeEscape {
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    static func isHighSurrogate(_ unit: UInt32) -> Bool { (0xD800...0xDBFF).contains(unit) }

    /// The scalar a high and a low surrogate name together; nil when `low` is none.
    static func scalar(high: UInt32, low: UInt32) -> Unicode.Scalar? {
        guard (0xDC00...0xDFFF).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }
}
