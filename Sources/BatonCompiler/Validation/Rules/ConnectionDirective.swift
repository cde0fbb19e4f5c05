import BatonSupport

/// Relay's `@connection`: on a field returning a connection (`edges` of edges with
/// a `node`, and `pageInfo`), paged forward (`first`, `after`) or backward (`last`,
/// `before`), with a literal key ending in `_<field or alias>` and filters that
/// name the field's arguments.
final class ConnectionDirective: ValidationRule {
    static let hooks: ValidationHooks = [.enterField]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterField(_ node: Field) {
        guard let directive = node.directives.named("connection"), let definition = context.fieldDefinition,
              let parent = context.parentType else { return }
        let fieldPath = "\(parent.name).\(definition.name)"
        guard isConnection(definition.type) else {
            context.report("@connection stands on a connection field: \"\(fieldPath)\" returns \"\(definition.type)\", which has no \"edges\" (a list of edges with a \"node\") and \"pageInfo\".",
                           at: directive.span, notes: context.schemaNote("\"\(fieldPath)\" defined here", definition.origin))
            return
        }
        let forward = definition.argument(named: "first") != nil && definition.argument(named: "after") != nil
        let backward = definition.argument(named: "last") != nil && definition.argument(named: "before") != nil
        if !forward && !backward {
            context.report("@connection needs a field paged by first and after, or last and before: \"\(fieldPath)\" takes neither pair.",
                           at: directive.span)
        } else if !node.arguments.contains(where: { $0.name.value == "first" || $0.name.value == "last" }) {
            context.report("Expected field \"\(node.name.value)\" with @connection to be passed a \"first\" or \"last\" argument.",
                           at: node.name.span)
        }
        checkKey(directive, field: node)
        checkFilters(directive, definition: definition)
    }

    private func isConnection(_ type: TypeReference) -> Bool {
        guard !type.isList, let connection = context.schema.type(named: type.namedType), connection.kind.isComposite,
              let edges = connection.field(named: "edges"), let edgeType = edges.type.listElement,
              let edge = context.schema.type(named: edgeType.namedType), edge.field(named: "node") != nil,
              connection.field(named: "pageInfo") != nil else { return false }
        return true
    }

    private func checkKey(_ directive: Directive, field: Field) {
        guard let key = directive.argumentValue("key") else {
            context.report("@connection(key:) is required: a key names the connection in the store, as \"<Name>_\(field.responseKey)\".",
                           at: directive.span)
            return
        }
        guard case .string(let literal) = key else {
            context.report("@connection(key:) must be a literal string.", at: key.span)
            return
        }
        let suffix = "_\(field.responseKey)"
        if !literal.value.hasSuffix(suffix) || literal.value.count == suffix.count {
            context.report("Expected the key argument to @connection to be of form <SomeName>\(suffix), got \(literal.raw).", at: key.span)
        }
    }

    private func checkFilters(_ directive: Directive, definition: SchemaField) {
        guard let filters = directive.argumentValue("filters") else { return }
        let names = definition.arguments.map(\.name)
        let items: [Value]
        switch filters {
        case .list(let list): items = list.values
        case .null: return
        default: items = [filters]
        }
        for item in items {
            guard case .string(let literal) = item else {
                context.report("@connection(filters:) must list argument names as literal strings.", at: item.span)
                continue
            }
            if !names.contains(literal.value) {
                context.report("@connection(filters:) names \(literal.raw), which is not an argument of \"\(definition.name)\".",
                               at: item.span, suggestions: suggestionList(literal.value, names))
            }
        }
    }
}
