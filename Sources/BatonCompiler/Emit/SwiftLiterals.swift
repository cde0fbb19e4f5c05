/// A document's constant as a Swift expression of the type its input takes: a
/// variable's default value, or a nested input object's field.
struct SwiftLiterals {
    let schema: Schema
    let catalog: SharedCatalog

    func literal(_ value: Value, as type: TypeReference) -> String {
        switch value {
        case .variable(let variable): return SwiftNames.escaped(variable.name.value)
        case .int(let int): return type.namedType == "Float" ? int.text + ".0" : int.text
        case .float(let float): return float.text
        case .string(let string):
            return SwiftNames.literal(string.value)
        case .boolean(let boolean): return boolean.value ? "true" : "false"
        case .null: return "nil"
        case .enumValue(let enumValue):
            let values = schema.type(named: type.namedType)?.enumValues.map(\.name) ?? [enumValue.value]
            return "." + EnumCases.caseName(enumValue.value, among: values.contains(enumValue.value) ? values : [enumValue.value])
        case .list(let list):
            let element = type.listElement ?? type.nullable
            return "[" + list.values.map { literal($0, as: element) }.joined(separator: ", ") + "]"
        case .object(let object):
            let name = type.namedType
            guard let input = schema.type(named: name) else { return "nil" }
            let labels = InputNames.properties(input.inputFields.map(\.name))
            let arguments = zip(input.inputFields, labels).compactMap { field, label -> String? in
                guard let given = object.fields.first(where: { $0.name.value == field.name }) else { return nil }
                return "\(label): \(literal(given.value, as: field.type))"
            }
            return catalog.declaredName(name) + "(" + arguments.joined(separator: ", ") + ")"
        }
    }
}

/// An enum's case names: the schema's spelling, escaped, unless the generated
/// enum's own members take it (or Swift lets nothing take it); such a value takes
/// `_`s until it names no other case.
enum EnumCases {
    static let members: Set<String> = ["unknown", "name", "init"]

    static func caseNames(_ values: [String]) -> [String] {
        var scope = ScopeNames(writing: values, reserving: members.union(SwiftNames.unnameable))
        return values.map { SwiftNames.escaped(scope.written($0)) }
    }

    /// `value`'s case among `values`, its enum's.
    static func caseName(_ value: String, among values: [String]) -> String {
        caseNames(values)[values.firstIndex(of: value) ?? 0]
    }

    static func caseName(_ value: String) -> String {
        caseNames([value])[0]
    }
}

/// The property names of an input object's fields or an operation's variables:
/// each as written, escaped, unless the generated value declares that member itself
/// (or Swift lets nothing take it); such a name takes `_`s until it is free.
enum InputNames {
    /// What every input object and operation value declares or conforms with.
    static let members: Set<String> = ["variable", "variables", "request", "hash", "hashValue"]
    /// What an operation value declares besides, as types.
    static let operationMembers: Set<String> = members.union(["Data", "OptimisticResponse", "Action"])

    static func properties(_ names: [String], reserving reserved: Set<String> = members) -> [String] {
        var scope = ScopeNames(writing: names, reserving: reserved.union(SwiftNames.unnameable))
        return names.map { SwiftNames.escaped(scope.written($0)) }
    }

    static func property(_ name: String) -> String {
        properties([name])[0]
    }
}
