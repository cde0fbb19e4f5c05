/// Reads a field's `@connection` as Relay's connection handler does: the handle
/// key `__<key>_connection` keyed by the filters' arguments, which are the ones
/// `filters:` lists, or else every argument passed but the pagination ones.
/// Validation has already checked the key's form and the filters' names.
enum ConnectionHandle {
    static let paginationArguments: Set<String> = ["first", "last", "after", "before"]

    /// The field's connection, nil when it has no `@connection` with a literal key.
    static func connection(of field: Field) -> ConnectionIR? {
        guard let directive = field.directives.named("connection"),
              case .string(let key)? = directive.argumentValue("key") else { return nil }
        let filters = listedFilters(directive)
            ?? field.arguments.map(\.name.value).filter { !paginationArguments.contains($0) }
        let filtered = field.arguments.filter { filters.contains($0.name.value) }
        return ConnectionIR(
            key: key.value, filters: filters, direction: direction(of: field),
            handleKey: StorageKeys.key(name: "__\(key.value)_connection", arguments: filtered))
    }

    private static func listedFilters(_ directive: Directive) -> [String]? {
        switch directive.argumentValue("filters") {
        case .list(let list)?:
            return list.values.compactMap { value in
                if case .string(let name) = value { return name.value }
                return nil
            }
        case .string(let name)?: return [name.value]
        default: return nil
        }
    }

    private static func direction(of field: Field) -> ConnectionDirectionIR {
        let passed = Set(field.arguments.map(\.name.value))
        switch (passed.contains("first"), passed.contains("last")) {
        case (true, true): return .bidirectional
        case (false, true): return .backward
        default: return .forward
        }
    }
}
