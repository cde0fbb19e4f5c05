/// A fragment applies where it is spread: its type and the parent type share a
/// possible object type.
final class PossibleFragmentSpreads: ValidationRule {
    static let hooks: ValidationHooks = [.enterInlineFragment, .enterFragmentSpread]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterInlineFragment(_ node: InlineFragment) {
        guard let condition = node.typeCondition, let parent = context.parentType,
              let type = context.schema.type(named: condition.name.value), type.kind.isComposite, parent.kind.isComposite,
              !context.schema.typesOverlap(type.name, parent.name) else { return }
        context.report("Fragment cannot be spread here as objects of type \"\(parent.name)\" can never be of type \"\(type.name)\".",
                       at: condition.name.span)
    }

    func enterFragmentSpread(_ node: FragmentSpread) {
        let name = node.name.value
        guard let parent = context.parentType, let site = context.fragments[name],
              let type = context.schema.type(named: site.definition.typeCondition.name.value),
              type.kind.isComposite, parent.kind.isComposite,
              !context.schema.typesOverlap(type.name, parent.name) else { return }
        context.report("Fragment \"\(name)\" cannot be spread here as objects of type \"\(parent.name)\" can never be of type \"\(type.name)\".",
                       at: node.name.span, notes: context.fragmentNote(name))
    }
}
