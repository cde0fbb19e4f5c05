import Observation

/// What every handle has, whatever its operation's kind: the operation value, the
/// environment that made it, the retentions that hold it, the data's lens and the
/// phase derived from the root. `OperationHandle` adds a query's or a mutation's
/// fetch; `SubscriptionHandle` adds a subscription's stream.
/// Observable, so a view that read the phase renders again when it changes.
@MainActor
@Observable
public class Handle<Value: Operation> {
    public let operation: Value
    /// The root held the operation's data once: a response to it was committed or
    /// the availability check passed. From then on the phase reads ready (a field
    /// gone missing since is the heal's to fetch), until the root leaves.
    var holdsData = false

    @ObservationIgnored private(set) weak var environment: Environment?
    @ObservationIgnored private let store: Store
    @ObservationIgnored private let owner: Owner
    /// The policies of the retentions alive, one entry each.
    @ObservationIgnored private(set) var holders: [FetchPolicy] = []
    /// The availability check's answer and the store revision it was made at.
    @ObservationIgnored private var checked: (revision: Int, available: Bool, holdsDeferredParts: Bool)?
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
        currentCheck.available
    }

    /// Whether every deferred part is held besides: an attach that would take the
    /// store's data fetches for the parts it lacks, while the rest renders.
    public var holdsDeferredParts: Bool {
        currentCheck.holdsDeferredParts
    }

    /// Whether the store's data spares a fetch: all of it, its deferred parts too,
    /// and not stale.
    var isWholeAndFresh: Bool {
        isAvailable && holdsDeferredParts && !isStale
    }

    private var currentCheck: (available: Bool, holdsDeferredParts: Bool) {
        let revision = store.revision
        if let checked, checked.revision == revision { return (checked.available, checked.holdsDeferredParts) }
        let check = store.check(operation)
        let available = check.answer != .miss
        checked = (revision, available, check.holdsDeferredParts)
        if available { holdsData = true }
        return (available, check.holdsDeferredParts)
    }

    /// Ready when the data is shown and the verdict on it passes; else failed when
    /// the handle's kind says so (`failure`); else loading.
    public var phase: Phase<Value.Data> {
        if showsData {
            // The verdict on the data the store holds (section 8): the error directives'.
            if let failure = data.errorVerdict ?? dataFailure { return .failed(failure) }
            return .ready(data)
        }
        if let failure { return .failed(failure) }
        return .loading
    }

    /// Whether the phase shows the data: the root holds it.
    var showsData: Bool {
        isAvailable || holdsData
    }

    /// What fails the phase over data shown, beyond the error directives' verdict.
    var dataFailure: Failure? { nil }

    /// What fails the phase when no data is shown; nil reads loading.
    var failure: Failure? { nil }

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

    /// How many retentions hold the handle.
    public var holderCount: Int { holders.count }

    /// Holds the handle until the retention ends, and applies the policy as the
    /// handle's kind does (`attach`).
    public func retain(_ policy: FetchPolicy = .default) -> Retention {
        holders.append(policy)
        if holders.count == 1 { environment?.retained(self) }
        if environment?.hasEnded == true {
            environmentEnded()
        } else {
            attach(policy)
        }
        return Retention(policy: policy) { [self] in release(policy) }
    }

    /// A holder attached with `policy`: what it starts is the kind's.
    func attach(_ policy: FetchPolicy) {}

    private func release(_ policy: FetchPolicy) {
        if let position = holders.firstIndex(of: policy) { holders.remove(at: position) }
        if holders.isEmpty { unheld() }
    }

    /// The last retention ended: the environment releases the root as its kind
    /// asks (a subclass's `self` picks its own overload of `released`).
    func unheld() {
        environment?.released(self)
    }

    // What the environment asks of a root (`Root`), each kind answering for itself.

    /// Whether the last fetch failed; a kind without a fetch never failed one.
    var hasFailed: Bool { false }

    /// Fetches again, or joins the fetch in flight; a kind without a fetch has
    /// nothing to fetch again.
    func fetchAgain() {}

    /// The root leaves the environment: what the handle runs stops.
    func stop() {
        holdsData = false
    }

    /// The environment ended: the handle reads failed with the environment's
    /// error from now on.
    func environmentEnded() {
        holdsData = false
    }

    /// The environment became active or inactive; only a stream cares.
    func activityChanged(active: Bool) {}

    /// A held subscription's stream; nil for any other handle.
    var liveStream: LiveStream? { nil }
}
