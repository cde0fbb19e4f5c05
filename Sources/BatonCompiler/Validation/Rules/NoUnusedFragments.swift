/// Every fragment is spread somewhere (the specification's rule; a Relay target
/// turns it off, since a fragment is a screen's lens on its own).
final class NoUnusedFragments: ValidationRule {
    static let hooks: ValidationHooks = [.finish]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func finish() {
        var used = Set<String>()
        for source in context.sources {
            for operation in source.document.operations {
                used.formUnion(context.reachedFragments(from: operation.selectionSet).map(\.definition.name.value))
            }
        }
        for source in context.sources {
            for fragment in source.document.fragments where !used.contains(fragment.name.value) {
                context.report("Fragment \"\(fragment.name.value)\" is never used.", at: fragment.name.span, in: source.path)
            }
        }
    }
}
