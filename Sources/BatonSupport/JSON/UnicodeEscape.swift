/// What a `\u` escape means wherever one is read, in GraphQL's strings, in JSON's
/// and in a response's: a hexadecimal digit's value, and a surrogate pair joined
/// into its scalar.
public enum UnicodeEscape {
    @inlinable
    public static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    @inlinable
    public static func isHighSurrogate(_ unit: UInt32) -> Bool { (0xD800...0xDBFF).contains(unit) }

    @inlinable
    public static func isLowSurrogate(_ unit: UInt32) -> Bool { (0xDC00...0xDFFF).contains(unit) }

    /// The scalar a high and a low surrogate name together; nil when `low` is none.
    @inlinable
    public static func scalar(high: UInt32, low: UInt32) -> Unicode.Scalar? {
        guard isLowSurrogate(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }
}
