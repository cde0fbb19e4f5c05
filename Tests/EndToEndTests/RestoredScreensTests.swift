import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SampleServerSupport
import TerminalTesting
import Testing

/// A relaunch with the server up draws the screens shown last from the image, asks the
/// server once for each of them, and shows what it answers; a relaunch signed in as
/// another viewer shows nothing of the first.
@Suite(.sampleServer, .serialized)
struct RestoredScreensTests {
    private static let repository = "mona/maze-ingest"
    private static let hubot = "ghp_sampleHubotToken00000000000000000000"

    /// Opens the first repository of mona's list, then quits there with Ctrl-C.
    private func quitOnTheRepository(cache: URL) async throws {
        let app = try GitHubApp.launch(cache: cache)
        try await app.waitFor(text: Self.repository)
        try await app.send("Enter")
        try await app.waitFor(text: "GitHub › Your repositories › \(Self.repository)")
        try await app.waitFor(text: " stars")
        try await app.send("C-c")
        try await app.waitFor(text: "exited 130")
    }

    /// Stars or unstars the repository as hubot, apart from the app, so its count moves
    /// by one; returns the new count.
    private func toggleStarAsHubot(_ server: SampleServer) async throws -> Int {
        var request = URLRequest(url: server.gitHubEndpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("bearer \(Self.hubot)", forHTTPHeaderField: "Authorization")
        let lookUp = #"{"query": "{ repository(owner: \"mona\", name: \"maze-ingest\") { id viewerHasStarred stargazerCount } }"}"#
        request.httpBody = Data(lookUp.utf8)
        let (found, _) = try await URLSession.shared.data(for: request)
        let object = try JSONSerialization.jsonObject(with: found) as? [String: Any]
        let repository = try #require((object?["data"] as? [String: Any])?["repository"] as? [String: Any])
        let id = try #require(repository["id"] as? String)
        let starred = try #require(repository["viewerHasStarred"] as? Bool)
        let count = try #require(repository["stargazerCount"] as? Int)
        let mutation = starred ? "removeStar" : "addStar"
        request.httpBody = try JSONSerialization.data(withJSONObject: [
            "query": "mutation($id: ID!) { \(mutation)(input: {starrableId: $id}) { starrable { stargazerCount } } }",
            "variables": ["id": id],
        ])
        let (answer, _) = try await URLSession.shared.data(for: request)
        let moved = starred ? count - 1 : count + 1
        #expect(String(decoding: answer, as: UTF8.self).contains("\"stargazerCount\":\(moved)"))
        return moved
    }

    @Test func everyRestoredScreenIsAskedForOnceAndShowsTheAnswer() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        try await quitOnTheRepository(cache: cache)
        let count = try await toggleStarAsHubot(server)
        try await server.clearRequests()

        // Shorter than a page of repositories, so the list beneath asks for no more by itself.
        let app = try GitHubApp.launch(cache: cache, height: 24)
        try await app.waitFor(text: "GitHub › Your repositories › \(Self.repository)")
        // The image's count first or the server's at once; the server's in the end.
        try await app.waitFor(text: "\(count) stars")
        // The repository screen's live star count is its subscription, asked for once too.
        let expected = ["CharactersScreenQuery", "RepositoryScreenQuery", "StarCountSubscription", "ViewerRepositoriesScreenQuery"]
        var requested: [String] = []
        for _ in 0..<50 {
            requested = try await server.requestedOperations()
            if Set(requested).isSuperset(of: expected) { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        // Everything the app asked for is in once it has exited (quitting asks nothing):
        // nothing more was asked for a screen already answered.
        try await app.send("q", "q", "q")
        try await app.waitFor(text: "exited 0")
        requested = try await server.requestedOperations()
        #expect(requested.sorted() == expected)
    }

    /// The trail's last part: the repository the screen shows.
    private func openedRepository(_ screen: [String]) -> String? {
        screen.first { $0.contains("GitHub › Your repositories › ") }?
            .components(separatedBy: "GitHub › Your repositories › ").last?.trimmingCharacters(in: .whitespaces)
    }

    /// With the network slow, the relaunch's first frames come from the image, the quit's
    /// row selected among them, before any answer.
    @Test func theSelectedRowComesBackBeforeTheNetworkAnswers() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let selected: String
        do {
            let app = try GitHubApp.launch(cache: cache)
            let shown = try await app.waitFor(text: "mona · 60 repositories")
            let top = try #require(shown.firstIndex { $0.hasPrefix("›") })
            try await app.send("j", "j", "j")
            let moved = try await app.waitFor("the fourth row selected") { $0.firstIndex { $0.hasPrefix("›") } == top + 3 }
            selected = moved[top + 3]
            try await app.send("C-c")
            try await app.waitFor(text: "exited 130")
        }
        try await server.armFault("delay=5s", matching: nil, on: nil, times: 100)
        let app = try GitHubApp.launch(cache: cache)
        // The first frame with rows, while the refresh behind them still waits.
        let first = try await app.waitFor("the image's rows") { rows in rows.contains { $0.hasPrefix("›") } }
        try await server.clearFaults()
        #expect(first.contains { $0.contains("refreshing") })
        #expect(first.first { $0.hasPrefix("›") } == selected)
    }

    @Test func aSelectionPastTheFirstPageComesBackAfterTheRefresh() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let selected: String
        do {
            let app = try GitHubApp.launch(cache: cache)
            try await app.waitFor(text: "mona · 60 repositories")
            // Thirty rows down: the second page loads as the selection nears the end of the first.
            for _ in 0..<30 { try await app.send("j") }
            try await app.waitFor(text: "40 shown")
            try await app.send("Enter")
            selected = try #require(openedRepository(try await app.waitFor(text: "GitHub › Your repositories › ")))
            try await app.send("Escape")
            try await app.waitFor("the list again") { openedRepository($0) == nil && $0.contains { $0.contains("40 shown") } }
            try await app.send("C-c")
            try await app.waitFor(text: "exited 130")
        }
        let app = try GitHubApp.launch(cache: cache)
        // The refresh starts the list from its first page; the selection pages back to its row.
        try await app.waitFor("the second page again") { rows in
            rows.contains { $0.contains("40 shown") } && !rows.contains { $0.contains("refreshing") }
        }
        try await app.send("Enter")
        let reopened = try await app.waitFor(text: "GitHub › Your repositories › ")
        #expect(openedRepository(reopened) == selected)
    }

    /// A list scrolled past its first screen, the selection moved back up from its end:
    /// the relaunch draws the same rows on the same lines, not the selection at the
    /// bottom where keeping it in view would put it.
    @Test func aScrolledListComesBackOnTheSameLines() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let shown: [String]
        do {
            let app = try GitHubApp.launch(cache: cache, height: 20)
            try await app.waitFor(text: "mona · 60 repositories")
            // To the end, all three pages, and back up: the last rows stay on screen.
            try await app.send("G")
            try await app.waitFor("every page") { rows in
                rows.contains { $0.hasPrefix("mona · 60 repositories") && !$0.contains("shown") }
            }
            // With every page in, `G` is the last row, whatever a slow page did to the first.
            try await app.send("G")
            try await app.waitFor("the last row selected, above the status line") { rows in rows.count > 18 && rows[18].hasPrefix("›") }
            for _ in 0..<8 { try await app.send("k") }
            shown = try await settled(app)
            try await app.send("C-c")
            try await app.waitFor(text: "exited 130")
        }
        let selectedLine = try #require(shown.firstIndex { $0.hasPrefix("›") })
        let app = try GitHubApp.launch(cache: cache, height: 20)
        // However many pages the quit had loaded, the relaunch loads those it shows.
        try await app.waitFor("the rows the quit left, on the same lines") { rows in
            rows.count > selectedLine && rows.firstIndex { $0.hasPrefix("›") } == selectedLine
                && rows[5..<selectedLine + 1] == shown[5..<selectedLine + 1]
        }
    }

    /// The screen once it stays the same for 300 ms.
    private func settled(_ app: TmuxSession) async throws -> [String] {
        var screen = try await app.screen()
        while true {
            try await Task.sleep(for: .milliseconds(300))
            let next = try await app.screen()
            if next == screen { return next }
            screen = next
        }
    }

    /// The characters paged to their end and quit on the last: a relaunch that cannot
    /// reach the server pages back from the image, page after page, to that row, rather
    /// than stopping at the second page while each page's refresh fails.
    @Test func aRowOnTheLastPageOfCharactersComesBackOffline() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let selected: String
        do {
            let app = try GitHubApp.launch(cache: cache)
            try await app.waitFor(text: "GitHub")
            try await app.send("1")
            try await app.waitFor(text: "of 826 characters")
            try await app.send("G")
            let end = try await app.waitFor(text: "826 of 826 characters")
            selected = try #require(end.first { $0.hasPrefix("›") })
            try await app.send("C-c")
            try await app.waitFor(text: "exited 130")
        }
        try await server.armFault("drop", matching: nil, on: .rickAndMorty, times: 1_000)
        defer { Task { try? await server.clearFaults() } }
        let app = try GitHubApp.launch(cache: cache)
        try await app.waitFor(text: "GitHub")
        try await app.send("1")
        let back = try await app.waitFor("the last row again") { rows in
            rows.contains { $0.contains("826 of 826 characters") } && rows.first { $0.hasPrefix("›") } == selected
        }
        #expect(back.contains { $0.contains("cannot be reached") })
    }

    /// Opens the repository's first open issue and writes `text` in its composer; the
    /// issue's screen as it showed before the composer opened.
    private func writeOnTheFirstIssue(_ app: TmuxSession, _ text: String) async throws -> [String] {
        try await app.waitFor(text: Self.repository)
        try await app.send("Enter")
        try await app.waitFor(text: "Open issues")
        try await app.send("Enter")
        let issue = try await app.waitFor("the issue's comments") { rows in rows.contains { $0.hasPrefix("Comments (") } }
        try await app.send("c")
        try await app.waitFor(text: "New comment")
        try await app.sendLiteral(text)
        try await app.waitFor(text: text)
        return issue
    }

    /// A comment half written when Ctrl-C ended the app: the relaunch opens the issue
    /// with the composer open on the text, from the image before any answer, and the
    /// comment goes on from there and is sent.
    @Test func aCommentHalfWrittenComesBackInItsComposer() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let word = "unsent-\(UInt32.random(in: 0..<UInt32.max))"
        let reference: Substring
        do {
            let app = try GitHubApp.launch(cache: cache, server: server)
            let issue = try await writeOnTheFirstIssue(app, "First line")
            reference = try #require(issue.joined(separator: " ").split(separator: " ").last { $0.contains("/") && $0.contains("#") })
            try await app.send("Enter")
            try await app.sendLiteral(word)
            try await app.waitFor(text: word)
            try await app.send("C-c")
            try await app.waitFor(text: "exited 130")
        }
        try await server.armFault("delay=5s", matching: nil, on: nil, times: 100)
        let app = try GitHubApp.launch(cache: cache, server: server)
        let first = try await app.waitFor("the composer with the draft") { rows in
            rows.contains { $0.contains("New comment") } && rows.contains { $0.contains(word) }
        }
        try await server.clearFaults()
        #expect(first.contains { $0.contains(String(reference)) })
        #expect(first.contains { $0.contains("First line") })
        // The keys go on writing where the text ends.
        try await app.sendLiteral(" and sent")
        try await app.waitFor(text: "\(word) and sent")
        try await app.send("C-s")
        try await app.waitFor("the comment sent") { rows in
            !rows.contains { $0.contains("New comment") } && rows.contains { $0.contains("\(word) and sent") }
        }
        try await app.send("q", "q", "q")
        try await app.waitFor(text: "exited 0")
        let (nameWithOwner, number) = (String(reference.split(separator: "#")[0]), try #require(Int(reference.split(separator: "#")[1])))
        let bodies = try await server.commentBodies(on: nameWithOwner, issue: number)
        #expect(bodies.last == "First line\n\(word) and sent")
    }

    /// A draft put aside on an issue stays with that issue when the person goes back to
    /// the list: opening the issue again, in this launch or the next, gives it back.
    @Test func aDraftLeftByGoingBackComesBackWithItsIssue() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let word = "shelved-\(UInt32.random(in: 0..<UInt32.max))"
        func reopenTheIssueAndItsDraft(_ app: TmuxSession, _ when: String) async throws {
            try await app.send("Enter")
            try await app.waitFor("the issue's comments \(when)") { rows in rows.contains { $0.hasPrefix("Comments (") } }
            try await app.send("c")
            try await app.waitFor("the draft in the composer") { rows in
                rows.contains { $0.contains("New comment") } && rows.contains { $0.contains(word) }
            }
            try await app.send("Escape")
            try await app.waitFor("the composer put aside") { rows in !rows.contains { $0.contains("New comment") } }
        }
        do {
            let app = try GitHubApp.launch(cache: cache, server: server)
            _ = try await writeOnTheFirstIssue(app, word)
            try await app.send("Escape")
            try await app.send("q")
            try await app.waitFor(text: "Open issues")
            try await reopenTheIssueAndItsDraft(app, "opened again")
            try await app.send("q")
            try await app.waitFor(text: "Open issues")
            try await app.send("C-c")
            try await app.waitFor(text: "exited 130")
        }
        let app = try GitHubApp.launch(cache: cache, server: server)
        try await app.waitFor(text: "Open issues")
        try await reopenTheIssueAndItsDraft(app, "after the relaunch")
        try await app.send("C-c")
        try await app.waitFor(text: "exited 130")
    }

    /// Back and quit in one breath over restored screens: the quit ends the environment
    /// while the list under the popped screen still has a frame to draw, which must not
    /// read a record the end removed.
    @Test func backAndQuitAtOnceEndsCleanly() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        try await quitOnTheRepository(cache: cache)

        let app = try GitHubApp.launch(cache: cache)
        try await app.waitFor(text: " stars")
        try await app.send("q", "q")
        try await app.waitFor(text: "exited 0")
    }

    /// Sections configured after a quit come before the viewer's lists on the dashboard,
    /// and the restored stack is still on the list and the repository shown.
    @Test func theRestoredStackKeepsItsSectionWhenSectionsAreConfigured() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("baton-tui-sections-\(UUID().uuidString).yml")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: config)
        }
        try "github:\n  sections:\n    - title: Mona's\n      query: \"user:mona\"\n".write(to: config, atomically: true, encoding: .utf8)
        try await quitOnTheRepository(cache: cache)

        let withSections = try GitHubApp.launch(cache: cache, arguments: ["--config", config.path])
        try await withSections.waitFor(text: "GitHub › Your repositories › \(Self.repository)")
        try await withSections.send("Escape")
        try await withSections.waitFor(text: "Mona's (60) │ Your repositories (60)")
        // `q` quits on a tab's first screen alone.
        try await withSections.send("q")
        try await withSections.waitFor(text: "exited 0")
    }

    @Test func anotherViewerSeesNothingOfTheFirst() async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        try await quitOnTheRepository(cache: cache)

        let app = try GitHubApp.launch(cache: cache, token: Self.hubot)
        let screen = try await app.waitFor(text: "hubot · ")
        #expect(screen.contains { $0.contains("GitHub › Your repositories") && !$0.contains("GitHub › Your repositories ›") })
        #expect(!screen.contains { $0.contains("mona") })
        try await app.send("q")
        try await app.waitFor(text: "exited 0")
    }
}
