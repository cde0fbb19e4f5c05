/// GraphQL's three kinds of operation; each is written under its own root record.
public enum OperationKind: String, Sendable, Hashable {
    case query
    case mutation
    case subscription

    public var rootKey: RecordKey {
        switch self {
        case .query: .queryRoot
        case .mutation: .mutationRoot
        case .subscription: .subscriptionRoot
        }
    }

    public var rootType: TypeID {
        switch self {
        case .query: .query
        case .mutation: .mutation
        case .subscription: .subscription
        }
    }
}
