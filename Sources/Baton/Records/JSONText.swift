/// JSON text as Baton writes it in storage keys and dumps: strings with `"`, `\`,
/// `\n`, `\r`, `\t` and the other control characters below U+0020 escaped and
/// nothing else; floats as Swift's shortest round-trip decimal.
public enum JSONText {
    /// `value` quoted and escaped.
    public static func quoted(_ value: String) -> String {
        var text = "\""
        appendEscaped(value, to: &text)
        text.append("\"")
        return text
    }

    /// Appends `value` escaped, without quotes.
    public static func appendEscaped(_ value: String, to text: inout String) {
        // Most strings need no escape: copy them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            text.append(value)
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text.append("\\\"")
            case "\\": text.append("\\\\")
            case "\n": text.append("\\n")
            case "\r": text.append("\\r")
            case "\t": text.append("\\t")
            case _ where scalar.value < 0x20:
                text.append("\\u00")
                text.append(hexDigits[Int(scalar.value >> 4)])
                text.append(hexDigits[Int(scalar.value & 0xF)])
            default:
                text.unicodeScalars.append(scalar)
            }
        }
    }

    /// A float as the compiler renders a constant and the runtime a variable:
    /// the shortest decimal that reads back the same, `.0` when whole, and
    /// `<mantissa>e<sign><two digits>` below 1e-4 or from 1e16.
    public static func double(_ value: Double) -> String {
        value.description
    }

    private static let hexDigits: [String] = (0..<16).map { String($0, radix: 16) }
}
