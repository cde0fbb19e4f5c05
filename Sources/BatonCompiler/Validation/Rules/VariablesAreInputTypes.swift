/// A variable's type is a scalar, an enum or an input object.
final class VariablesAreInputTypes: ValidationRule {
    static let hooks: ValidationHooks = [.enterVariableDefinition]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterVariableDefinition(_ node: VariableDefinition) {
        guard let type = context.schema.type(named: node.type.namedType.name.value), !type.kind.isInput else { return }
        context.report("Variable \"$\(node.variable.name.value)\" cannot be non-input type \"\(node.type.reference)\".",
                       at: node.type.span)
    }
}
