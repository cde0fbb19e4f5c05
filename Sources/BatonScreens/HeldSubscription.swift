import Baton

/// A screen's live updates: a subscription's handle, retained from creation until
/// `close()`, whose events are committed into the records the screen already reads, so
/// the views reading a changed field render again and nothing else does. The stream
/// reconnects by itself after a failure, and parks while the environment is inactive.
@MainActor
public final class HeldSubscription<Value: Baton.Operation> {
    public let handle: OperationHandle<Value>
    private let retention: Retention

    public init(_ operation: Value, in environment: Environment) {
        handle = environment.handle(for: operation)
        retention = handle.retain()
    }

    public func close() {
        retention.end()
    }
}
