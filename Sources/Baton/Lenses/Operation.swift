/// An operation value: the operation's variables, compared and hashed by them,
/// with its compact document (text, or a persisted id), its plan and its data's
/// lens. One protocol per kind, so each API takes only its kind.
public protocol Operation: Hashable, Sendable {
    associatedtype Data: Lens
    static var name: String { get }
    static var kind: OperationKind { get }
    /// The text the server receives, or its persisted id; never both.
    static var document: RequestDocument { get }
    @_spi(Generated) static var plan: Plan { get }
    /// The variables as sent: an unset nullable variable is absent, never null.
    var variables: Variables { get }
    /// How old the data may be before it reads stale: `@cacheExpiration(seconds:)`,
    /// compiled as a constant; nil takes the store's default.
    static var cacheExpiration: Duration? { get }
    /// The variables the operation declares without a default: a request sends
    /// one the value leaves unset as `null`, which GraphQL coerces as it does an
    /// absent one.
    @_spi(Generated) static var nullWhenUnset: [String] { get }
}

extension Operation {
    public static var cacheExpiration: Duration? { nil }
    @_spi(Generated) public static var nullWhenUnset: [String] { [] }
}

public protocol Query: Operation {}
public protocol Mutation: Operation {}
public protocol Subscription: Operation {}

extension Query {
    public static var kind: OperationKind { .query }
}

extension Mutation {
    public static var kind: OperationKind { .mutation }
}

extension Subscription {
    public static var kind: OperationKind { .subscription }
}

extension Operation {
    /// The request that fetches this value's data.
    /// The variables are the value's, and `null` for each declared without a
    /// default that the value leaves unset.
    public var request: Request {
        var sent = variables
        for name in Self.nullWhenUnset where sent[name] == nil { sent[name] = .null }
        return Request(kind: Self.kind, operationName: Self.name, document: Self.document, variables: sent,
                       isIncremental: Self.plan.isIncremental)
    }
}

extension Store {
    /// The operation's data as the store holds it, read from its root record with
    /// an owner of the value's variables.
    public func data<Value: Operation>(of operation: Value) -> Value.Data {
        let owner = Owner(variables: operation.variables)
        let root = record(for: Value.kind.rootKey) ?? queryRoot
        return Value.Data(anchor: Anchor(root: root, owner: owner))
    }
}
