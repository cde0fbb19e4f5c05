import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// The terminal app as a person uses it: the built binary in tmux against the sample
/// server, keys sent, the screen read back.
@Suite(.sampleServer)
struct AppTests {
    /// The app on the sample server's Rick and Morty endpoint with an image of its own.
    private func launch(endpoint: URL? = nil, cache: URL, width: Int = 100, height: Int = 30) throws -> TmuxSession {
        let server = try SampleServer.required()
        let endpoint = endpoint ?? server.rickAndMortyEndpoint
        return try TmuxSession([try BatonTUI.binary().path, "--rickandmorty-endpoint", endpoint.absoluteString,
                                "--cache-dir", cache.path], width: width, height: height)
    }

    private func temporaryCache() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("baton-tui-app-\(UUID().uuidString)")
    }

    /// The row the selection marks.
    private func selectedRow(_ screen: [String]) -> String? {
        screen.first { $0.hasPrefix("›") }
    }

    /// The footer's "N of M characters".
    private func shownCount(_ screen: [String]) -> Int? {
        for row in screen {
            guard let range = row.range(of: #"(\d+) of \d+ characters"#, options: .regularExpression) else { continue }
            return Int(row[range].split(separator: " ")[0])
        }
        return nil
    }

    @Test func theCharactersListShowsRickAndJMovesTheSelection() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch(cache: cache)
        let first = try await app.waitFor(text: "Rick Sanchez")
        #expect(first.contains { $0.contains("Rick and Morty › Characters") })
        #expect(selectedRow(first)?.contains("Rick Sanchez") == true)
        try await app.send("j")
        let moved = try await app.waitFor("the selection on Morty Smith") { selectedRow($0)?.contains("Morty Smith") == true }
        #expect(moved.filter { $0.hasPrefix("›") }.count == 1)
    }

    @Test func pagingToTheEndAppendsTheNextPage() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch(cache: cache)
        let first = try await app.waitFor("the first page") { shownCount($0) == 20 }
        #expect(first.contains { $0.contains("page 1 of 42") })
        // The last rows near the end: the next page is appended, the selection stays.
        try await app.send("PageDown", "PageDown")
        let appended = try await app.waitFor("a second page appended") { shownCount($0) == 40 }
        #expect(appended.contains { $0.contains("pages 1–2 of 42") })
        // `G` follows the end, each page's last row selected as it lands, to the last page.
        try await app.send("G")
        let last = try await app.waitFor("the last page", timeout: .seconds(60)) { shownCount($0) == 826 }
        #expect(last.contains { $0.contains("pages 1–42 of 42") })
        #expect(selectedRow(last)?.contains("Commander Rick") == true)
        try await app.send("k")
        try await app.waitFor("the row before the last") { selectedRow($0)?.contains("Sleepy Shmooglite") == true }
    }

    @Test func enterOpensACharacterAndEscapeReturnsWithTheSelectionKept() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch(cache: cache)
        try await app.waitFor(text: "Summer Smith")
        try await app.send("j", "j")
        try await app.waitFor("the selection on Summer Smith") { selectedRow($0)?.contains("Summer Smith") == true }
        try await app.send("Enter")
        let character = try await app.waitFor(text: "Characters › Summer Smith")
        let detail = try await app.waitFor("Summer's episodes") { $0.contains { $0.contains("S01E06") } }
        #expect(character.contains { $0.contains("Species") })
        #expect(detail.contains { $0.contains("Origin") && $0.contains("Earth") })
        try await app.send("Escape")
        let back = try await app.waitFor("the characters again") { rows in
            rows.contains { $0.contains("Rick and Morty › Characters") && !$0.contains("Summer") }
        }
        #expect(selectedRow(back)?.contains("Summer Smith") == true)
    }

    @Test func aRelaunchWithTheServerStoppedShowsTheCachedCharacters() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        // A server of the test's own, stopped after the first launch: the image is the
        // endpoint's, so the relaunch asks the same one, which no longer answers.
        let server = try await SampleServer.start()
        defer { server.stop() }
        do {
            let online = try launch(endpoint: server.rickAndMortyEndpoint, cache: cache)
            try await online.waitFor(text: "Rick Sanchez")
            try await online.send("q")
            try await online.waitFor(text: "exited 0")
        }
        server.stop()
        let offline = try launch(endpoint: server.rickAndMortyEndpoint, cache: cache)
        let screen = try await offline.waitFor("the cached characters and the failure") { rows in
            rows.contains { $0.contains("Rick Sanchez") } && rows.contains { $0.contains("network") }
        }
        #expect(shownCount(screen) == 20)
    }

    @Test func theDebugPaneListsCharacterRecordsAndTheirSlots() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch(cache: cache, width: 100, height: 40)
        try await app.waitFor(text: "Rick Sanchez")
        try await app.send("`")
        let types = try await app.waitFor(text: "Store inspector · rickandmorty")
        #expect(types.contains { $0.hasPrefix("Character ") && $0.hasSuffix("20") })
        try await app.send("Enter")
        try await app.waitFor(text: "Character:1")
        try await app.send("Enter")
        // Both slots on one screen, not a frame caught while the terminal still draws it.
        try await app.waitFor("Rick's slots") { rows in
            rows.contains { $0.hasPrefix("name") && $0.contains("\"Rick Sanchez\"") }
                && rows.contains { $0.hasPrefix("status") && $0.contains("\"Alive\"") }
        }
        // The screen keeps its keys once the pane gives them back.
        try await app.send("Tab", "j")
        try await app.waitFor("the selection on Morty Smith") { selectedRow($0)?.contains("Morty Smith") == true }
    }

    @Test func helpListsTheKeysAndQGoesBackBeforeItQuits() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch(cache: cache)
        try await app.waitFor(text: "Rick Sanchez")
        try await app.send("?")
        // The whole overlay, not a frame caught while the terminal still draws it.
        let help = try await app.waitFor("the keys listed") { rows in
            rows.contains { $0.contains("Keys") } && rows.contains { $0.contains("]  ") && $0.contains("the next page by number") }
        }
        #expect(help.contains { $0.contains("the Rick and Morty tab / the GitHub tab") })
        try await app.send("x", "Enter")
        try await app.waitFor(text: "Characters › Rick Sanchez")
        try await app.send("q")
        // tmux drops a row's trailing blanks: the trail alone, with no character after it.
        try await app.waitFor("the characters again") { rows in rows.contains { $0 == " Rick and Morty › Characters" } }
        try await app.send("q")
        try await app.waitFor(text: "exited 0")
    }

    /// With a token and no configuration the tab opens on the dashboard's first section,
    /// every pull request the sample data has awaiting mona's review, across repositories.
    @Test func theGitHubTabOpensOnWhatAwaitsTheViewersReview() async throws {
        let server = try SampleServer.required()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try TmuxSession(["/usr/bin/env", "GH_ENTERPRISE_TOKEN=\(try SampleServer.gitHubToken())", try BatonTUI.binary().path,
                                   "--api", "github", "--github-endpoint", server.gitHubEndpoint.absoluteString,
                                   "--rickandmorty-endpoint", server.rickAndMortyEndpoint.absoluteString,
                                   "--cache-dir", cache.path])
        let screen = try await app.waitFor(text: "Review requested (12) │ My pull requests (66)")
        #expect(screen.contains { $0.contains("GitHub › Review requested") })
        #expect(screen.contains { $0.hasPrefix("12 pull requests") })
        #expect(screen.filter { $0.contains(" open ") && $0.contains("#") }.count == 12)
        try await app.send("1")
        try await app.waitFor(text: "Rick Sanchez")
    }

    @Test func withoutATokenTheGitHubTabSaysHowToGiveOne() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        // No token in the environment, and no GitHub CLI on the PATH to ask.
        let app = try TmuxSession(["/usr/bin/env", "-u", "GITHUB_TOKEN", "-u", "GH_TOKEN", "-u", "GH_ENTERPRISE_TOKEN",
                                   "-u", "GITHUB_ENTERPRISE_TOKEN", "PATH=/nonexistent",
                                   try BatonTUI.binary().path, "--api", "github", "--github-endpoint", "http://127.0.0.1:9/github/graphql",
                                   "--rickandmorty-endpoint", "http://127.0.0.1:9/rickandmorty/graphql", "--cache-dir", cache.path])
        // The endpoint is not api.github.com: the variables named are an Enterprise host's.
        let screen = try await app.waitFor(text: "GitHub's API at 127.0.0.1 needs a token")
        #expect(screen.contains { $0.contains("export GH_ENTERPRISE_TOKEN=<token>") && $0.contains("(or GITHUB_ENTERPRISE_TOKEN)") })
        #expect(screen.contains { $0.contains("gh auth login --hostname 127.0.0.1") })
    }

    /// The sample server under a second name is a host other than api.github.com, a
    /// GitHub Enterprise server's: its token comes from GH_ENTERPRISE_TOKEN alone.
    @Test func anEnterpriseHostSignsInWithItsOwnToken() async throws {
        let server = try SampleServer.required()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        var endpoint = try #require(URLComponents(url: server.gitHubEndpoint, resolvingAgainstBaseURL: false))
        endpoint.host = "localhost"
        let app = try TmuxSession(["/usr/bin/env", "-u", "GITHUB_TOKEN", "-u", "GH_TOKEN", "-u", "GITHUB_ENTERPRISE_TOKEN",
                                   "PATH=/nonexistent", "GH_ENTERPRISE_TOKEN=\(try SampleServer.gitHubToken())",
                                   try BatonTUI.binary().path, "--api", "github",
                                   "--github-endpoint", try #require(endpoint.url).absoluteString,
                                   "--rickandmorty-endpoint", server.rickAndMortyEndpoint.absoluteString,
                                   "--cache-dir", cache.path], width: 100, height: 30)
        let screen = try await app.waitFor("the dashboard, signed in") { rows in
            rows.contains { $0.contains("Review requested (12)") } && rows.contains { $0.hasSuffix(" @mona  ? keys") }
        }
        #expect(screen.contains { $0.contains("GitHub › Review requested") })
        try await app.send("C-c")
    }

    @Test func theLogFileHasTheRuntimesEventsInWordsAndNeverTheToken() async throws {
        let server = try SampleServer.required()
        let cache = temporaryCache()
        let log = cache.appendingPathComponent("baton-tui.log")
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let token = try SampleServer.gitHubToken()
        let app = try TmuxSession(["/usr/bin/env", "GH_ENTERPRISE_TOKEN=\(token)", try BatonTUI.binary().path,
                                   "--github-endpoint", server.gitHubEndpoint.absoluteString,
                                   "--rickandmorty-endpoint", server.rickAndMortyEndpoint.absoluteString,
                                   "--cache-dir", cache.path, "--log", log.path])
        try await app.waitFor(text: "Rick Sanchez")
        try await app.send("2")
        // The viewer's repositories, the dashboard's third section from the end (before the
        // starred ones and the inbox), once their query is done.
        try await app.waitFor(text: "Review requested (12)")
        try await app.send("Left", "Left", "Left")
        try await app.waitFor(text: "mona · 60 repositories")
        try await app.send("q")
        try await app.waitFor(text: "exited 0")
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.contains { $0.contains(" rickandmorty fetch CharactersScreenQuery sent") })
        #expect(lines.contains { $0.contains(" rickandmorty commit server, ") && $0.hasSuffix("changed") })
        #expect(lines.contains { $0.contains(" github fetch ViewerRepositoriesScreenQuery done in ") })
        #expect(lines.contains { $0.contains(" rickandmorty image opened, launch 1") })
        #expect(!lines.contains { $0.contains(token) })
    }

    @Test func aTinyTerminalDegradesAndRecovers() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch(cache: cache, width: 18, height: 3)
        try await app.waitFor(text: "needs 20x5")
        try await app.resize(width: 40, height: 10)
        let small = try await app.waitFor(text: "Rick Sanchez")
        #expect(!small.contains { $0.contains("exited") })
        try await app.send("j", "G", "Enter")
        try await app.waitFor(text: "Characters ›")
        try await app.resize(width: 20, height: 5)
        try await app.send("Escape", "k")
        try await app.resize(width: 40, height: 10)
        let after = try await app.waitFor(text: "Rick and Morty › Char")
        #expect(!after.contains { $0.contains("exited") })
    }
}
