import BatonScreens
import Foundation
import Baton
import BatonTesting
import BatonTUI
import BenchmarkCounts
import RickAndMorty

/// A launch to its first frame with data: the Characters screen on a 120x40 canvas,
/// its first page of 20 drawn. Warm, the store opens over the image an earlier launch
/// left and the first render draws from it while the refresh behind it never answers;
/// cold, there is no image and the page comes from a transport that answers at once,
/// committed and drawn. Each sample makes the environment, the screen and the host.
enum LaunchBenchmark: Benchmark {
    static let name = "launch"
    static let summary = "the characters' first frame from a warm image vs a cold fetch of the same page; from a 64 MiB image vs a 1 MiB one"

    private static let size = Size(width: 120, height: 40)
    private static let firstRow = "Character 1"

    /// What one sample launched, ended before the next.
    @MainActor
    private final class Launched {
        var environment: Environment?
        var screen: CharactersScreen?
        var persistence: Persistence?

        func end() async {
            screen?.close()
            environment?.end()
            persistence?.close()
            await persistence?.flush()
            screen = nil
            environment = nil
            persistence = nil
        }
    }

    static func run(in session: Session) async throws {
        let page = CharactersPage(page: 1, pages: 42, size: 20)
        let answering = RecordedTransport([Recording(operationName: "CharactersScreenQuery", json: page.json)])
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-benchmarks-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let launched = Launched()

        // The earlier launch: a cold one that keeps its image.
        let pristine = directory.appendingPathComponent("earlier.sqlite")
        launched.persistence = Persistence(url: pristine)
        try await coldFrame(launched, store: Store(persistence: launched.persistence!), transport: answering)
        await launched.end()

        try await session.measureEach("launch.cold_first_frame", before: { await launched.end() }) {
            try await coldFrame(launched, store: Store(), transport: answering)
        }
        await launched.end()

        let file = directory.appendingPathComponent("relaunch.sqlite")
        let relaunchReady: () async throws -> Void = {
            await launched.end()
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
            try FileManager.default.copyItem(at: pristine, to: file)
        }
        try await session.measureEach("launch.warm_first_frame", before: relaunchReady) {
            let persistence = Persistence(url: file)
            launched.persistence = persistence
            // The refresh behind the image's data is sent and never answered.
            let environment = Environment(store: Store(persistence: persistence), transport: ScriptedTransport())
            try frame(launched, environment)
        }
        await launched.end()

        try session.row("launch.warm_first_frame", against: "launch.cold_first_frame")
        try await ImageGrowth.run(in: session, directory: directory, earlier: pristine, frame: { environment in
            launched.persistence = environment.store.persistence
            try frame(launched, environment)
        }, end: { await launched.end() })
    }

    /// A launch without data: the page fetched, committed, then drawn.
    @MainActor
    private static func coldFrame(_ launched: Launched, store: Store, transport: any Transport) async throws {
        let environment = Environment(store: store, transport: transport)
        let screen = try frame(launched, environment, drawn: false)
        while screen.status == .loading { await Task.yield() }
        try frame(of: screen, launched)
    }

    /// Makes the screen and its host and renders once; `drawn` checks that the render
    /// showed the first row.
    @MainActor @discardableResult
    private static func frame(_ launched: Launched, _ environment: Environment, drawn: Bool = true) throws
        -> CharactersScreen {
        launched.environment = environment
        let screen = CharactersScreen(environment: environment, navigator: StillNavigator())
        launched.screen = screen
        if drawn { try frame(of: screen, launched) }
        return screen
    }

    @MainActor
    private static func frame(of screen: CharactersScreen, _ launched: Launched) throws {
        let host = RenderHost(root: screen, size: size, scheduler: { _ in })
        host.render()
        guard host.canvas.lines.contains(where: { $0.contains(firstRow) }) else {
            throw HarnessError.unexpected("the first frame does not show \(firstRow)")
        }
    }
}

/// A navigator the benchmark's screens never open anything on.
@MainActor
private final class StillNavigator: Navigator {
    func open(_ screen: any Screen) {}
    func back() {}
}
