import BatonTUI

/// Stands in for the main queue's next turn: a render host hands it the passes it
/// schedules, and they run when `drain()` is called, so that whoever counts or
/// times a frame decides when it is drawn.
@MainActor
public final class PassQueue {
    private var passes: [@MainActor @Sendable () -> Void] = []

    public init() {}

    /// The scheduler to give a `RenderHost`.
    public var scheduler: RenderHost.Scheduler {
        { [weak self] pass in self?.passes.append(pass) }
    }

    /// Runs the passes scheduled so far, and any they schedule in turn.
    public func drain() {
        while !passes.isEmpty {
            let due = passes
            passes = []
            for pass in due { pass() }
        }
    }
}
