@testable import Baton
import BatonTesting
import BatonTUI
import SampleServerSupport
import ScreenTesting
import Testing
@testable import GitHub

/// The GitHub screens over HTTP against the sample server.
@Suite(.sampleServer)
@MainActor
struct SampleServerScreenTests {
    private func harness(token: String) throws -> ScreenHarness {
        let endpoint = try SampleServer.required().gitHubEndpoint
        return ScreenHarness(transport: HTTPTransport(endpoint: endpoint) { ["Authorization": "bearer \(token)"] })
    }

    @Test func theViewersRepositoriesThenARepositoryAndAnIssue() async throws {
        let harness = try harness(token: SampleServer.gitHubToken())
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        try await harness.settle(until: { screen.status == .ready }, "the viewer's repositories")
        #expect(harness.lines[0] == "mona · 60 repositories · 20 shown")
        #expect(screen.rows.rows.count == 20)

        #expect(screen.handle(.enter))
        let repository = try #require(harness.navigator.opened.last as? RepositoryScreen)
        _ = harness.show(repository)
        try await harness.settle(until: { repository.status == .ready }, "the repository")
        #expect(harness.lines[0] == repository.title)
        #expect(harness.contains("Open issues ("))
        repository.close()
        screen.close()
    }

    @Test func anUnknownTokenSaysHowToGiveOne() async throws {
        let harness = try harness(token: "ghp_notATokenTheServerKnows000000000000")
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        try await harness.settle(until: { screen.status != .loading }, "the refusal")
        #expect(screen.status == .failed(
            kind: "unauthorized",
            message: "GitHub did not accept the credentials: Bad credentials. Set GITHUB_TOKEN or GH_TOKEN (GH_ENTERPRISE_TOKEN for an Enterprise host), or run `gh auth login`."))
        #expect(harness.lines[0] == "Could not load repositories (unauthorized)")
        screen.close()
    }

    /// The star shows at once while the server delays the mutation, stays after the
    /// answer (a fresh fetch agrees), and an unstar the server fails reverts.
    @Test func starringWithADelayThenAFailure() async throws {
        let server = try SampleServer.required()
        // No fault an earlier test left armed may hold this one's requests.
        try await server.clearFaults()
        let harness = try harness(token: SampleServer.gitHubToken())
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        try await harness.settle(until: { screen.status == .ready }, "the repository")
        #expect(harness.lines[3] == "☆ Star  115 stars")

        try await server.armFault("delay=800ms", matching: "addStar")
        #expect(screen.handle(.character("s")))
        harness.scheduler.runTurn()
        #expect(harness.lines[3] == "★ Starred  116 stars")
        try await harness.settle(until: { harness.environment.store.optimisticLayerCount == 0 }, "the delayed answer")
        #expect(harness.lines[3] == "★ Starred  116 stars")
        let fresh = ScreenHarness(transport: harness.environment.transport)
        let repository = try await fresh.environment.fetch(RepositoryScreenQuery(owner: "mona", name: "maze-ingest"))
        #expect(repository.repository?.starButton.stargazerCount == 116)

        try await server.armFault("status=500", matching: "removeStar")
        #expect(screen.handle(.character("s")))
        harness.scheduler.runTurn()
        #expect(harness.lines[3] == "☆ Star  115 stars")
        try await harness.settle(until: { screen.notice != nil }, "the failure")
        #expect(harness.lines[3] == "★ Starred  116 stars")
        #expect(screen.notice == "Could not unstar mona/maze-ingest: GitHub answered HTTP 500: Sample fault: HTTP 500.")
        screen.close()
    }

    /// A comment written on the Issue screen reaches the server, and its edge joins the list.
    @Test func aCommentJoinsTheIssuesComments() async throws {
        let harness = try harness(token: SampleServer.gitHubToken())
        let screen = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1)
        _ = harness.show(screen, size: Size(width: 80, height: 24))
        try await harness.settle(until: { screen.status == .ready }, "the issue")
        #expect(harness.contains("Comments (1)"))

        #expect(screen.handle(.character("c")))
        for character in "Checked on Linux too" { #expect(screen.handle(.character(character))) }
        #expect(screen.handle(.control("s")))
        try await harness.settle(until: { harness.contains("Comments (2)") }, "the comment")
        #expect(harness.contains("Checked on Linux too"))
        #expect(screen.thread.pager.document(width: 80).whole.sectionStarts.count == 3)
        #expect(screen.notice == nil)
        screen.close()
    }

    /// A pull request read to its last comment, then a comment written on it that the
    /// server keeps: the same conversation as an issue's.
    @Test func aPullRequestReadToItsEndThenCommentedOn() async throws {
        let harness = try harness(token: SampleServer.gitHubToken())
        let screen = PullRequestScreen(environment: harness.environment, owner: "mona", name: "schema", number: 8)
        _ = harness.show(screen, size: Size(width: 80, height: 16))
        try await harness.settle(until: { screen.status == .ready && harness.contains("Comments (5)") }, "the pull request")
        #expect(harness.lines[0].hasPrefix("#8 "))
        #expect(harness.lines[1].hasPrefix("Open · @"))
        #expect(harness.lines[2].hasPrefix("+"))
        // The body and five comments, each a section; `G` shows the last.
        #expect(screen.thread.pager.document(width: 80).whole.sectionStarts.count == 6)
        #expect(screen.handle(.character("G")))
        _ = harness.render()
        #expect(!harness.contains("Comments (5)"))

        #expect(screen.handle(.character("c")))
        for character in "Rebased on main" { #expect(screen.handle(.character(character))) }
        #expect(screen.handle(.control("s")))
        try await harness.settle(until: { screen.thread.pager.document(width: 80).whole.sectionStarts.count == 7 }, "the comment")
        #expect(screen.notice == nil)
        screen.close()

        // Asked again of the server, the pull request has the comment.
        let again = PullRequestScreen(environment: harness.environment, owner: "mona", name: "schema", number: 8, policy: .networkOnly)
        _ = harness.show(again, size: Size(width: 80, height: 60))
        try await harness.settle(until: { again.status == .ready && harness.contains("Comments (6)") }, "the pull request again")
        #expect(harness.contains("Rebased on main"))
        again.close()
    }

    /// octo-org/monorepo's first hundred open issues: the screen follows the connection's
    /// list of edges, not each edge, and only the rows drawn and not since dropped keep
    /// registrars on their records (the selection's aside, read outside any view).
    @Test func aLongListKeepsRegistrarsForTheRowsShownAlone() async throws {
        let harness = try harness(token: SampleServer.gitHubToken())
        PageSize.configured = 100
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator,
                                      owner: "octo-org", name: "monorepo")
        PageSize.configured = PageSize.standard
        _ = harness.show(screen, size: Size(width: 100, height: 16))
        try await harness.settle(until: { screen.status == .ready && screen.issues.rows.count == 100 }, "the first hundred issues")
        let store = harness.environment.store
        func read(_ type: String) -> Int { store.allRecords.filter { $0.type.name == type && $0.hasReaders }.count }
        let shown = screen.issues.view.visibleRows.count
        #expect(shown > 0 && shown < 20)
        #expect(read("IssueEdge") <= shown)

        let moves = 3
        for _ in 0..<moves { #expect(screen.handle(.pageDown)) }
        _ = harness.render()
        #expect(screen.issues.view.visibleRows.lowerBound >= shown)
        #expect(read("Issue") <= shown + moves)
        #expect(read("IssueEdge") <= shown + moves)
        screen.close()
    }

    /// The closed pull requests paged by two: the next page keeps the state shown.
    @Test func closedPullRequestsPageInTheirState() async throws {
        let harness = try harness(token: SampleServer.gitHubToken())
        PageSize.configured = 2
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator,
                                      owner: "mona", name: "sudoku", closed: true)
        PageSize.configured = PageSize.standard
        screen.show(pullRequests: true)
        _ = harness.show(screen, size: Size(width: 100, height: Size.onePage.height))
        try await harness.settle(until: { screen.status == .ready && screen.pullRequests.rows.count == 2 }, "the first page")
        #expect(harness.contains("Closed pull requests (5) · issues (4)"))
        // The next row nears the end: the next page, of two (`G` would ask for the most).
        #expect(screen.handle(.character("j")))
        try await harness.settle(until: { screen.pullRequests.rows.count == 4 }, "the second page")
        // `]` moves a page down, then asks for the page not there yet.
        #expect(screen.handle(.character("]")))
        #expect(screen.handle(.character("]")))
        try await harness.settle(until: { screen.pullRequests.rows.count == 5 }, "the last page")
        #expect(screen.pullRequests.rows.compactMap(\.node).allSatisfy { $0.pullRequestRow.pullRequestState == .CLOSED || $0.pullRequestRow.pullRequestState == .MERGED })
        screen.close()
    }
}
