import Observation

/// Runs `update` now, and again on the main actor after every change to what it read,
/// until stopped. A screen keeps what it derives from the store (its status, its rows)
/// in its own properties through one, writing only values that differ, so a commit
/// that changes nothing a screen shows renders nothing of it.
@MainActor
public final class Follower {
    private let update: @MainActor () -> Void
    private var isStopped = false

    public init(_ update: @escaping @MainActor () -> Void) {
        self.update = update
        follow()
    }

    public func stop() {
        isStopped = true
    }

    private func follow() {
        guard !isStopped else { return }
        withObservationTracking(update) { [weak self] in
            // Called before the change lands; the next turn reads the new value.
            Task { @MainActor in self?.follow() }
        }
    }
}
