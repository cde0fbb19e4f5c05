import BatonSupport

/// Every type a document names (a variable's type, a type condition) exists.
final class KnownTypeNames: ValidationRule {
    static let hooks: ValidationHooks = [.enterVariableDefinition, .enterFragment, .enterInlineFragment]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    private func check(_ type: NamedType) {
        let name = type.name.value
        guard context.schema.type(named: name) == nil else { return }
        let candidates = context.schema.typeNames.filter { !$0.hasPrefix("__") }
        context.report("Unknown type \"\(name)\".", at: type.name.span, suggestions: suggestionList(name, candidates))
    }

    func enterVariableDefinition(_ node: VariableDefinition) { check(node.type.namedType) }

    func enterFragment(_ node: FragmentDefinition) { check(node.typeCondition) }

    func enterInlineFragment(_ node: InlineFragment) {
        if let condition = node.typeCondition { check(condition) }
    }
}
