import Baton
import BatonScreens
import BatonTUI
@testable import RickAndMorty

/// A screen on a canvas: an environment over a transport, a navigation stack that
/// records what the screen opens, and a render host whose passes the test runs.
@MainActor
final class ScreenHarness {
    let environment: Environment
    let navigator = RecordingNavigator()
    private(set) var host: RenderHost!

    init(transport: any Transport, store: Store = Store()) {
        environment = Environment(store: store, transport: transport)
    }

    /// Lays out `screen` on a canvas of `size`; passes run when the test renders.
    func show(_ screen: any Screen, size: Size = Size(width: 80, height: 30)) {
        host = RenderHost(root: screen, size: size, scheduler: { _ in })
        host.render()
    }

    /// Renders what changed and returns the canvas's text, row by row.
    func lines() -> [String] {
        host.render()
        return host.canvas.lines
    }

    /// The row of the canvas that contains `text`, if any.
    func row(containing text: String) -> Int? {
        lines().firstIndex { $0.contains(text) }
    }
}

/// A navigator that keeps the screens opened on it.
@MainActor
final class RecordingNavigator: Navigator {
    private(set) var opened: [any Screen] = []
    private(set) var backs = 0

    func open(_ screen: any Screen) { opened.append(screen) }
    func back() { backs += 1 }
}
