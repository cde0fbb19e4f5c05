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
    public let eventCapacity: Int
    /// When the streams' events are committed: at the next turn, together.
    public let eventTurns: TurnScheduler
    /// Whether the server streams subscriptions. Where it does not (GitHub's own
    /// API has none), the screens hold none and the inspector says live updates are off.
    public let serverStreams: Bool
    /// The log's tail and the roots' revision, observable, for the inspector.
    public let inspection: EnvironmentInspection

    /// The roots: the live handles by operation value, held or waiting in the
    /// release buffer.
    private(set) var handles: [AnyHashable: any Root] = [:] {
        didSet { inspection.rootsChanged() }
    }
    private var releaseBuffer: ReleaseBuffer {
        didSet { inspection.rootsChanged() }
    }
    /// The collection a root's leaving or a dropped link asked for, run once at
    /// the main actor's next turn.
    private var pendingCollection: Task<Void, Never>?
    /// Whether `end()` ended the environment: every later call fails.
    public internal(set) var hasEnded = false
    /// Whether the app is active: while false every retained subscription's
    /// stream is parked, and each resumes, counted, when it is true again.
    public var isActive = true {
        didSet {
            guard isActive != oldValue, !hasEnded else { return }
            for root in handles.values { root.activityChanged(active: isActive) }
        }
    }
    /// The payloads of every fetch running, by number, so that the end cancels
    /// its request whoever awaits it.
    var fetchesInFlight: [Int: Payloads] = [:]
    /// The mutations sent and not answered yet (`mutate`), which the end does not cancel.
    public internal(set) var mutationsInFlight = 0
    var nextFetchNumber = 0

    public init(
        store: Store, transport: any Transport, eventCapacity: Int = 256,
        eventTurns: @escaping TurnScheduler = NextTurn.mainQueue, serverStreams: Bool = true
    ) {
        self.store = store
        self.transport = transport
        self.eventCapacity = eventCapacity
        self.eventTurns = eventTurns
        self.serverStreams = serverStreams
        self.inspection = EnvironmentInspection(capacity: eventCapacity)
        self.releaseBuffer = ReleaseBuffer(capacity: store.releaseBufferSize)
        // The store's own events (commits, missing data) reach the same log.
        store.log = { [weak self] event in
            MainActor.assumeIsolated { self?.record(event) }
        }
        store.droppedLink = { [weak self] in
            MainActor.assumeIsolated { self?.scheduleCollection() }
        }
    }

    /// The handle of a query value: the same one for every equal value while a
    /// holder keeps it.
    public func handle<Value: Query>(for operation: Value) -> OperationHandle<Value> {
        root(for: operation, made: OperationHandle.init)
    }

    /// The handle of a mutation value, as a query's.
    public func handle<Value: Mutation>(for operation: Value) -> OperationHandle<Value> {
        root(for: operation, made: OperationHandle.init)
    }

    /// The handle of a subscription value, whose retention opens its stream.
    public func handle<Value: Subscription>(for operation: Value) -> SubscriptionHandle<Value> {
        root(for: operation, made: SubscriptionHandle.init)
    }

    /// The handle of an operation value, of the kind `make` makes: the same one
    /// for every equal value while a holder keeps it.
    func root<Value: Operation, Kind: Handle<Value>>(
        for operation: Value, made make: (Value, Environment) -> Kind
    ) -> Kind {
        let key = AnyHashable(operation)
        if let existing = handles[key] as? Kind { return existing }
        let handle = make(operation, self)
        if hasEnded {
            handle.environmentEnded()
            return handle
        }
        handles[key] = handle
        // No holder yet: it waits in the buffer like a released one.
        admit(key)
        return handle
    }

    /// The operation's data under a policy: the store's when it holds it and the
    /// policy allows, else fetched (joining a fetch a handle has in flight).
    /// Throws the `Failure`.
    public func fetch<Value: Operation>(_ operation: Value, policy: FetchPolicy = .default) async throws -> Value.Data {
        try checkNotEnded(Value.self)
        let handle = handles[AnyHashable(operation)] as? OperationHandle<Value>
        let available: Bool, holdsDeferredParts: Bool
        if let handle {
            (available, holdsDeferredParts) = (handle.isAvailable, handle.holdsDeferredParts)
        } else {
            let check = store.check(operation)
            (available, holdsDeferredParts) = (check.answer != .miss, check.holdsDeferredParts)
        }
        // A deferred part the store lacks is fetched; the rest would render without it.
        if policy == .storeOnly || !policy.fetches(whenAvailable: available && holdsDeferredParts && !store.isStale(operation)) {
            guard available else {
                record(.fetchFailed(operation: Value.name, kind: .missingData))
                throw Failure(.missingData, MissingDataError(operationName: Value.name))
            }
            return handle?.data ?? store.data(of: operation)
        }
        if let handle { return try await verdict(on: handle.refetch()) }
        // A query's fetch makes its root, which waits in the release buffer like
        // any root nothing retains, so its records outlive the next collection.
        if Value.kind == .query { return try await verdict(on: root(for: operation, made: OperationHandle.init).refetch()) }
        do {
            try await execute(operation)
        } catch {
            throw Failure(classifying: error)
        }
        return try verdict(on: store.data(of: operation))
    }

    /// The fetched data, or the failure its error directives find in it: a
    /// `@throwOnFieldError` operation with an uncaught field error, or a bubbling
    /// `@required` null at its root, throws as its handle's phase fails.
    private func verdict<Data: Lens>(on data: Data) throws -> Data {
        if let failure = data.errorVerdict { throw failure }
        return data
    }

    /// Commits a payload for an operation, as a server's response would be, except
    /// that it may carry part of the selection. The same bytes as the last, with no
    /// batch since, only stamp the age. `replacing` is the optimistic layer
    /// (`applyOptimistic`) the payload settles, dropped in the same batch. Throws the
    /// `Failure`, the layer left as it was.
    @discardableResult
    public func commitPayload<Value: Operation>(_ operation: Value, _ payload: Payload,
                                                replacing layer: OptimisticLayer? = nil) throws -> Commit {
        try checkNotEnded(Value.self)
        if layer == nil, store.restampsRepeat(operation, payload, complete: false) {
            return Commit(kind: .server, changed: [], createdRecords: 0)
        }
        let changeSet: ChangeSet
        do {
            changeSet = try Ingest.changeSet(for: payload, plan: Value.plan, variables: operation.variables,
                                             complete: false)
        } catch {
            throw Failure(classifying: error)
        }
        return store.imageWritesTogether {
            let commit = store.commit(changeSet, kind: .server, replacing: layer.flatMap { $0.isLive ? $0 : nil })
            store.stamp(operation, response: payload.bytes, complete: false)
            return commit
        }
    }

    /// One fetch: the request through the transport, the ingest off the main
    /// actor, the commit on it, each step's outcome logged. A response that repeats
    /// the last one with no batch since only stamps the age. It runs as a fetch in
    /// flight, which the end cancels.
    /// Returns the errors the response carried with no field to hold them, which
    /// a `@throwOnFieldError` operation's verdict weighs; nil when it repeated the
    /// last response, whose errors stand.
    @discardableResult
    func execute<Value: Operation>(_ operation: Value) async throws -> [FieldError]? {
        try await inFlight(operation.request) { payloads in try await perform(operation, payloads) }
    }

    private func perform<Value: Operation>(_ operation: Value, _ payloads: Payloads) async throws -> [FieldError]? {
        var unplaced: [FieldError]?
        let name = Value.name
        record(.fetchStarted(operation: name))
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let variables = operation.variables
            var reception = try await Reception.receive(
                payloads, named: name, plan: Value.plan, variables: variables,
                repeating: store.repeatableResponse(of: operation)
            )
            let payload = reception.payload
            if !store.restampsRepeat(operation, payload) {
                let changeSet = if let made = reception.changeSet { made } else {
                    try await Reception.ingestedAgain(payload, plan: Value.plan, variables: variables)
                }
                // A response landing after the end reaches neither memory nor the image.
                try checkNotEnded(Value.self)
                var erred = !changeSet.errors.isEmpty
                var errors = changeSet.unplacedErrors
                if changeSet.announcesParts {
                    store.commit(changeSet, kind: .server)
                    // An incremental response's later parts, each committed as it comes.
                    let incremental = IncrementalResponse(plan: Value.plan, variables: variables, store: store)
                    try incremental.takeUp(initial: [UInt8](payload.bytes))
                    while incremental.hasNext, let part = try await reception.laterParts.next() {
                        try checkNotEnded(Value.self)
                        let outcome = try incremental.commit([UInt8](part.bytes))
                        errors += outcome.unplacedErrors
                        erred = erred || !outcome.unplacedErrors.isEmpty
                    }
                    store.stamp(operation, response: payload.bytes)
                } else {
                    store.imageWritesTogether {
                        store.commit(changeSet, kind: .server)
                        store.stamp(operation, response: payload.bytes)
                    }
                }
                unplaced = errors
                if erred {
                    // The errors no `@catch` handled, as the operation's lens finds them.
                    for error in store.data(of: operation).uncaughtFieldErrors {
                        record(.fieldError(operation: name, path: error.path))
                    }
                }
            }
            record(.fetchCompleted(operation: name, duration: clock.now - start))
            return unplaced
        } catch {
            let error: any Error = hasEnded ? Failure(.environment, EnvironmentError(operationName: name)) : error
            record(.fetchFailed(operation: name, kind: Failure(classifying: error).kind))
            throw error
        }
    }

    /// The first retention of a handle began: it leaves the release buffer. A
    /// handle the buffer pushed out before anyone held it is a root again.
    func retained<Value: Operation>(_ handle: Handle<Value>) {
        guard !hasEnded else { return }
        let key = AnyHashable(handle.operation)
        if handles[key] == nil { handles[key] = handle }
        guard handles[key] === handle else { return }
        releaseBuffer.remove(key)
    }

    /// The last retention of a handle ended: it waits in the release buffer.
    func released<Value: Operation>(_ handle: Handle<Value>) {
        let key = AnyHashable(handle.operation)
        guard handles[key] === handle else { return }
        admit(key)
    }

    /// The last retention of a subscription's handle ended: its stream closes and
    /// its root leaves at once.
    func released<Value: Subscription>(_ handle: SubscriptionHandle<Value>) {
        let key = AnyHashable(handle.operation)
        guard handles[key] === handle else { return }
        handle.park()
        releaseBuffer.remove(key)
        handles.removeValue(forKey: key)
        scheduleCollection()
    }

    /// Buffers a root without a holder; the ones pushed out leave the environment
    /// with their fetches in flight, and a collection follows.
    private func admit(_ key: AnyHashable) {
        let out = releaseBuffer.admit(key)
        guard !out.isEmpty else { return }
        for key in out {
            handles.removeValue(forKey: key)?.stop()
        }
        scheduleCollection()
    }

    /// Empties the roots and the buffer, and forgets any pending collection;
    /// returns the roots that were kept.
    func dropRoots() -> [any Root] {
        let roots = Array(handles.values)
        handles.removeAll()
        releaseBuffer = ReleaseBuffer(capacity: releaseBuffer.capacity)
        pendingCollection?.cancel()
        pendingCollection = nil
        return roots
    }

    /// How many roots wait in the release buffer.
    public var bufferedRootCount: Int { releaseBuffer.count }

    /// How many roots the environment keeps: held, or waiting in the buffer.
    public var rootCount: Int { handles.count }

    private func scheduleCollection() {
        guard pendingCollection == nil, !hasEnded else { return }
        pendingCollection = Task { [weak self] in self?.collect() }
    }

    /// Removes every record no root reaches, now.
    @discardableResult
    public func collect() -> Store.Collection {
        pendingCollection = nil
        let collection = store.collect(from: Array(handles.values))
        store.ages.keep(only: handles.keys)
        if collection.removedRecords > 0 {
            record(.collected(removedRecords: collection.removedRecords))
        }
        return collection
    }

    /// Waits for the collection a root's leaving or a dropped link asked for.
    public func settled() async {
        await pendingCollection?.value
    }

    /// Records an event in the inspector's tail and hands it to the log. The log
    /// carries the events of the contract (fetches, commits, missing and
    /// unexpected reads); a collection is the inspector's alone. An ended
    /// environment records nothing: what lands after the end, a cancelled
    /// fetch's failure among it, reaches no log.
    func record(_ event: LogEvent) {
        guard !hasEnded else { return }
        inspection.append(.runtime(event))
        if case .collected = event { return }
        log?(event)
    }
}
