import Foundation
import SampleServerSupport
import Testing

/// A star on the GitHub tab, in the built binary against the sample server: the row's
/// marker and count change in the keystroke while the server holds the mutation, stay
/// once it answers, and revert with the reason in the status line when it fails. The
/// debug pane stays open beside the list, so its count of optimistic layers says whether
/// the answer has landed: the test waits on that, never on a clock.
@Suite(.sampleServer)
struct AppStarringTests {
    private static let repository = "mona/maze-ingest"

    /// The list's row of the repository, marker first (`★ ` when starred, blanks when not).
    private func row(_ screen: [String]) -> String? {
        screen.first { $0.contains(Self.repository + " ") }
    }

    private func shows(_ screen: [String], starred: Bool, count: Int) -> Bool {
        guard let row = row(screen) else { return false }
        // The first column is the selection mark's.
        return row.dropFirst().hasPrefix(starred ? "★ " + Self.repository : "  " + Self.repository) && row.hasSuffix("★ \(count)")
    }

    /// The bottom row: the status bar.
    private func statusLine(_ screen: [String]) -> String {
        screen.last { !$0.isEmpty } ?? ""
    }

    private func layers(_ count: Int, in screen: [String]) -> Bool {
        screen.contains { $0.contains("\(count) optimistic \(count == 1 ? "layer" : "layers")") }
    }

    @Test func aStarShowsAtOnceStaysAfterTheAnswerAndAFailureRevertsIt() async throws {
        let server = try SampleServer.required()
        // No fault an earlier test left armed may hold this one's requests.
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try GitHubApp.launch(cache: cache)
        try await app.waitFor("the repository unstarred") { shows($0, starred: false, count: 115) }
        try await app.send("`")
        try await app.waitFor("the store inspector with no optimistic layer") { layers(0, in: $0) }
        // The pane gives the keys back to the list; the first row, selected, is the repository.
        try await app.send("Tab")

        // The server holds the mutation far longer than a loaded machine takes to draw.
        try await server.armFault("delay=10s", matching: "addStar")
        try await app.send("s")
        let held = try await app.waitFor("the star shown while the mutation is held") {
            shows($0, starred: true, count: 116) && layers(1, in: $0)
        }
        #expect(!held.contains { $0.contains("Could not") })
        let answered = try await app.waitFor("the answer landed", timeout: .seconds(60)) { layers(0, in: $0) }
        #expect(shows(answered, starred: true, count: 116))
        #expect(!answered.contains { $0.contains("Could not") })

        try await server.armFault("delay=3s,status=500", matching: "removeStar")
        try await app.send("s")
        try await app.waitFor("the unstar shown while the mutation is held") {
            shows($0, starred: false, count: 115) && layers(1, in: $0)
        }
        let reverted = try await app.waitFor("the failure said and the star back", timeout: .seconds(60)) { rows in
            layers(0, in: rows) && statusLine(rows).contains("Could not unstar \(Self.repository): GitHub answered HTTP 500")
        }
        #expect(shows(reverted, starred: true, count: 116))
    }

    /// Whether the list's count line says `line` and no more (no rows still to load).
    private func counts(_ screen: [String], _ line: String) -> Bool {
        screen.contains { $0.trimmingCharacters(in: .whitespaces) == line }
    }

    /// Two unstars on the starred list, then a quit: a relaunch that cannot reach the
    /// server draws the list as the quit left it, both repositories gone and the count
    /// two lower, since each answer wrote its updater's count and its edge's removal to
    /// the image even though its optimistic layer had shown them already.
    @Test func unstarsOnTheStarredListComeBackOffline() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let left: [String]
        do {
            let app = try GitHubApp.launch(cache: cache, server: server)
            try await app.waitFor(text: "mona · 60 repositories")
            try await app.send(">")
            // Every page loaded first: a page answered before an unstar and landing after
            // it would bring back the count from before.
            let starred = try await app.waitFor("the whole starred list") { counts($0, "mona · 40 starred") }
            let first = try #require(starred.first { $0.hasPrefix("›") })
            try await app.send("s")
            try await app.waitFor("the first unstar") { counts($0, "mona · 39 starred") }
            try await app.send("s")
            left = try await app.waitFor("both unstars answered") { rows in
                counts(rows, "mona · 38 starred") && !rows.contains { $0.contains("refreshing") }
                    && !rows.contains { $0.hasPrefix(first) }
            }
            try await app.send("C-c")
            try await app.waitFor(text: "exited 130")
        }
        server.stop()

        let app = try GitHubApp.launch(cache: cache, server: server)
        let back = try await app.waitFor("the starred list from the image, and the failure") { rows in
            rows.contains { $0.contains("mona · 38 starred") } && rows.contains { $0.contains("cannot be reached") }
        }
        let rows = { (screen: [String]) in screen.filter { $0.contains(" updated ") } }
        #expect(rows(back) == rows(left))
        #expect(back.first { $0.hasPrefix("›") } == left.first { $0.hasPrefix("›") })
    }
}
