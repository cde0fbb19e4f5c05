/// A fragment's type condition is an object, interface or union type.
final class FragmentsOnCompositeTypes: ValidationRule {
    static let hooks: ValidationHooks = [.enterInlineFragment, .enterFragment]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterInlineFragment(_ node: InlineFragment) {
        guard let condition = node.typeCondition, let type = context.schema.type(named: condition.name.value),
              !type.kind.isComposite else { return }
        context.report("Fragment cannot condition on non composite type \"\(type.name)\".", at: condition.name.span)
    }

    func enterFragment(_ node: FragmentDefinition) {
        guard let type = context.schema.type(named: node.typeCondition.name.value), !type.kind.isComposite else { return }
        context.report("Fragment \"\(node.name.value)\" cannot condition on non composite type \"\(type.name)\".",
                       at: node.typeCondition.name.span)
    }
}
