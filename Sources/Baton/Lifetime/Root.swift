/// What the environment keeps an operation value's handle for: the plan and
/// variables a collection marks from, the fetch that leaves with it, and what an
/// invalidation, a revalidation or a heal asks of it.
@MainActor
protocol Root: AnyObject {
    var plan: Plan { get }
    var variables: Variables { get }
    /// Whether any holder lets the runtime go to the network for this root; a
    /// root without holders, or held by `storeOnly` holders alone, does not.
    var allowsNetwork: Bool { get }
    var isStale: Bool { get }
    /// Whether the last fetch failed.
    var hasFailed: Bool { get }
    /// Fetches again, or joins the fetch in flight.
    func fetchAgain()
    /// The root leaves the environment: its fetch in flight, or its stream, stops.
    func stop()
    /// The environment ended: the root reads failed with its error.
    func environmentEnded()
    /// A read of the root's data found a slot the store never received (see `Heal`).
    func healMissing(type: String, field: String)
    /// The environment became active or inactive (a subscription's stream parks).
    func activityChanged(active: Bool)
    /// A held subscription's stream; nil for a query, a mutation, or a subscription no one holds.
    var liveStream: LiveStream? { get }
}

/// Each kind of handle answers the rest in its own class (`Handle`'s overrides).
extension Handle: Root {
    var plan: Plan { Value.plan }
    var variables: Variables { operation.variables }
    var allowsNetwork: Bool { holders.contains { $0 != .storeOnly } }
}
