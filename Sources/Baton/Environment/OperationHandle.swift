import Observation

/// The live side of an operation value, made by an environment and shared by equal
/// values: the data's lens, the last fetch, and the phase derived from the two.
/// Observable, so a view that read the phase renders again when it changes.
@MainActor
@Observable
public final class OperationHandle<Value: Operation> {
    public let operation: Value
    /// What the network last did for this handle.
    public private(set) var fetch: Fetch = .idle
    /// A network-only holder attached and no response has answered it yet: the
    /// store's data is not shown until one does.
    private var awaitsNetwork = false
    /// The root held the operation's data once: a response to it was committed or
    /// the availability check passed. From then on the phase reads ready (a field
    /// gone missing since is the heal's to fetch), until the root leaves.
    private var holdsData = false
    /// A store-only holder found no data: the phase reads failed with missing data
    /// while the fetch stays idle, until a fetch starts or the data comes.
    private var missingData: Failure?
    /// A subscription's stream; a query's and a mutation's stay idle.
    public internal(set) var stream: SubscriptionStream = .idle
    /// The subscription's events committed, and those refused (errors and no
    /// data, or a payload the plan cannot read), after which the stream went on.
    public internal(set) var streamEvents = 0
    public internal(set) var refusedEvents = 0
    /// How many times the stream reopened: after a wait, or when the
    /// environment became active again.
    public internal(set) var resumptions = 0
    /// The errors this handle's last response carried with no field to hold them,
    /// which fail a `@throwOnFieldError` operation's verdict.
    private var responseErrors: [FieldError] = []

    @ObservationIgnored private(set) weak var environment: Environment?
    @ObservationIgnored private let store: Store
    @ObservationIgnored private let owner: Owner
    @ObservationIgnored private var running: Task<Value.Data, any Error>?
    /// The subscription's stream task, and the wait before it reopens.
    @ObservationIgnored var streaming: Task<Void, Never>?
    @ObservationIgnored var backoff = Backoff()
    /// The open stream's events ingested and waiting for the environment's next
    /// turn, to be committed together (or refused) in order; a closed stream's go
    /// with it.
    @ObservationIgnored var pendingEvents = EventInbox()
    /// The policies of the retentions alive, one entry each.
    @ObservationIgnored private(set) var holders: [FetchPolicy] = []
    /// The availability check's answer and the store revision it was made at.
    @ObservationIgnored private var verdict: (revision: Int, available: Bool)?
    /// Where this root's heal stands: whether a missing read may still fetch.
    @ObservationIgnored var heal = Heal.armed

    init(operation: Value, environment: Environment) {
        self.operation = operation
        self.environment = environment
        self.store = environment.store
        self.owner = Owner(variables: operation.variables)
        owner.root = self
    }

    /// The data's lens over the operation's root, whether the store holds it or not.
    public var data: Value.Data {
        let root = store.record(for: Value.kind.rootKey) ?? store.queryRoot
        return Value.Data(anchor: Anchor(root: root, owner: owner))
    }

    /// Whether the store holds all the data the operation needs: checked once per
    /// committed batch, and read through the store's revision so an observer of
    /// the phase hears of the batch that completes it.
    public var isAvailable: Bool {
        let revision = store.revision
        if let verdict, verdict.revision == revision { return verdict.available }
        let available = store.isAvailable(operation)
        verdict = (revision, available)
        if available { holdsData = true }
        return available
    }

    /// Ready when the root holds the data (a failing fetch behind it leaves it
    /// ready) and the verdict on it passes; else failed when the last fetch failed,
    /// or when a store-only holder found no data; else loading.
    public var phase: Phase<Value.Data> {
        if showsData {
            // The verdict on the data the store holds (section 8): the error directives'.
            if let failure = data.errorVerdict { return .failed(failure) }
            if Value.Data.throwsOnFieldError, !responseErrors.isEmpty {
                return .failed(Failure(.fieldErrors, FieldErrors(responseErrors)))
            }
            return .ready(data)
        }
        if let failure = fetch.failure ?? missingData { return .failed(failure) }
        return .loading
    }

    /// Whether the phase shows the data: the root holds it, and no network-only
    /// holder waits for its own response.
    private var showsData: Bool {
        !awaitsNetwork && (isAvailable || holdsData)
    }

    /// When a server's response for this value was last committed, by the store's
    /// clock. Observed through the store's channel for this root: a view is told
    /// when a response (a skipped repeat too) stamps it, and of nothing else.
    public var fetchTime: ContinuousClock.Instant? {
        store.fetchTime(of: operation)
    }

    /// Whether the data is stale by age or by an invalidation since it was fetched.
    /// Stale data stays readable; no timer turns it stale, a read finds it so.
    /// Observed: a view is told when a response, an invalidation or a heal turns it.
    public var isStale: Bool {
        store.isStale(operation)
    }

    /// Data shown and a fetch running behind it.
    public var isRefreshing: Bool {
        fetch.isInFlight && showsData
    }

    /// How many retentions hold the handle.
    public var holderCount: Int { holders.count }

    /// Holds the handle until the retention ends, and applies the policy: a fetch
    /// when it asks for one, a missing-data failure when it reads the store alone
    /// and the store lacks the data.
    public func retain(_ policy: FetchPolicy = .default) -> Retention {
        holders.append(policy)
        if holders.count == 1 { environment?.retained(self) }
        attach(policy)
        return Retention(policy: policy) { [self] in release(policy) }
    }

    /// Fetches again, or joins the fetch in flight; returns the data once committed.
    /// Throws the `Failure`.
    @discardableResult
    public func refetch() async throws -> Value.Data {
        try await start().value
    }

    /// Fetches again after a failure, or at any time; the outcome is read from
    /// `fetch` and `phase`.
    public func retry() {
        start()
    }

    private func attach(_ policy: FetchPolicy) {
        if environment?.hasEnded == true { return environmentEnded() }
        // A subscription streams its events whatever the policy: there is no
        // store's answer to prefer to them.
        if Value.kind == .subscription { return openStream() }
        let available = isAvailable
        if policy == .storeOnly {
            guard !available, !fetch.isInFlight else { return }
            // No fetch was made, so the fetch stays as it was; the phase says it.
            missingData = Failure(.missingData, MissingDataError(operationName: Value.name))
            return
        }
        guard policy.fetches(whenAvailable: available && !isStale) else { return }
        // The data is not shown until the handle's own response, unless another
        // holder already shows it.
        if policy == .networkOnly, holders.count == 1 || !showsData { awaitsNetwork = true }
        start()
    }

    private func release(_ policy: FetchPolicy) {
        if let position = holders.firstIndex(of: policy) { holders.remove(at: position) }
        if holders.isEmpty { environment?.released(self) }
    }

    /// Stops the fetch in flight, and a subscription's stream; the fetch's
    /// failure is the transport's cancellation.
    func cancelFetch() {
        running?.cancel()
        holdsData = false
        closeStream()
    }

    /// The environment ended: the fetch in flight stops, and the handle reads
    /// failed with the environment's error from now on.
    func environmentEnded() {
        running?.cancel()
        if Value.kind == .subscription {
            closeStream()
            stream = .ended(.environment)
        }
        awaitsNetwork = false
        holdsData = false
        missingData = nil
        fetch = .failed(Failure(.environment, EnvironmentError(operationName: Value.name)), at: .now)
    }

    /// The fetch in flight, started when there is none: one request per handle.
    @discardableResult
    func start() -> Task<Value.Data, any Error> {
        if let running { return running }
        fetch = .inFlight
        missingData = nil
        let environment = self.environment
        let operation = self.operation
        let task = Task<Value.Data, any Error> { [self] in
            defer { running = nil }
            do {
                guard let environment, !environment.hasEnded else {
                    throw Failure(.environment, EnvironmentError(operationName: Value.name))
                }
                if let unplaced = try await environment.execute(operation) { responseErrors = unplaced }
                awaitsNetwork = false
                holdsData = true
                fetch = .idle
                return data
            } catch {
                let failure = Failure(classifying: error)
                awaitsNetwork = false
                fetch = .failed(failure, at: .now)
                throw failure
            }
        }
        running = task
        return task
    }
}
