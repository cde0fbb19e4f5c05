/// The age of each root's data, as the store keeps it: when a server's response
/// for the operation value was last committed, and the invalidation epoch it was
/// committed in. An invalidation starts a new epoch, so every age before it reads
/// stale at once, with no timer and no walk over the roots.
@MainActor
struct Ages {
    struct Age: Equatable {
        let time: ContinuousClock.Instant
        let epoch: Int
    }

    private var stamps: [AnyHashable: Age] = [:]
    private(set) var epoch = 0

    mutating func stamp(_ root: AnyHashable, at time: ContinuousClock.Instant) {
        stamps[root] = Age(time: time, epoch: epoch)
    }

    func age(of root: AnyHashable) -> Age? {
        stamps[root]
    }

    mutating func invalidate() {
        epoch += 1
    }

    /// Forgets the ages of operation values that are not roots: their data is
    /// collected with them.
    mutating func keep(only roots: some Sequence<AnyHashable>) {
        let kept = Set(roots)
        stamps = stamps.filter { kept.contains($0.key) }
    }

    /// Whether a root's data is stale: stamped before the last invalidation, or
    /// older than `expiration` at `now`; with no known age, whenever an expiration
    /// applies.
    func isStale(_ root: AnyHashable, expiration: Duration?, now: ContinuousClock.Instant) -> Bool {
        guard let age = stamps[root] else { return expiration != nil }
        if age.epoch < epoch { return true }
        guard let expiration else { return false }
        return now - age.time >= expiration
    }
}
