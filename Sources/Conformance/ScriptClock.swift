import Foundation

/// The time a script drives: the store's monotonic clock, moved only by
/// `advance`, so that an age is what the steps say and not how long they took.
@MainActor
final class ScriptClock {
    private let start = ContinuousClock.now
    private(set) var elapsed: Duration = .zero

    var now: ContinuousClock.Instant { start.advanced(by: elapsed) }

    func advance(_ duration: Duration) {
        elapsed += duration
    }
}
