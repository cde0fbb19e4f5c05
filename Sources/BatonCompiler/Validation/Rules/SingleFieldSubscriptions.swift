/// A subscription selects exactly one root field, not an introspection one, and
/// never conditionally (no @skip or @include at the top level).
final class SingleFieldSubscriptions: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation]

    private let context: ValidationContext

    /// The subscription type: fragments whose condition it does not meet add nothing.
    private var rootType = ""

    init(_ context: ValidationContext) { self.context = context }

    private func applies(_ condition: String?) -> Bool {
        guard let condition else { return true }
        return context.schema.isPossibleType(rootType, of: condition)
    }

    func enterOperation(_ node: OperationDefinition) {
        guard node.operation == .subscription, let root = context.schema.subscriptionTypeName else { return }
        rootType = root
        let subject = node.name.map { "Subscription \"\($0.value)\"" } ?? "Anonymous Subscription"
        var fields: [(key: String, field: Field)] = []
        var conditional: [Directive] = []
        collect(node.selectionSet, into: &fields, conditional: &conditional)
        if let first = conditional.first {
            context.report("\(subject) must not use `@skip` or `@include` directives in the top level selection.", at: first.span)
            return
        }
        if fields.isEmpty {
            context.report("\(subject) must select one top level field.", at: node.selectionSet.span)
            return
        }
        var keys: [String] = []
        for entry in fields where !keys.contains(entry.key) { keys.append(entry.key) }
        if keys.count > 1, let extra = fields.first(where: { $0.key == keys[1] }) {
            context.report("\(subject) must select only one top level field.", at: extra.field.span)
        }
        for entry in fields where entry.field.name.value.hasPrefix("__") {
            context.report("\(subject) must not select an introspection top level field.", at: entry.field.span)
        }
    }

    private func collect(
        _ selectionSet: SelectionSet, into fields: inout [(key: String, field: Field)], conditional: inout [Directive]
    ) {
        var visited = Set<String>()
        SelectionWalk.walk(selectionSet, ()) { selection, _ in
            conditional += selection.directives.filter { $0.name.value == "skip" || $0.name.value == "include" }
            switch selection {
            case .field(let field):
                fields.append((field.responseKey, field))
                return .skip
            case .inlineFragment(let fragment):
                return applies(fragment.typeCondition?.name.value) ? .enter(fragment.selectionSet, ()) : .skip
            case .fragmentSpread(let spread):
                guard let site = context.firstVisit(spread, &visited), applies(site.definition.typeCondition.name.value) else {
                    return .skip
                }
                return .enter(site.definition.selectionSet, ())
            }
        }
    }
}
