/// Every variable an operation defines is used, in itself or in a fragment it
/// reaches (outside the fragments' own arguments); and, as Relay has it, every
/// argument a fragment declares is used in the fragment.
final class NoUnusedVariables: ValidationRule {
    static let hooks: ValidationHooks = [.leaveOperation, .leaveFragment]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func leaveOperation(_ node: OperationDefinition) {
        let used = Set(context.recursiveVariableUsages(of: node, path: context.path).map(\.variable.name.value))
        for definition in node.variableDefinitions where !used.contains(definition.variable.name.value) {
            let name = definition.variable.name.value
            let message = node.name.map { "Variable \"$\(name)\" is never used in operation \"\($0.value)\"." }
                ?? "Variable \"$\(name)\" is never used."
            context.report(message, at: definition.variable.span)
        }
    }

    func leaveFragment(_ node: FragmentDefinition) {
        guard let site = context.fragments[node.name.value], site.definition.span == node.span,
              let declared = context.fragmentArguments(node.name.value), declared.isDeclared else { return }
        let used = Set(context.variableUsages(of: site).map(\.variable.name.value))
        for argument in declared.arguments where !used.contains(argument.name.value) {
            context.report("Variable \"$\(argument.name.value)\" of fragment \"\(node.name.value)\" is never used.",
                           at: argument.name.span)
        }
    }
}
