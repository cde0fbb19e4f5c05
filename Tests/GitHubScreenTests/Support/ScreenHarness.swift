import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import Foundation
import Testing

/// A screen on a canvas of its own: the environment it reads, the host that draws it with
/// passes the test runs, and the navigator it opens screens through.
@MainActor
final class ScreenHarness {
    let environment: Environment
    let navigator = RecordingNavigator()
    let scheduler = ManualScheduler()
    private(set) var host: RenderHost?

    init(transport: any Transport) {
        environment = Environment(store: Store(), transport: transport)
    }

    /// An environment answering from the recorded responses under `Responses/`.
    static func recorded() throws -> ScreenHarness {
        ScreenHarness(transport: RecordedTransport(try recordings()))
    }

    static func recordings() throws -> [Recording] {
        let folder = try #require(Bundle.module.url(forResource: "Responses", withExtension: nil))
        return try Recording.load(from: folder)
    }

    /// Draws `screen` on a canvas of `size`, the first frame now.
    func show(_ screen: any Screen, size: Size = Size(width: 80, height: 20)) -> RenderHost {
        let host = RenderHost(root: screen, size: size, minimumSize: .zero, scheduler: scheduler.schedule)
        host.render()
        self.host = host
        return host
    }

    /// Waits until `condition` holds, running the host's passes meanwhile, then runs the
    /// pass the last change asked for.
    func settle(until condition: @MainActor () -> Bool, _ what: String) async throws {
        try await wait(until: {
            scheduler.runTurn()
            return condition()
        }, timeout: .seconds(30), what)
        // The follower's copy lands a turn after the commit; let it, then draw.
        await Task.yield()
        scheduler.runTurn()
    }

    /// The canvas's rows, trailing spaces dropped.
    var lines: [String] {
        host?.canvas.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) } ?? []
    }

    func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }
}
