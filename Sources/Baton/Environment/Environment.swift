import Foundation

/// A store, the transport that fills it, and the log of their work: it makes the
/// handles of operation values, one per equal value, and runs their fetches. The
/// ingest runs off the main actor; the commit on it.
@MainActor
public final class Environment {
    public let store: Store
    public let transport: any Transport
    /// Called with each event of the runtime's work; nil calls nothing.
    public var log: ((LogEvent) -> Void)?
    /// The latest events, oldest first, at most `eventCapacity` of them.
    public private(set) var events: [LogEvent] = []
    public let eventCapacity: Int

    /// The live handles by operation value.
    private var handles: [AnyHashable: AnyObject] = [:]

    public init(store: Store, transport: any Transport, eventCapacity: Int = 256) {
        self.store = store
        self.transport = transport
        self.eventCapacity = eventCapacity
        // The store's own events (commits, missing data) reach the same log.
        store.log = { [weak self] event in
            MainActor.assumeIsolated { self?.record(event) }
        }
    }

    /// The handle of an operation value: the same one for every equal value while
    /// a holder keeps it.
    public func handle<Value: Operation>(for operation: Value) -> OperationHandle<Value> {
        let key = AnyHashable(operation)
        if let existing = handles[key] as? OperationHandle<Value> { return existing }
        let handle = OperationHandle(operation: operation, environment: self)
        handles[key] = handle
        return handle
    }

    /// The operation's data under a policy: the store's when it holds it and the
    /// policy allows, else fetched (joining a fetch a handle has in flight).
    /// Throws the `Failure`.
    public func fetch<Value: Operation>(_ operation: Value, policy: FetchPolicy = .default) async throws -> Value.Data {
        let handle = handles[AnyHashable(operation)] as? OperationHandle<Value>
        let available = handle?.isAvailable ?? store.isAvailable(operation)
        if policy == .storeOnly || !policy.fetches(whenAvailable: available) {
            guard available else {
                record(.fetchFailed(operation: Value.name, kind: .missingData))
                throw Failure(.missingData, MissingDataError(operationName: Value.name))
            }
            return handle?.data ?? store.data(of: operation)
        }
        if let handle { return try await handle.refetch() }
        do {
            try await execute(operation)
        } catch {
            throw Failure(classifying: error)
        }
        return store.data(of: operation)
    }

    /// Commits a payload for an operation, as a server's response would be, except
    /// that it may carry part of the selection. Throws the `Failure`.
    @discardableResult
    public func commitPayload<Value: Operation>(_ operation: Value, _ payload: Payload) throws -> Commit {
        let changeSet: ChangeSet
        do {
            changeSet = try Ingest.changeSet(for: payload, plan: Value.plan, variables: operation.variables,
                                             complete: false)
        } catch {
            throw Failure(classifying: error)
        }
        return store.commit(changeSet, kind: .server)
    }

    /// One fetch: the request through the transport, the ingest off the main
    /// actor, the commit on it, each step's outcome logged.
    func execute<Value: Operation>(_ operation: Value) async throws {
        let name = Value.name
        record(.fetchStarted(operation: name))
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let payload = try await transport.payload(for: operation.request)
            let variables = operation.variables
            let changeSet = try await Task.detached {
                try Ingest.changeSet(for: payload, plan: Value.plan, variables: variables)
            }.value
            store.commit(changeSet, kind: .server)
            record(.fetchCompleted(operation: name, duration: clock.now - start))
        } catch {
            record(.fetchFailed(operation: name, kind: Failure(classifying: error).kind))
            throw error
        }
    }

    /// The last retention of a handle ended: it leaves the environment, and its
    /// fetch in flight goes with it.
    func released<Value: Operation>(_ handle: OperationHandle<Value>) {
        let key = AnyHashable(handle.operation)
        guard handles[key] === handle else { return }
        handles[key] = nil
        handle.cancelFetch()
    }

    func record(_ event: LogEvent) {
        if events.count == eventCapacity { events.removeFirst() }
        events.append(event)
        log?(event)
    }
}
