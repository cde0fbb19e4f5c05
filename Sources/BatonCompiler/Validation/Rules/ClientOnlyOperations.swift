/// An operation must ask the server for something: one of client fields alone
/// (from the schema extensions) is refused, since a server answers one field at
/// least and the client fields are left out of the text it receives.
final class ClientOnlyOperations: ValidationRule {
    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterOperation(_ node: OperationDefinition) {
        guard let root = context.schema.rootTypeName(for: node.operation) else { return }
        var visited = Set<String>()
        var sawField = false
        guard !asksServer(node.selectionSet, parentType: root, visited: &visited, sawField: &sawField), sawField else { return }
        let start = node.span.start
        context.report("The operation selects client fields only; a server answers at least one field of its own.",
                       at: node.name?.span ?? SourceSpan(start: start, end: start))
    }

    /// Whether the root selections reach a server field, through fragments too.
    private func asksServer(_ selectionSet: SelectionSet, parentType: String, visited: inout Set<String>, sawField: inout Bool) -> Bool {
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                guard let definition = context.schema.fieldDefinition(on: parentType, named: field.name.value) else { return true }
                sawField = true
                if !definition.isClient { return true }
            case .inlineFragment(let fragment):
                let type = fragment.typeCondition?.name.value ?? parentType
                if asksServer(fragment.selectionSet, parentType: type, visited: &visited, sawField: &sawField) { return true }
            case .fragmentSpread(let spread):
                guard visited.insert(spread.name.value).inserted, let site = context.fragments[spread.name.value] else { continue }
                if asksServer(site.definition.selectionSet, parentType: site.definition.typeCondition.name.value,
                              visited: &visited, sawField: &sawField) { return true }
            }
        }
        return false
    }
}
