import Foundation
import Observation

/// The age of each root's data, as the store keeps it: when a server's response
/// for the operation value was last committed, the invalidation epoch it was
/// committed in, and how many responses were. An invalidation starts a new epoch,
/// so every age before it reads stale at once, with no timer and no walk over the
/// roots; a heal marks one root stale until its next response.
@MainActor
struct Ages {
    struct Age: Equatable {
        let time: ContinuousClock.Instant
        let epoch: Int
    }

    private var stamps: [AnyHashable: Age] = [:]
    /// Responses committed per root this launch, so a heal knows whether a fetch
    /// completed since it asked for one.
    private var fetches: [AnyHashable: Int] = [:]
    /// Roots a heal marked stale, until their next response.
    private var marked: Set<AnyHashable> = []
    /// The last response committed per root, for a fetch to recognize it again; only
    /// those of the store's current revision, since one from before a later batch can
    /// never be repeated (a long list's pages would otherwise each keep its bytes).
    private var responses: [AnyHashable: LastResponse] = [:]
    /// The roots whose age the image was asked for, so that it is asked once.
    private var askedImage: Set<AnyHashable> = []
    private(set) var epoch = 0
    /// The observation channels of the roots whose age was read.
    private var channels: [AnyHashable: Channel] = [:]

    /// A root's fetch time and staleness as a view observes them: a read registers
    /// on one of the two, and a change to the ages tells each only when what it
    /// reads moved. It holds the root's expiration, so a change can tell whether
    /// the root's staleness moved without asking the operation.
    @MainActor
    final class Channel: Observable {
        let expiration: Duration?
        private let registrar = ObservationRegistrar()

        init(expiration: Duration?) {
            self.expiration = expiration
        }

        /// The channels' key paths: they hold nothing.
        nonisolated var fetchTime: Void { () }
        nonisolated var staleness: Void { () }

        func readFetchTime() { registrar.access(self, keyPath: \.fetchTime) }
        func readStaleness() { registrar.access(self, keyPath: \.staleness) }
        func fetchTimeChanged() { registrar.withMutation(of: self, keyPath: \.fetchTime) {} }
        func stalenessChanged() { registrar.withMutation(of: self, keyPath: \.staleness) {} }
    }

    /// What a root's observers read: its fetch time and whether it is stale.
    struct Reading: Equatable {
        let time: ContinuousClock.Instant?
        let stale: Bool
    }

    /// The root's channel, made on its first read.
    mutating func channel(_ root: AnyHashable, expiration: Duration?) -> Channel {
        if let channel = channels[root] { return channel }
        let channel = Channel(expiration: expiration)
        channels[root] = channel
        return channel
    }

    /// What each observed root reads at `now`.
    func readings(at now: ContinuousClock.Instant) -> [AnyHashable: (channel: Channel, reading: Reading)] {
        channels.reduce(into: [:]) { readings, entry in
            let stale = isStale(entry.key, expiration: entry.value.expiration, now: now)
            readings[entry.key] = (entry.value, Reading(time: stamps[entry.key]?.time, stale: stale))
        }
    }

    /// A response for the root was committed at `time`: `response` when it may be
    /// recognized again, nil when it may not.
    mutating func stamp(_ root: AnyHashable, at time: ContinuousClock.Instant, response: LastResponse?) {
        stamps[root] = Age(time: time, epoch: epoch)
        fetches[root, default: 0] += 1
        marked.remove(root)
        if let response {
            responses = responses.filter { $0.value.revision == response.revision }
        }
        responses[root] = response
    }

    /// The root's last response came again: a new age, the same response kept.
    mutating func restamp(_ root: AnyHashable, at time: ContinuousClock.Instant) {
        stamp(root, at: time, response: responses[root])
    }

    /// Whether `bytes` repeat the root's last response with no batch since.
    func repeats(_ root: AnyHashable, _ bytes: Data, revision: Int, complete: Bool) -> Bool {
        responses[root]?.isRepeated(by: bytes, at: revision, complete: complete) ?? false
    }

    /// The bytes of the root's last complete response, while no batch came since.
    func repeatableBytes(of root: AnyHashable, revision: Int) -> Data? {
        guard let response = responses[root], response.revision == revision, response.complete else { return nil }
        return response.bytes
    }

    /// How many responses for the root were committed this launch.
    func fetchCount(of root: AnyHashable) -> Int {
        fetches[root] ?? 0
    }

    /// Marks one root stale until its next response: a read found a field of its
    /// data missing.
    mutating func markStale(_ root: AnyHashable) {
        marked.insert(root)
    }

    func age(of root: AnyHashable) -> Age? {
        stamps[root]
    }

    /// Takes an age the image recorded, asked once per root: stale from the start
    /// when an invalidation the image recorded came after it, else of the current
    /// epoch, so that an invalidation from now on makes it stale.
    mutating func adopt(_ root: AnyHashable, _ read: () -> (time: ContinuousClock.Instant, invalidated: Bool)?) {
        guard stamps[root] == nil, askedImage.insert(root).inserted, let age = read() else { return }
        stamps[root] = Age(time: age.time, epoch: age.invalidated ? -1 : epoch)
    }

    mutating func invalidate() {
        epoch += 1
    }

    /// Forgets the ages of operation values that are not roots: their data is
    /// collected with them.
    mutating func keep(only roots: some Sequence<AnyHashable>) {
        let kept = Set(roots)
        stamps = stamps.filter { kept.contains($0.key) }
        fetches = fetches.filter { kept.contains($0.key) }
        marked = marked.filter { kept.contains($0) }
        responses = responses.filter { kept.contains($0.key) }
        askedImage = askedImage.filter { kept.contains($0) }
        channels = channels.filter { kept.contains($0.key) }
    }

    /// Whether a root's data is stale: marked by a heal, stamped before the last
    /// invalidation, or older than `expiration` at `now`; with no known age,
    /// whenever an expiration applies.
    func isStale(_ root: AnyHashable, expiration: Duration?, now: ContinuousClock.Instant) -> Bool {
        if marked.contains(root) { return true }
        guard let age = stamps[root] else { return expiration != nil }
        if age.epoch < epoch { return true }
        guard let expiration else { return false }
        return now - age.time >= expiration
    }
}
