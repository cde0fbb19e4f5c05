/// An edge directive on a field of a mutation's (or a subscription's) payload,
/// as a plan spells it: the edit the commit makes to the connections it names.
/// `@appendEdge`/`@prependEdge` stand on an edge, `@appendNode`/`@prependNode` on
/// a node (with the type of the edge made for it), `@deleteEdge` and
/// `@deleteRecord` on an id or a list of ids.
public struct Edit: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case appendEdge, prependEdge, appendNode, prependNode, deleteEdge, deleteRecord

        /// Whether an inserted edge goes after the connection's edges.
        var appends: Bool { self == .appendEdge || self == .appendNode }
    }

    /// The connection ids an edit applies to: a variable's list, or the
    /// document's own.
    public enum Connections: Sendable, Hashable {
        case variable(String)
        case constant([String])

        /// The ids under `variables`; an unset or null variable names none.
        func ids(_ variables: Variables) -> [String] {
            switch self {
            case let .constant(ids): return ids
            case let .variable(name):
                switch variables[name] {
                case let .list(elements)?:
                    return elements.compactMap { if case let .string(id) = $0 { id } else { nil } }
                case let .string(id)?: return [id]
                default: return []
                }
            }
        }
    }

    public let kind: Kind
    /// Nil for `@deleteRecord`, which names no connection.
    public let connections: Connections?
    /// The type of the edge `@appendNode`/`@prependNode` makes.
    public let edgeTypeName: String?

    public init(_ kind: Kind, connections: Connections? = nil, edgeTypeName: String? = nil) {
        self.kind = kind
        self.connections = connections
        self.edgeTypeName = edgeTypeName
    }
}
