import BatonSupport

/// Relay's `@appendEdge`/`@prependEdge` stand on an edge (a field whose type has a
/// `node`), and `@appendNode`/`@prependNode` on a record, naming a type the schema
/// has. Whether that type is the connection's edge type is the runtime's to judge, as
/// Baton's: an edge of another type than the connection's is not inserted.
final class EdgeInsertionDirectives: ValidationRule {
    static let hooks: ValidationHooks = [.enterField]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterField(_ node: Field) {
        guard !node.directives.isEmpty, let definition = context.fieldDefinition, let parent = context.parentType else { return }
        let type = context.schema.type(named: definition.type.namedType)
        var fieldPath: String { "\(parent.name).\(definition.name)" }
        for directive in node.directives {
            switch directive.name.value {
            case "appendEdge", "prependEdge":
                if type?.field(named: "node") == nil {
                    context.report("@\(directive.name.value) stands on an edge field, one whose type has a \"node\": \"\(fieldPath)\" is \"\(definition.type)\".",
                                   at: directive.span)
                }
            case "appendNode", "prependNode":
                if type?.kind.isComposite != true {
                    context.report("@\(directive.name.value) stands on a field that returns records: \"\(fieldPath)\" is \"\(definition.type)\".",
                                   at: directive.span)
                }
                checkEdgeTypeName(directive)
            default:
                break
            }
        }
    }

    private func checkEdgeTypeName(_ directive: Directive) {
        guard let value = directive.argumentValue("edgeTypeName") else { return }
        guard case .string(let literal) = value else {
            context.report("@\(directive.name.value)(edgeTypeName:) must be a literal string.", at: value.span)
            return
        }
        if context.schema.type(named: literal.value) == nil {
            context.report("@\(directive.name.value)(edgeTypeName:) names \(literal.raw), which the schema does not define.", at: literal.span,
                           suggestions: suggestionList(literal.value, context.schema.typeNames.filter { !$0.hasPrefix("__") }))
        }
    }
}
