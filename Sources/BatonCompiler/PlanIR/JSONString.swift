/// Strings as Baton writes them in storage keys and the compiler in its JSON:
/// `"`, `\` and the control characters below U+0020 escaped, nothing else.
enum JSONString {
    static func quoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                text += "\\u00" + String(scalar.value >> 4, radix: 16) + String(scalar.value & 0xF, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
