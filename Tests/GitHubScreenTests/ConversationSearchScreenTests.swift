import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import SampleServerSupport
import ScreenTesting
import Testing
@testable import GitHub

/// `/` on a repository's screen: its issues and pull requests sifted by GitHub's search
/// qualifiers, against the sample server's search, each result checked against the
/// repository's own lists.
@Suite(.sampleServer)
@MainActor
struct ConversationSearchScreenTests {
    private func harness() throws -> ScreenHarness {
        let endpoint = try SampleServer.required().gitHubEndpoint
        let token = try SampleServer.gitHubToken()
        return ScreenHarness(transport: HTTPTransport(endpoint: endpoint) { ["Authorization": "bearer \(token)"] })
    }

    private func type(_ text: String, into screen: ConversationSearchScreen) {
        for character in text { #expect(screen.handle(.character(character))) }
    }

    /// mona/sudoku's closed pull requests, as its screen lists them, then the filter the
    /// screen's `/` opens: it starts with the list's qualifiers and finds what the list has.
    private func openFilter(on harness: ScreenHarness) async throws -> (RepositoryScreen, ConversationSearchScreen) {
        let repository = RepositoryScreen(environment: harness.environment, navigator: harness.navigator,
                                          owner: "mona", name: "sudoku", closed: true)
        repository.show(pullRequests: true)
        _ = harness.show(repository, size: Size(width: 100, height: 30))
        try await harness.settle(until: { repository.status == .ready && repository.pullRequests.rows.count == 5 }, "the closed pull requests")
        #expect(repository.handle(.character("/")))
        let search = try #require(harness.navigator.opened.last as? ConversationSearchScreen)
        return (repository, search)
    }

    private func numbers(_ screen: ConversationSearchScreen) -> Set<Int> {
        Set(screen.results.rows.map(\.row.number))
    }

    @Test func slashStartsWithTheListsQualifiersAndALabelNarrowsThem() async throws {
        let harness = try harness()
        let (repository, search) = try await openFilter(on: harness)
        _ = harness.show(search, size: Size(width: 100, height: 30))
        #expect(search.capturesText)
        #expect(search.input.field.text == "is:pr is:closed ")
        #expect(harness.lines[0] == "Filter: is:pr is:closed")

        #expect(search.handle(.enter))
        try await harness.settle(until: { search.status == .ready && search.results.rows.count == 5 }, "the closed pull requests")
        let listed = Set(repository.pullRequests.rows.compactMap(\.node).map(\.pullRequestRow.number))
        #expect(numbers(search) == listed)
        #expect(harness.contains("5 issues and pull requests"))

        #expect(search.handle(.character("/")))
        type("label:wontfix", into: search)
        #expect(search.handle(.enter))
        #expect(search.title == "mona/sudoku: is:pr is:closed label:wontfix")
        try await harness.settle(until: { search.status == .ready && harness.contains("3 issues and pull requests") }, "the labelled ones")
        let labelled = repository.pullRequests.rows.compactMap(\.node).filter { row in
            ConversationRow(row.pullRequestRow).labels.contains { $0.text == "[wontfix]" }
        }
        #expect(numbers(search) == Set(labelled.map(\.pullRequestRow.number)))
        #expect(search.results.rows.allSatisfy { $0.row.state.words == "Merged" })

        #expect(search.handle(.enter))
        let opened = try #require(harness.navigator.opened.last as? PullRequestScreen)
        #expect(opened.title == "mona/sudoku#\(try #require(search.results.rows.first).row.number)")
        opened.close()
        search.close()
        repository.close()
    }

    @Test func aQuotedLabelFindsIssuesAndPullRequestsAlike() async throws {
        let harness = try harness()
        let (repository, search) = try await openFilter(on: harness)
        _ = harness.show(search, size: Size(width: 100, height: 30))
        #expect(search.handle(.control("u")))
        type("is:open label:\"good first issue\"", into: search)
        #expect(search.handle(.enter))
        try await harness.settle(until: { search.status == .ready && search.results.rows.count == 2 }, "the open good first issues")
        #expect(search.results.rows.contains { if case .issue = $0 { true } else { false } })
        #expect(search.results.rows.contains { if case .pullRequest = $0 { true } else { false } })
        #expect(search.results.rows.allSatisfy { $0.row.labels.contains { $0.text == "[good first issue]" } })
        #expect(search.results.rows.allSatisfy { $0.row.state.words == "Open" })
        // Each row says in words where it stands and which it is, before its title.
        for hit in search.results.rows {
            let number = "#\(hit.row.number)".padding(toLength: 6, withPad: " ", startingAt: 0)
            let words = (hit.row.kind == .issue ? "open issue" : "open PR")
                .padding(toLength: ConversationRowView.kindAndStateWidth, withPad: " ", startingAt: 0)
            #expect(harness.contains(number + words + hit.row.title))
        }
        search.close()
        repository.close()
    }

    @Test func escapeBeforeASearchLeavesAndAfterOneKeepsTheResults() async throws {
        let harness = try harness()
        let (repository, search) = try await openFilter(on: harness)
        _ = harness.show(search, size: Size(width: 100, height: 30))
        #expect(search.handle(.escape))
        #expect(harness.navigator.backCount == 1)

        let again = ConversationSearchScreen(environment: harness.environment, navigator: harness.navigator,
                                             nameWithOwner: "mona/sudoku", text: "is:issue is:closed")
        _ = harness.show(again, size: Size(width: 100, height: 30))
        #expect(again.handle(.enter))
        try await harness.settle(until: { again.status == .ready && again.results.rows.count == 4 }, "the closed issues")
        #expect(again.handle(.character("/")))
        type(" nothing-matches-this", into: again)
        #expect(again.handle(.escape))
        #expect(!again.capturesText)
        #expect(again.query == "is:issue is:closed")
        #expect(again.input.field.text == "is:issue is:closed")
        #expect(again.results.rows.count == 4)
        #expect(harness.navigator.backCount == 1)
        again.close()
        repository.close()
    }

    /// Nine results paged two at a time on a short terminal: pages land until the list's
    /// seven rows are full and the selection is more than three rows from the end, then
    /// `G` takes it to the end and the rest come.
    @Test func resultsPageInAsTheSelectionNearsTheEnd() async throws {
        let harness = try harness()
        PageSize.configured = 2
        let search = ConversationSearchScreen(environment: harness.environment, navigator: harness.navigator,
                                              nameWithOwner: "mona/sudoku", text: "is:closed", searching: true)
        PageSize.configured = PageSize.standard
        _ = harness.show(search, size: Size(width: 100, height: 10))
        try await harness.settle(until: { search.status == .ready && search.results.rows.count == 8 && !harness.contains("loading") },
                                 "the pages near the first row")
        #expect(harness.contains("9 issues and pull requests · 8 shown"))
        #expect(search.handle(.character("G")))
        try await harness.settle(until: { search.results.rows.count == 9 && !harness.contains("loading") }, "the rest")
        #expect(Set(search.results.rows.map(\.row.number)).count == 9)
        #expect(harness.contains("9 issues and pull requests"))
        #expect(!harness.contains("shown"))
        search.close()
    }

    /// Recorded at a quit, the search comes back searched, its selection where it was.
    @Test func theSearchIsRecordedAndMadeAgain() async throws {
        let harness = try harness()
        let search = ConversationSearchScreen(environment: harness.environment, navigator: harness.navigator,
                                              nameWithOwner: "mona/sudoku", text: "is:closed")
        #expect(search.descriptor == nil)
        #expect(search.handle(.enter))
        _ = harness.show(search, size: Size(width: 100, height: 30))
        try await harness.settle(until: { search.status == .ready && search.results.rows.count == 9 }, "the results")
        #expect(search.handle(.character("j")))
        #expect(search.handle(.character("j")))
        let descriptor = try #require(search.descriptor)
        search.close()

        // The next launch, with an empty store: it asks the server again.
        let relaunched = try self.harness()
        let made = try #require(try GitHubScreens.screen(for: descriptor, environment: relaunched.environment,
                                                         navigator: relaunched.navigator) as? ConversationSearchScreen)
        _ = relaunched.show(made, size: Size(width: 100, height: 30))
        try await relaunched.settle(until: { made.status == .ready && made.results.view.selection == 2 }, "the search again")
        #expect(made.query == "is:closed")
        #expect(made.title == "mona/sudoku: is:closed")
        #expect(!made.capturesText)
        made.close()

        for broken in [ScreenDescriptor("conversationSearch", ["repository": .string("sudoku"), "query": .string("is:open")]),
                       ScreenDescriptor("conversationSearch", ["repository": .string("mona/sudoku"), "query": .string("")])] {
            #expect(throws: ScreenDescriptorError.self) {
                _ = try GitHubScreens.screen(for: broken, environment: harness.environment, navigator: harness.navigator)
            }
        }
    }
}
