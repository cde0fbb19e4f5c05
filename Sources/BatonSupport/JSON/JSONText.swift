/// JSON text as the runtime and the compiler write it, in storage keys, request
/// bodies, dumps, plans and reports: strings with `"`, `\`, `\n`, `\r`, `\t` and the
/// other control characters below U+0020 escaped and nothing else; floats as
/// Swift's shortest round-trip decimal; an object's members sorted by their names'
/// UTF-8 bytes. `JSON.stringify`'s form, which Relay hashes, writes a backspace and
/// a form feed as `\b` and `\f`.
public enum JSONText {
    /// `value` quoted and escaped.
    public static func quoted(_ value: String, asJavaScriptWrites: Bool = false) -> String {
        var text = "\""
        appendEscaped(value, to: &text, asJavaScriptWrites: asJavaScriptWrites)
        text.append("\"")
        return text
    }

    /// Appends `value` escaped, without quotes.
    public static func appendEscaped(_ value: String, to text: inout String, asJavaScriptWrites: Bool = false) {
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
            case "\u{08}" where asJavaScriptWrites: text.append("\\b")
            case "\u{0C}" where asJavaScriptWrites: text.append("\\f")
            case _ where scalar.value < 0x20:
                text.append("\\u00")
                text.append(Hex.encode(CollectionOfOne(UInt8(scalar.value))))
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

    /// Appends `[a,b,…]`, each element written by `write`.
    @inlinable
    public static func appendList<Elements: Collection>(
        _ elements: Elements, to text: inout String, _ write: (Elements.Element, inout String) -> Void
    ) {
        text.append("[")
        for (position, element) in elements.enumerated() {
            if position > 0 { text.append(",") }
            write(element, &text)
        }
        text.append("]")
    }

    /// Appends `{"a":…,"b":…}`, the members in `utf8Order` of their names, each
    /// value written by `write`.
    @inlinable
    public static func appendObject<Value>(
        _ members: [String: Value], to text: inout String, _ write: (Value, inout String) -> Void
    ) {
        text.append("{")
        for (position, name) in members.keys.sorted(by: utf8Order).enumerated() {
            if position > 0 { text.append(",") }
            text.append(quoted(name))
            text.append(":")
            write(members[name]!, &text)
        }
        text.append("}")
    }
}

/// Strings in the order of their UTF-8 bytes, as Relay sorts arguments and object
/// members: the same order on every platform and in every locale.
public func utf8Order(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
}
