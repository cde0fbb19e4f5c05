import BatonTUI

/// Holds the host's passes until the test runs them: the test decides when the main
/// queue's next turn happens, and can see that one was asked for.
@MainActor
final class ManualScheduler {
    private(set) var pending: [@MainActor @Sendable () -> Void] = []

    var schedule: RenderHost.Scheduler {
        { [unowned self] pass in pending.append(pass) }
    }

    func runTurn() {
        let passes = pending
        pending = []
        for pass in passes { pass() }
    }
}
