import Foundation

/// The time a script drives: the store's monotonic clock and the wall clock
/// its image keeps ages by across launches, both moved only by `advance`, so
/// that an age is what the steps say and not how long they took.
@MainActor
final class ScriptClock {
    private let start = ContinuousClock.now
    private let wallStart = Date()
    private(set) var elapsed: Duration = .zero

    var now: ContinuousClock.Instant { start.advanced(by: elapsed) }

    var wallNow: Date {
        let (seconds, attoseconds) = elapsed.components
        return wallStart.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }

    func advance(_ duration: Duration) {
        elapsed += duration
    }
}
