/// Every variable's type fits every place it is used: a nullable variable may
/// stand for a non-null value only with a default of its own or of the place.
/// A fragment's own arguments (Relay's `@argumentDefinitions`) are checked the
/// same way, in the fragment.
final class VariablesInAllowedPosition: ValidationRule {
    static let hooks: ValidationHooks = [.leaveOperation, .leaveFragment]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func leaveOperation(_ node: OperationDefinition) {
        var definitions: [String: VariableDefinition] = [:]
        for definition in node.variableDefinitions where definitions[definition.variable.name.value] == nil {
            definitions[definition.variable.name.value] = definition
        }
        for usage in context.recursiveVariableUsages(of: node, path: context.path) {
            guard let definition = definitions[usage.variable.name.value],
                  context.schema.type(named: definition.type.namedType.name.value) != nil else { continue }
            var hasDefault = false
            if let value = definition.defaultValue, !value.isNull { hasDefault = true }
            check(usage, variableType: definition.type.reference, variableHasDefault: hasDefault)
        }
    }

    func leaveFragment(_ node: FragmentDefinition) {
        guard let site = context.fragments[node.name.value], site.definition.span == node.span,
              let declared = context.fragmentArguments(node.name.value), declared.isDeclared else { return }
        for usage in context.variableUsages(of: site) {
            guard let argument = declared.argument(named: usage.variable.name.value), let type = argument.type,
                  context.schema.type(named: type.namedType) != nil else { continue }
            check(usage, variableType: type, variableHasDefault: argument.defaultValue.map { !$0.isNull } ?? false)
        }
    }

    private func check(_ usage: VariableUsage, variableType: TypeReference, variableHasDefault: Bool) {
        guard let locationType = usage.type, !allowed(variableType, variableHasDefault, at: locationType, usage.hasLocationDefault) else {
            return
        }
        context.report("Variable \"$\(usage.variable.name.value)\" of type \"\(variableType)\" used in position expecting type \"\(locationType)\".",
                       at: usage.variable.span, in: usage.path)
    }

    private func allowed(_ variableType: TypeReference, _ variableHasDefault: Bool, at location: TypeReference, _ locationHasDefault: Bool) -> Bool {
        if case .nonNull(let inner) = location, !variableType.isNonNull {
            guard variableHasDefault || locationHasDefault else { return false }
            return variableType.isSubtype(of: inner, in: context.schema)
        }
        return variableType.isSubtype(of: location, in: context.schema)
    }
}

extension Value {
    /// Whether the value is the literal `null`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
