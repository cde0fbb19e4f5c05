import BatonSupport

/// Relay's `@refetchable`: the fragment's type must be one a query can fetch
/// again (the query type, a Viewer the query type returns, a Node with an `id`
/// that `node(id:)` fetches, or a type a lookup in baton.json fetches), and its
/// query name, a literal, must be unique in the target.
final class RefetchableDirective: ValidationRule {
    static let hooks: ValidationHooks = [.enterFragment]

    private let context: ValidationContext
    private var queryNames: [String: SourceSpan] = [:]

    init(_ context: ValidationContext) { self.context = context }

    func enterFragment(_ node: FragmentDefinition) {
        guard let directive = node.directives.named("refetchable") else { return }
        if let queryName = directive.argumentValue("queryName") {
            checkQueryName(queryName)
        }
        guard let type = context.schema.type(named: node.typeCondition.name.value), type.kind.isComposite,
              !isRefetchable(type) else { return }
        context.report("@refetchable needs a type a query can fetch again: \"\(type.name)\" is not the query type, Viewer, a Node with an id, or a type a lookup in baton.json fetches.",
                       at: directive.span)
    }

    private func checkQueryName(_ value: Value) {
        guard case .string(let literal) = value else {
            context.report("@refetchable(queryName:) must be a literal string.", at: value.span)
            return
        }
        let clashesWithOperation = context.sources.contains { source in
            source.document.operations.contains { $0.name?.value == literal.value }
        }
        if clashesWithOperation || queryNames[literal.value] != nil {
            context.report("@refetchable(queryName:) \(literal.raw) is already the name of an operation or another refetch query.",
                           at: literal.span)
        } else {
            queryNames[literal.value] = literal.span
        }
    }

    private func isRefetchable(_ type: SchemaType) -> Bool {
        let schema = context.schema
        if type.name == schema.queryTypeName { return true }
        if type.name == "Viewer", let query = schema.queryTypeName,
           schema.fieldDefinition(on: query, named: "viewer")?.type.namedType == "Viewer" { return true }
        if let query = schema.queryTypeName, let node = schema.fieldDefinition(on: query, named: "node"),
           node.argument(named: "id") != nil, schema.isPossibleType(type.name, of: node.type.namedType) || type.name == node.type.namedType,
           type.field(named: "id")?.type.namedType == "ID" {
            return true
        }
        return context.config?.lookups.contains { lookup in
            guard let field = schema.fieldDefinition(on: lookup.field.typeName, named: lookup.field.fieldName) else { return false }
            if let named = lookup.type?.value {
                return named == type.name || schema.isPossibleType(type.name, of: named)
            }
            return field.type.namedType == type.name || schema.isPossibleType(type.name, of: field.type.namedType)
        } ?? false
    }
}
