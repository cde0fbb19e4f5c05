/// A rule of the store broken, named by the record and the field that break it, as
/// `StoreInvariants` finds it.
public enum StoreInvariantViolation: Sendable, Hashable, CustomStringConvertible {
    /// A link names a record number the store does not hold.
    case danglingLink(record: RecordKey, field: String, target: RecordID)
    /// A connection's edge list names one edge record twice.
    case repeatedEdge(connection: RecordKey, edge: RecordKey)
    /// Two live edges of a connection lead to one node, which a merge and an
    /// inserted edge both promise never to leave.
    case repeatedNode(connection: RecordKey, node: RecordKey)
    /// A record handed to the image holds what is not the server's (an optimistic
    /// layer's value or error) in a field, or, with no field, in its deleted flag.
    case optimisticValueInImage(record: RecordKey, field: String?)
    /// A failed commit left the store different from before it: a field of the
    /// record, or, with no field, the record itself (made, dropped, deleted, revived
    /// or of another type).
    case failureChangedStore(record: RecordKey, field: String?)

    public var description: String {
        switch self {
        case let .danglingLink(record, field, target):
            "\(record.rawValue).\(field) links to \(target), which the store does not hold"
        case let .repeatedEdge(connection, edge):
            "connection \(connection.rawValue) lists the edge \(edge.rawValue) twice"
        case let .repeatedNode(connection, node):
            "connection \(connection.rawValue) has two edges to the node \(node.rawValue)"
        case let .optimisticValueInImage(record, field?):
            "the image was handed an optimistic value of \(record.rawValue).\(field)"
        case let .optimisticValueInImage(record, nil):
            "the image was handed an optimistic deleted flag of \(record.rawValue)"
        case let .failureChangedStore(record, field?):
            "a failed commit changed \(record.rawValue).\(field)"
        case let .failureChangedStore(record, nil):
            "a failed commit changed the record \(record.rawValue)"
        }
    }
}
