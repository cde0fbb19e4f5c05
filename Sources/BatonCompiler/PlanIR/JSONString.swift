/// Strings as Baton writes them in storage keys and the compiler in its JSON:
/// `"`, `\` and the control characters below U+0020 escaped, nothing else.
/// `JSON.stringify`'s form, which Relay hashes, writes a backspace and a form
/// feed as `\b` and `\f`.
enum JSONString {
    static func quoted(_ value: String, asJavaScriptWrites: Bool = false) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}" where asJavaScriptWrites: text += "\\b"
            case "\u{0C}" where asJavaScriptWrites: text += "\\f"
            case _ where scalar.value < 0x20:
                text += "\\u00" + String(scalar.value >> 4, radix: 16) + String(scalar.value & 0xF, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
