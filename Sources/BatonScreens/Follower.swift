import Baton
import Observation

/// Runs `update` now, and again on the main actor after every change to what it read,
/// until stopped. A screen keeps what it derives from the store (its status, its rows)
/// in its own properties through one, writing only values that differ, so a commit
/// that changes nothing a screen shows renders nothing of it.
@MainActor
public final class Follower {
    private let update: @MainActor () -> Void
    private var isStopped = false
    /// What the latest update read, ended when its observation is (`ReadScope`).
    private var reads: ReadScope?

    public init(_ update: @escaping @MainActor () -> Void) {
        self.update = update
        follow()
    }

    /// Its observation may wait on, but it tells no one now: what it read is let go.
    public func stop() {
        isStopped = true
        reads?.end()
    }

    private func follow() {
        // A follow after the first runs once the last observation was told, which ended it.
        reads?.end()
        guard !isStopped else { return }
        let reads = ReadScope()
        self.reads = reads
        withObservationTracking({ reads.run(update) }) { [weak self] in
            // Called before the change lands; the next turn reads the new value.
            Task { @MainActor in self?.follow() }
        }
    }
}
