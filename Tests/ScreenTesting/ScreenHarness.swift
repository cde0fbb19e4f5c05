import Baton
import BatonScreens
import BatonTesting
import BatonTUI

/// A screen on a canvas of its own, for the screen tests of both tabs: the environment
/// it reads, the host that draws it with passes the test runs, and a navigator that
/// records what it opens.
@MainActor
public final class ScreenHarness {
    public let environment: Environment
    public let navigator = RecordingNavigator()
    public let scheduler = ManualScheduler()
    public private(set) var host: RenderHost!

    /// `serverStreams` false stands for a server with no subscriptions, GitHub's own.
    public init(transport: any Transport, store: Store = Store(), serverStreams: Bool = true) {
        environment = Environment(store: store, transport: transport, serverStreams: serverStreams)
    }

    /// Draws `screen` on a canvas of `size`, the first frame now.
    @discardableResult
    public func show(_ screen: any Screen, size: Size = Size(width: 80, height: 30)) -> RenderHost {
        let host = RenderHost(root: screen, size: size, minimumSize: .zero, scheduler: scheduler.schedule)
        // As the app's: the screens' tests draw with what the records let go.
        host.observedReads = { ReadScope() }
        host.render()
        self.host = host
        return host
    }

    /// Renders what changed and returns the canvas's rows as drawn.
    public func render() -> [String] {
        host.render()
        return host.canvas.lines
    }

    /// The last frame's rows, trailing spaces dropped.
    public var lines: [String] {
        host?.canvas.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) } ?? []
    }

    public func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The row that contains `text` once what changed is rendered, if any.
    public func row(containing text: String) -> Int? {
        render().firstIndex { $0.contains(text) }
    }

    /// Waits until `condition` holds, running the host's passes meanwhile, then until
    /// the screen is quiet, drawing what it changed.
    public func settle(until condition: @MainActor () -> Bool, _ what: String) async throws {
        try await wait(until: {
            scheduler.runTurn()
            return condition()
        }, timeout: .seconds(30), what)
        // What a commit sets off lands in later turns of the main actor: a follower's
        // copy, then what that copy sets off. A job queued before a yield runs before
        // it returns, and each change that shows asks for a pass, so the screen is
        // quiet once a yield goes by that asked for none.
        try await wait(until: {
            await Task.yield()
            let quiet = scheduler.pending.isEmpty
            scheduler.runTurn()
            return quiet
        }, timeout: .seconds(30), "the screen to be quiet after \(what)")
    }
}

extension Size {
    /// A terminal whose lists show one page of twenty rows and no more, so a list that
    /// fills its height asks for nothing by itself.
    public static let onePage = Size(width: 80, height: 22)
}
