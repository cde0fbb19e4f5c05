/// Baton delivers a mutation's response as one payload, committed at once, so
/// @defer and @stream stand in queries and subscriptions only: not in a mutation
/// nor in a fragment a mutation spreads.
final class DeferStreamInQueries: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard node.operation == .mutation else { return }
        report(in: node.selectionSet, path: context.path)
        for site in context.reachedFragments(from: node.selectionSet) {
            report(in: site.definition.selectionSet, path: site.path)
        }
    }

    private func report(in selectionSet: SelectionSet, path: String) {
        for selection in selectionSet.selections {
            for directive in selection.directives where directive.name.value == "defer" || directive.name.value == "stream" {
                context.report("@\(directive.name.value) is not supported in a mutation: its response is committed as one payload.",
                               at: directive.span, in: path)
            }
            switch selection {
            case .field(let field): if let nested = field.selectionSet { report(in: nested, path: path) }
            case .inlineFragment(let fragment): report(in: fragment.selectionSet, path: path)
            case .fragmentSpread: break
            }
        }
    }
}
