/// An edge directive on a payload field, as the plan carries it to the runtime:
/// which edit the commit makes, to which connections, and for `@appendNode` and
/// `@prependNode` the type of the edge made for the node.
public struct EditIR: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        case appendEdge, prependEdge, appendNode, prependNode, deleteEdge, deleteRecord
    }

    /// The connection ids: a variable's list, or the document's own list.
    public enum Connections: Codable, Hashable, Sendable {
        case variable(String)
        case constant([String])
    }

    public var kind: Kind
    public var connections: Connections?
    public var edgeTypeName: String?

    /// The field's edge directive; nil when it has none. Validation has already
    /// checked the directive's place and its arguments' types.
    static func edit(of field: Field) -> EditIR? {
        for directive in field.directives {
            guard let kind = Kind(rawValue: directive.name.value) else { continue }
            var connections: Connections?
            switch directive.argumentValue("connections") {
            case .variable(let variable)?:
                connections = .variable(variable.name.value)
            case .list(let list)?:
                connections = .constant(list.values.compactMap { if case .string(let id) = $0 { id.value } else { nil } })
            case .string(let id)?:
                connections = .constant([id.value])
            default:
                connections = nil
            }
            var edgeTypeName: String?
            if case .string(let name)? = directive.argumentValue("edgeTypeName") { edgeTypeName = name.value }
            return EditIR(kind: kind, connections: connections, edgeTypeName: edgeTypeName)
        }
        return nil
    }
}
