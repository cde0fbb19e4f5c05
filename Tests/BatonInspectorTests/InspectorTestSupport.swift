import Baton
import BatonInspector
import BatonTesting
import BatonTUI
import Foundation
import RickAndMorty

/// The sample server's answer to `FixtureQuery(page: 1)`, checked in under
/// `Tests/Fixtures/`: twenty characters, their episodes and the episodes' casts.
enum CharactersPage {
    static let operation = FixtureQuery(page: 1)

    static func bytes() throws -> Data {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/characters-page-1.json")
        return try Data(contentsOf: url)
    }

    /// The same page with Rick's name changed wherever the page repeats it, so
    /// that committing it changes exactly one slot.
    static func renamingRick() throws -> Data {
        let text = String(decoding: try bytes(), as: UTF8.self)
        let renamed = text.replacingOccurrences(
            of: #""id":"1","name":"Rick Sanchez""#, with: #""id":"1","name":"Rick Sanchez of C-137""#)
        return Data(renamed.utf8)
    }

    /// An environment whose transport answers the fixture's operation with the page.
    @MainActor
    static func environment(store: Store = Store()) throws -> Environment {
        let recording = Recording(operationName: FixtureQuery.name, payload: Payload(bytes: try bytes()))
        return Environment(store: store, transport: RecordedTransport([recording]))
    }
}

/// Holds a host's passes until the test runs them: the main queue's next turn, by hand.
@MainActor
final class Turns {
    private var pending: [@MainActor @Sendable () -> Void] = []

    var scheduler: RenderHost.Scheduler {
        { [unowned self] pass in pending.append(pass) }
    }

    var isPending: Bool { !pending.isEmpty }

    func run() {
        let passes = pending
        pending = []
        for pass in passes { pass() }
    }
}

/// A debug pane in a host of its own, its first frame drawn.
@MainActor
struct PaneHarness {
    let pane: DebugPane
    let host: RenderHost
    let turns = Turns()

    init(
        _ sources: [DebugPane.Source], width: Int = 80, height: Int = 30,
        renderCounts: @escaping @MainActor () -> [(name: String, count: Int)] = { [] },
        exportDirectory: URL = FileManager.default.temporaryDirectory
    ) {
        pane = DebugPane(sources: sources, renderCounts: renderCounts, exportDirectory: exportDirectory)
        host = RenderHost(root: pane, size: Size(width: width, height: height), minimumSize: .zero,
                          scheduler: turns.scheduler)
        host.render()
    }

    var lines: [String] {
        host.canvas.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Presses keys, running the turn each one schedules.
    func press(_ keys: Key...) {
        for key in keys {
            _ = pane.handle(key)
            turns.run()
        }
    }

    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }
}

/// A directory of its own under the temporary directory, removed by `remove()`.
struct ScratchDirectory {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("baton-inspector-tests-\(UUID().uuidString)")

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
