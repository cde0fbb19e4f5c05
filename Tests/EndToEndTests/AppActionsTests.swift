import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// The actions on issues and pull requests in the built binary, against a server of each
/// test's own (they change its data). Under a 4 s delay a change shows in the frames
/// right after the key, on the conversation and in the section's row and count, and
/// stays when GitHub confirms it; a refusal reverts it with GitHub's words; a question
/// answered with another key sends nothing.
@Suite(.sampleServer)
struct AppActionsTests {
    /// Well inside the delay the server holds each mutation for: a change seen before it
    /// was seen before GitHub answered.
    private static let delay = "delay=4s"
    private static let beforeTheAnswer: Duration = .seconds(2)

    /// The app on a dashboard of one section, "Acted on", searching `query`.
    private func launch(_ query: String, kind: String, server: SampleServer, cache: URL, token: String? = nil) throws -> TmuxSession {
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let configuration = cache.appendingPathComponent("actions.yml")
        try "defaults:\n  preview:\n    open: false\ngithub:\n  sections:\n    - title: Acted on\n      type: \(kind)\n      query: \"\(query)\"\n"
            .write(to: configuration, atomically: true, encoding: .utf8)
        return try GitHubApp.launch(cache: cache, width: 160, height: 30, token: token, arguments: ["--config", configuration.path],
                                    server: server)
    }

    private func selected(_ rows: [String]) -> String? {
        rows.first { $0.hasPrefix("›") }
    }

    private func row(_ number: Int, in rows: [String]) -> String? {
        rows.first { $0.contains(" #\(number) ") }
    }

    /// The section's count in its bar, "Acted on (7)".
    private func count(_ rows: [String]) -> Int? {
        guard let bar = rows.first(where: { $0.contains("Acted on (") }),
              let open = bar.range(of: "Acted on ("), let close = bar[open.upperBound...].firstIndex(of: ")") else { return nil }
        return Int(bar[open.upperBound..<close])
    }

    /// Moves the selection to item `number`, down from the top.
    private func select(_ number: Int, in app: TmuxSession) async throws {
        try await app.send("g")
        for _ in 0..<30 {
            let rows = try await app.waitFor("a selected row") { selected($0) != nil }
            if selected(rows)?.contains(" #\(number) ") == true { return }
            try await app.send("j")
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("#\(number) was never selected")
    }

    @Test func aCloseShowsAtOnceOnTheConversationAndItsRowAndStaysWhenGitHubConfirms() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch("repo:mona/audio-dotfiles is:issue is:open", kind: "issues", server: server, cache: cache)
        let first = try await app.waitFor("the section's rows") { count($0) != nil && selected($0) != nil }
        let before = try #require(count(first))
        try await select(1, in: app)
        try await server.armFault(Self.delay, matching: "closeIssue")

        try await app.send("Enter")
        try await app.waitFor("the issue's header") { $0.contains { $0.hasPrefix("Open · opened by") } }
        try await app.send("x")
        try await app.waitFor(text: "Close issue mona/audio-dotfiles#1? y as completed, N as not planned, any other key cancels")
        try await app.send("y")
        try await app.waitFor("Closed on the conversation", timeout: Self.beforeTheAnswer) { $0.contains { $0.hasPrefix("Closed · opened by") } }
        try await app.send("Escape")
        try await app.waitFor("closed in the row, and counted out", timeout: Self.beforeTheAnswer) { rows in
            row(1, in: rows)?.contains(" closed ") == true && count(rows) == before - 1
        }

        // GitHub's answer, four seconds on, confirms it: nothing moves back.
        try await Task.sleep(for: .seconds(5))
        let confirmed = try await app.waitFor("still closed") { row(1, in: $0)?.contains(" closed ") == true }
        #expect(count(confirmed) == before - 1)
        #expect(!confirmed.contains { $0.contains("Could not") || $0.contains("Not known") })
        #expect(try await server.requestedOperations(on: .gitHub).filter { $0 == "CloseIssueMutation" }.count == 1)
        try await app.send("C-c")
    }

    @Test func aCloseGitHubRefusesRevertsWithItsWords() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        // hubot may read mona's repositories, not change them.
        let app = try launch("repo:mona/audio-dotfiles is:issue is:open", kind: "issues", server: server, cache: cache,
                             token: SampleServer.hubotToken)
        let first = try await app.waitFor("the section's rows") { count($0) != nil && selected($0) != nil }
        let before = try #require(count(first))
        try await select(1, in: app)
        try await server.armFault(Self.delay, matching: "closeIssue")
        try await app.send("x")
        try await app.waitFor(text: "Close issue mona/audio-dotfiles#1?")
        try await app.send("y")
        try await app.waitFor("closed at once", timeout: Self.beforeTheAnswer) { row(1, in: $0)?.contains(" closed ") == true }
        let reverted = try await app.waitFor("the refusal") { rows in
            rows.contains { $0.contains("Could not close mona/audio-dotfiles#1: hubot does not have the correct permissions to execute") }
        }
        #expect(row(1, in: reverted)?.contains(" open ") == true)
        #expect(count(reverted) == before)
        try await app.send("C-c")
    }

    @Test func aQuestionAnsweredWithAnotherKeySendsNothing() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch("repo:mona/audio-kit is:pr is:open", kind: "pullRequests", server: server, cache: cache)
        try await app.waitFor("the section's rows") { count($0) != nil && selected($0) != nil }
        try await select(5, in: app)
        for (key, question, cancelled) in [("x", "Close pull request mona/audio-kit#5 without merging?", "Not closed: nothing was sent"),
                                           ("m", "Merge mona/audio-kit#5 with a merge commit? y merges, s squashes, r rebases",
                                            "Not merged: nothing was sent")] {
            try await app.send(key)
            try await app.waitFor(text: question)
            try await app.send("n")
            try await app.waitFor(text: cancelled)
        }
        let rows = try await app.waitFor("still open") { row(5, in: $0)?.contains(" open ") == true }
        #expect(selected(rows)?.contains(" #5 ") == true)
        let sent = try await server.requestedOperations(on: .gitHub)
        #expect(!sent.contains { $0.hasSuffix("Mutation") }, "\(sent)")
        try await app.send("C-c")
    }

    @Test func aMergeShowsAtOnceAndAConflictRevertsWithGitHubsWords() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch("repo:mona/audio-kit repo:mona/audio-dotfiles is:pr is:open", kind: "pullRequests", server: server, cache: cache)
        let first = try await app.waitFor("the section's rows") { count($0) != nil && selected($0) != nil }
        let before = try #require(count(first))
        try await select(5, in: app)
        try await server.armFault(Self.delay, matching: "mergePullRequest")
        try await app.send("m")
        try await app.waitFor(text: "Merge mona/audio-kit#5 with a merge commit?")
        try await app.send("s")
        try await app.waitFor("merged at once, and counted out", timeout: Self.beforeTheAnswer) { rows in
            row(5, in: rows)?.contains(" merged ") == true && count(rows) == before - 1
        }
        try await Task.sleep(for: .seconds(5))
        try await app.waitFor("still merged") { row(5, in: $0)?.contains(" merged ") == true }

        // mona/audio-dotfiles#17 conflicts with its base.
        try await select(17, in: app)
        try await app.send("m")
        try await app.waitFor(text: "Merge mona/audio-dotfiles#17")
        try await app.send("y")
        let refused = try await app.waitFor("the refusal") { rows in
            rows.contains { $0.contains("Could not merge mona/audio-dotfiles#17: Pull Request is not mergeable") }
        }
        #expect(row(17, in: refused)?.contains(" open ") == true)
        // The section's count follows the store from its follower's next turn, which a frame
        // already scheduled can precede: it may come back a frame after the refusal's words.
        try await app.waitFor("counted back in") { count($0) == before - 1 }
        try await app.send("C-c")
    }

    @Test func anApprovalADraftMadeReadyAndBackAndAReviewerAskedShowAtOnce() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch("repo:mona/audio-dotfiles repo:mona/backup is:pr is:open", kind: "pullRequests", server: server, cache: cache)
        try await app.waitFor("the section's rows") { count($0) != nil && selected($0) != nil }

        try await select(12, in: app)
        try await server.armFault(Self.delay, matching: "addPullRequestReview")
        try await app.send("v")
        try await app.waitFor("approved at once", timeout: Self.beforeTheAnswer) { row(12, in: $0)?.contains(" approved ") == true }

        try await select(7, in: app)
        try await app.waitFor("the draft") { row(7, in: $0)?.contains(" draft ") == true }
        try await server.armFault(Self.delay, matching: "markPullRequestReadyForReview")
        try await app.send("W")
        try await app.waitFor("ready at once", timeout: Self.beforeTheAnswer) { row(7, in: $0)?.contains(" open ") == true }

        try await Task.sleep(for: .seconds(5))
        let confirmed = try await app.waitFor("both confirmed") { rows in
            row(12, in: rows)?.contains(" approved ") == true && row(7, in: rows)?.contains(" open ") == true
        }
        #expect(!confirmed.contains { $0.contains("Could not") })

        // Back to a draft, then octocat's review asked for.
        try await app.send("W")
        try await app.waitFor("a draft again") { row(7, in: $0)?.contains(" draft ") == true }
        try await app.send("A")
        try await app.waitFor(text: "reviewers on mona/backup#7")
        try await app.send("o", "c", "t", "o")
        // The whole filter typed, not a frame drawn after its first letters (each key is its
        // own send): Enter acts on the row the filter leaves selected.
        try await app.waitFor("octocat alone, not asked") { rows in
            rows.contains { $0.hasPrefix("Filter: octo") } && rows.contains { $0.contains("›[ ] @octocat") }
        }
        try await app.send("Enter")
        do {
            try await app.waitFor("octocat asked") { $0.contains { $0.contains("[✓] @octocat") } }
        } catch {
            // Whether the request went out, and what was asked after it, tells a key lost
            // from an answer that took the change back.
            let sent = try await server.requestedOperations(on: .gitHub)
            Issue.record("the operations the server received, in order: \(sent.suffix(12))")
            throw error
        }
        try await Task.sleep(for: .seconds(1))
        try await app.send("Escape")
        try await app.send("A")
        try await app.waitFor("octocat still asked, as GitHub answered") { $0.contains { $0.contains("[✓] @octocat") } }
        #expect(!(try await app.waitFor("no refusal") { _ in true }).contains { $0.contains("Could not") })
        try await app.send("C-c")
    }

    @Test func aLabelPickedShowsInTheRowAtOnce() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch("repo:mona/audio-dotfiles is:issue is:open", kind: "issues", server: server, cache: cache)
        try await app.waitFor("the section's rows") { count($0) != nil && selected($0) != nil }
        try await select(1, in: app)
        try await app.send("L")
        try await app.waitFor(text: "labels on mona/audio-dotfiles#1")
        try await app.send("q", "u", "e", "s")
        // The whole filter applied (each key is its own send), then Enter.
        try await app.waitFor("question alone, unmarked") { rows in
            rows.contains { $0.hasPrefix("Filter: ques") } && rows.contains { $0.contains("›[ ] question") }
        }
        try await server.armFault(Self.delay, matching: "addLabelsToLabelable")
        try await app.send("Enter")
        try await app.waitFor("question marked", timeout: Self.beforeTheAnswer) { rows in rows.contains { $0.contains("[✓] question") } }
        try await app.send("Escape")
        try await app.waitFor("the label in the row", timeout: Self.beforeTheAnswer) { row(1, in: $0)?.contains("question") == true }
        try await Task.sleep(for: .seconds(5))
        let confirmed = try await app.waitFor("still labelled") { row(1, in: $0)?.contains("question") == true }
        #expect(!confirmed.contains { $0.contains("Could not") })
        try await app.send("C-c")
    }

    /// A close still waiting for GitHub at the quit: the quit says so once the terminal is
    /// the shell's again, and the relaunch, offline, draws the issue open, as GitHub last
    /// said it, with the section's count as it was. A quit with nothing waiting says nothing.
    @Test func aCloseInFlightAtTheQuitNeverReachesTheImage() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let before: Int
        do {
            let app = try launch("repo:mona/audio-dotfiles is:issue is:open", kind: "issues", server: server, cache: cache)
            let first = try await app.waitFor("the section's rows") { count($0) != nil && selected($0) != nil }
            before = try #require(count(first))
            try await select(1, in: app)
            try await server.armFault("delay=20s", matching: "closeIssue")
            try await app.send("x")
            try await app.waitFor(text: "Close issue mona/audio-dotfiles#1?")
            try await app.send("y")
            try await app.waitFor("closed at once", timeout: Self.beforeTheAnswer) { row(1, in: $0)?.contains(" closed ") == true }
            try await app.send("q")
            let ended = try await app.waitFor(text: "exited 0")
            #expect(ended.contains {
                $0.contains("baton-tui: an action was still waiting for GitHub's answer at the quit; the next launch shows whether GitHub took it")
            })
        }
        server.stop()

        let offline = try launch("repo:mona/audio-dotfiles is:issue is:open", kind: "issues", server: server, cache: cache)
        let rows = try await offline.waitFor("the section from the image, and the failure") { rows in
            row(1, in: rows) != nil && rows.contains { $0.contains("network") }
        }
        #expect(row(1, in: rows)?.contains(" open ") == true)
        #expect(count(rows) == before)
        try await offline.send("C-c")
        let ended = try await offline.waitFor(text: "exited 130")
        #expect(!ended.contains { $0.contains("baton-tui:") })
    }

    /// On a pull request's own screen: changes requested in the composer, shown in its
    /// header at once; then an assignee picked; then, closed, it is reopened.
    @Test func aReviewWrittenAnAssigneePickedAndAReopenShowAtOnce() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try launch("repo:mona/audio-dotfiles is:pr is:open", kind: "pullRequests", server: server, cache: cache)
        try await app.waitFor("the section's rows") { count($0) != nil && selected($0) != nil }
        try await select(12, in: app)
        try await app.send("Enter")
        try await app.waitFor("the pull request's header") { $0.contains { $0.hasPrefix("Open · ") } }

        try await server.armFault(Self.delay, matching: "addPullRequestReview")
        try await app.send("V")
        try await app.waitFor(text: "Review mona/audio-dotfiles#12: a approves, c comments, r requests changes")
        try await app.send("r")
        try await app.waitFor(text: "Review: request changes")
        for word in ["Please", "Space", "add", "Space", "a", "Space", "test"] { try await app.send(word) }
        try await app.send("C-s")
        try await app.waitFor("changes requested at once", timeout: Self.beforeTheAnswer) { rows in
            rows.contains { $0.contains("changes requested") }
        }

        try await app.send("a")
        try await app.waitFor(text: "assignees on mona/audio-dotfiles#12")
        try await app.send("o", "c", "t", "o")
        // The whole filter applied (each key is its own send), then Enter.
        try await app.waitFor("octocat alone, unmarked") { rows in
            rows.contains { $0.hasPrefix("Filter: octo") } && rows.contains { $0.contains("›[ ] @octocat") }
        }
        try await app.send("Enter")
        try await app.waitFor("octocat marked") { $0.contains { $0.contains("[✓] @octocat") } }
        try await app.send("Escape")

        // One action at a time goes to an item: the review answers first.
        try await Task.sleep(for: .seconds(4))
        try await app.send("x")
        try await app.waitFor(text: "Close pull request mona/audio-dotfiles#12 without merging?")
        try await app.send("y")
        try await app.waitFor("closed") { $0.contains { $0.hasPrefix("Closed · ") } }
        try await server.armFault(Self.delay, matching: "reopenPullRequest")
        try await app.send("X")
        try await app.waitFor("open again at once", timeout: Self.beforeTheAnswer) { $0.contains { $0.hasPrefix("Open · ") } }

        try await Task.sleep(for: .seconds(5))
        let confirmed = try await app.waitFor("all confirmed") { rows in
            rows.contains { $0.hasPrefix("Open · ") } && rows.contains { $0.contains("changes requested") }
        }
        #expect(!confirmed.contains { $0.contains("Could not") })
        // GitHub kept the assignee: the picker, asked again, marks octocat.
        try await app.send("a")
        try await app.waitFor("octocat still marked") { $0.contains { $0.contains("[✓] @octocat") } }
        try await app.send("C-c")
    }
}
