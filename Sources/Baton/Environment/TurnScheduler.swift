import Foundation

/// Runs work at the main actor's next turn. An environment commits its streams'
/// events with it, so that the events arriving within one turn are committed
/// together and what reads them draws one frame for the burst, not one per event.
/// Tests and benchmarks give their own, to decide when the turn comes.
public typealias TurnScheduler = @MainActor (_ work: @escaping @MainActor @Sendable () -> Void) -> Void

public enum NextTurn {
    /// The main queue's next turn: the one a render host's pass is scheduled on.
    public static func mainQueue(_ work: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }
}
