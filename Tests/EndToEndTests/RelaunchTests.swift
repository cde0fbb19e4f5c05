import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// A relaunch reopens the screens shown at quit, drawn from the image while the server
/// is down (a server of the test's own, stopped: the image is its endpoint's); a record it cannot use starts at the characters list and is written again.
@Suite(.sampleServer)
struct RelaunchTests {
    private func launch(endpoint: URL? = nil, cache: URL) throws -> TmuxSession {
        let endpoint = try endpoint ?? SampleServer.required().rickAndMortyEndpoint
        return try TmuxSession([try BatonTUI.binary().path, "--rickandmorty-endpoint", endpoint.absoluteString,
                                "--cache-dir", cache.path])
    }

    private func temporaryCache() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("baton-tui-relaunch-\(UUID().uuidString)")
    }

    /// Waits until the record of the shown screens satisfies `condition`.
    private func waitForRecord(in cache: URL, _ condition: (String) -> Bool) async throws {
        let file = cache.appendingPathComponent("shown-screens.json")
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8), condition(text) { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("the record never satisfied the condition: \((try? String(contentsOf: file, encoding: .utf8)) ?? "no file")")
    }

    private func selectedRow(_ screen: [String]) -> String? {
        screen.first { $0.hasPrefix("›") }
    }

    @Test func aRelaunchWithTheServerDownReopensTheCharacterFromTheImage() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let server = try await SampleServer.start()
        defer { server.stop() }
        do {
            let online = try launch(endpoint: server.rickAndMortyEndpoint, cache: cache)
            try await online.waitFor(text: "Summer Smith")
            try await online.send("j", "j")
            try await online.waitFor("the selection on Summer Smith") { selectedRow($0)?.contains("Summer Smith") == true }
            try await online.send("Enter")
            try await online.waitFor("Summer's episodes") { $0.contains { $0.contains("S01E06") } }
            try await waitForRecord(in: cache) { $0.contains(#""screen" : "character""#) }
            try await online.send("C-c")
            try await online.waitFor(text: "exited 130")
        }
        server.stop()

        let offline = try launch(endpoint: server.rickAndMortyEndpoint, cache: cache)
        let character = try await offline.waitFor("Summer's screen from the image, and the failure") { rows in
            rows.contains { $0.contains("Rick and Morty › Characters › Summer Smith") }
                && rows.contains { $0.contains("S01E06") } && rows.contains { $0.contains("network") }
        }
        #expect(character.contains { $0.contains("Species") && $0.contains("Human") })
        #expect(character.contains { $0.contains("Origin") && $0.contains("Earth") })
        // Beneath it, the list as it was left: the selection on the character opened.
        try await offline.send("Escape")
        let list = try await offline.waitFor("the characters with Summer selected") { selectedRow($0)?.contains("Summer Smith") == true }
        #expect(list.contains { $0.contains("Rick Sanchez") })
        #expect(list.contains { $0.contains("network") })
    }

    @Test func ctrlCSavesTheScreensAsQDoes() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let server = try await SampleServer.start()
        defer { server.stop() }
        do {
            let online = try launch(endpoint: server.rickAndMortyEndpoint, cache: cache)
            try await online.waitFor(text: "Summer Smith")
            try await online.send("j", "j", "Enter")
            try await online.waitFor(text: "Characters › Summer Smith")
            // Ctrl-C at once: the app writes the record on its way out, not only once
            // the keys have settled.
            try await online.send("C-c")
            try await online.waitFor(text: "exited 130")
        }
        server.stop()
        let offline = try launch(endpoint: server.rickAndMortyEndpoint, cache: cache)
        try await offline.waitFor("Summer's screen reopened") { rows in
            rows.contains { $0.contains("Rick and Morty › Characters › Summer Smith") }
        }
    }

    @Test func aRelaunchOverACorruptRecordStartsAtTheCharactersAndWritesItAgain() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let file = cache.appendingPathComponent("shown-screens.json")
        try Data(#"{"version": 1, "selectedTab": "rickandmorty", "stacks": {"rickandmorty": [{"screen": "charac"#.utf8).write(to: file)
        let app = try launch(cache: cache)
        let first = try await app.waitFor(text: "Rick Sanchez")
        #expect(first.contains { $0.contains("Rick and Morty › Characters") && !$0.contains("Characters ›") })
        try await app.send("q")
        try await app.waitFor(text: "exited 0")
        let record = try String(contentsOf: file, encoding: .utf8)
        #expect(record.contains(#""screen" : "characters""#))
        #expect(record.contains(#""selectedTab" : "rickandmorty""#))
    }

    @Test func aLinkInPlaceOfTheImageIsLeftAloneAndTheStatusLineSaysSo() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        do {
            let first = try launch(cache: cache)
            try await first.waitFor(text: "Rick Sanchez")
            try await first.send("q")
            try await first.waitFor(text: "exited 0")
        }
        let image = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.path)
            .first { $0.hasPrefix("rickandmorty-") && $0.hasSuffix(".sqlite") })
        let path = cache.appendingPathComponent(image).path
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        let notes = cache.appendingPathComponent("notes.txt")
        try Data("my notes\n".utf8).write(to: notes)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: notes.path)

        let app = try launch(cache: cache)
        try await app.waitFor("the characters and the cache's refusal") { rows in
            rows.contains { $0.contains("Rick Sanchez") } && rows.contains { $0.contains("cache not used") }
        }
        try await app.send("q")
        try await app.waitFor(text: "exited 0")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == notes.path)
    }
}
