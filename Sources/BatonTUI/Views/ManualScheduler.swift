/// A `RenderHost.Scheduler` that holds the host's passes until its owner runs them:
/// a test, or an embedder that drives its own loop, decides when the main queue's
/// next turn happens and can see that one was asked for.
@MainActor
public final class ManualScheduler {
    public private(set) var pending: [@MainActor @Sendable () -> Void] = []

    public init() {}

    /// The scheduler to give a `RenderHost`. It does not keep this object alive: its
    /// owner keeps it as long as the host may schedule.
    public var schedule: RenderHost.Scheduler {
        { [unowned self] pass in pending.append(pass) }
    }

    /// Runs what was scheduled, as the main queue's next turn would.
    public func runTurn() {
        let passes = pending
        pending = []
        for pass in passes { pass() }
    }
}
