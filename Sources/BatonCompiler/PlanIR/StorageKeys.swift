import BatonSupport

/// A field's storage key from its arguments, as Relay renders it: the name, then
/// the arguments sorted by name as `name:json`, nulls left out; a key whose
/// arguments read variables is left for the runtime to render per owner.
enum StorageKeys {
    static func key(name: String, arguments: [Argument]) -> StorageKeyIR {
        let values = arguments.map { ArgumentIR(name: $0.name.value, value: value($0.value)) }
            .sorted { utf8Order($0.name, $1.name) }
        if values.contains(where: \.value.containsVariable) { return .arguments(name, values) }
        return .constant(StorageKeyIR.arguments(name, values).template)
    }

    static func value(_ value: Value) -> ArgumentValueIR {
        switch value {
        case .variable(let variable): .variable(variable.name.value)
        case .int(let int): Int(int.text).map(ArgumentValueIR.int) ?? .double(Double(int.text) ?? 0)
        case .float(let float): .double(Double(float.text) ?? 0)
        case .string(let string): .string(string.value)
        case .boolean(let boolean): .bool(boolean.value)
        case .null: .null
        case .enumValue(let enumValue): .string(enumValue.value)
        case .list(let list): .list(list.values.map(Self.value))
        case .object(let object):
            .object(Dictionary(object.fields.map { ($0.name.value, Self.value($0.value)) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}
