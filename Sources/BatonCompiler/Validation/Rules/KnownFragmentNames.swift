import BatonSupport

/// Every spread names a fragment some document of the target defines.
final class KnownFragmentNames: ValidationRule {
    static let hooks: ValidationHooks = [.enterFragmentSpread]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterFragmentSpread(_ node: FragmentSpread) {
        let name = node.name.value
        guard context.fragments[name] == nil else { return }
        context.report("Unknown fragment \"\(name)\".", at: node.name.span,
                       suggestions: suggestionList(name, context.fragments.keys.sorted()))
    }
}
