import BatonSupport

/// An operation must ask the server for something: one of client fields alone
/// (from the schema extensions) is refused, since a server answers one field at
/// least and the client fields are left out of the text it receives.
final class ClientOnlyOperations: ValidationRule {
    static let hooks: ValidationHooks = [.enterOperation]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard let root = context.schema.rootTypeName(for: node.operation) else { return }
        var sawField = false
        guard !asksServer(node.selectionSet, parentType: root, sawField: &sawField), sawField else { return }
        let start = node.span.start
        context.report("The operation selects client fields only; a server answers at least one field of its own.",
                       at: node.name?.span ?? SourceSpan(start: start, end: start))
    }

    /// Whether the root selections reach a server field, through fragments too.
    private func asksServer(_ selectionSet: SelectionSet, parentType: String, sawField: inout Bool) -> Bool {
        var visited = Set<String>()
        // The walk stops at the first field that is not the client's.
        return !SelectionWalk.walk(selectionSet, parentType) { selection, parentType in
            switch selection {
            case .field(let field):
                guard let definition = context.schema.fieldDefinition(on: parentType, named: field.name.value) else { return .stop }
                sawField = true
                return definition.isClient ? .skip : .stop
            case .inlineFragment(let fragment):
                return .enter(fragment.selectionSet, fragment.typeCondition?.name.value ?? parentType)
            case .fragmentSpread(let spread):
                guard let site = context.firstVisit(spread, &visited) else { return .skip }
                return .enter(site.definition.selectionSet, site.definition.typeCondition.name.value)
            }
        }
    }
}
