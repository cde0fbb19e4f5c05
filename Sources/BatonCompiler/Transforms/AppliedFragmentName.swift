import BatonSupport

/// The name Relay gives a fragment applied with the arguments a spread passes:
/// `<name>_<hash>`, the hash `MurmurHash.base62` of the arguments sorted by name
/// and written as JSON (`[{"name":"count","value":{"variable":"count"}}]`: a
/// variable as `variable`, a value without variables as `value`, a list or an
/// object holding variables as `list` or `object`). Without arguments the name
/// stays, so a fragment spread as it is keeps its name in the text.
enum AppliedFragmentName {
    static func name(of fragment: String, passing arguments: [Argument]) -> String {
        guard !arguments.isEmpty else { return fragment }
        let sorted = arguments.sorted { utf8Order($0.name.value, $1.name.value) }
        let entries = sorted.map { "{\"name\":\(json($0.name.value)),\"value\":\(identifier($0.value))}" }
        return "\(fragment)_\(MurmurHash.base62("[" + entries.joined(separator: ",") + "]"))"
    }

    private static func identifier(_ value: Value) -> String {
        switch value {
        case .variable(let variable):
            return "{\"variable\":\(json(variable.name.value))}"
        case .list(let list) where containsVariable(value):
            return "{\"list\":[\(list.values.map(identifier).joined(separator: ","))]}"
        case .object(let object) where containsVariable(value):
            let fields = object.fields.map { "{\"name\":\(json($0.name.value)),\"value\":\(identifier($0.value))}" }
            return "{\"object\":[\(fields.joined(separator: ","))]}"
        default:
            return "{\"value\":\(constant(value))}"
        }
    }

    private static func containsVariable(_ value: Value) -> Bool {
        switch value {
        case .variable: true
        case .list(let list): list.values.contains(where: containsVariable)
        case .object(let object): object.fields.contains { containsVariable($0.value) }
        default: false
        }
    }

    /// A constant as serde_json writes it; an object's keys sorted, as its map keeps them.
    private static func constant(_ value: Value) -> String {
        switch value {
        case .int(let int): return int.text
        case .float(let float): return Double(float.text).map { "\($0)" } ?? float.text
        case .string(let string): return json(string.value)
        case .boolean(let boolean): return boolean.value ? "true" : "false"
        case .null, .variable: return "null"
        case .enumValue(let enumValue): return json(enumValue.value)
        case .list(let list): return "[" + list.values.map(constant).joined(separator: ",") + "]"
        case .object(let object):
            let fields = object.fields.sorted { utf8Order($0.name.value, $1.name.value) }
            return "{" + fields.map { "\(json($0.name.value)):\(constant($0.value))" }.joined(separator: ",") + "}"
        }
    }

    private static func json(_ text: String) -> String {
        JSONText.quoted(text, asJavaScriptWrites: true)
    }
}
