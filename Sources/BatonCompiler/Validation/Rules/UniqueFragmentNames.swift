/// Every fragment of a target has its own name.
final class UniqueFragmentNames: ValidationRule {
    static let hooks: ValidationHooks = [.enterFragment]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterFragment(_ node: FragmentDefinition) {
        let name = node.name.value
        guard let first = context.fragments[name], first.definition.span != node.span || first.path != context.path else { return }
        context.report("There can be only one fragment named \"\(name)\".", at: node.name.span, notes: context.fragmentNote(name))
    }
}
