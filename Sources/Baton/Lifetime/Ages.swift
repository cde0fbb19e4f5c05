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
    /// The roots whose age the image was asked for, so that it is asked once.
    private var askedImage: Set<AnyHashable> = []
    private(set) var epoch = 0

    mutating func stamp(_ root: AnyHashable, at time: ContinuousClock.Instant) {
        stamps[root] = Age(time: time, epoch: epoch)
    }

    func age(of root: AnyHashable) -> Age? {
        stamps[root]
    }

    /// Takes an age an earlier launch wrote to the image, asked once per root. It
    /// belongs to the launch's first epoch, so an invalidation since makes it stale.
    mutating func adopt(_ root: AnyHashable, _ read: () -> ContinuousClock.Instant?) {
        guard stamps[root] == nil, askedImage.insert(root).inserted, let time = read() else { return }
        stamps[root] = Age(time: time, epoch: 0)
    }

    mutating func invalidate() {
        epoch += 1
    }

    /// Forgets the ages of operation values that are not roots: their data is
    /// collected with them.
    mutating func keep(only roots: some Sequence<AnyHashable>) {
        let kept = Set(roots)
        stamps = stamps.filter { kept.contains($0.key) }
        askedImage = askedImage.filter { kept.contains($0) }
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
