import Baton
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// The Search screen: the query typed, the results' rows, opening one, leaving.
@MainActor
@Suite struct SearchScreenTests {
    private func type(_ text: String, into screen: SearchScreen) {
        for character in text { #expect(screen.handle(.character(character))) }
    }

    @Test func typingAQueryAndEnterShowsTheMatchingRepositories() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = SearchScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        #expect(screen.capturesText)
        #expect(harness.lines[0].hasPrefix("Search:  words"))

        type("swift", into: screen)
        #expect(screen.handle(.enter))
        #expect(!screen.capturesText)
        #expect(screen.title == "Search: swift")
        try await harness.settle(until: { screen.status == .ready && harness.contains("14 repositories") }, "the results")
        #expect(harness.lines[0] == "Search: swift")
        #expect(harness.lines[3].hasPrefix("›  mona/maze-ingest"))
        #expect(screen.results.rows.count == 14)

        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.enter))
        let opened = try #require(harness.navigator.opened.last as? RepositoryScreen)
        #expect(opened.title == "paper-planes/socket")
        opened.close()
        screen.close()
    }

    @Test func slashEditsTheQueryAgainAndEscapeKeepsTheResults() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = SearchScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        type("swift", into: screen)
        _ = screen.handle(.enter)
        try await harness.settle(until: { screen.status == .ready }, "the results")

        #expect(screen.handle(.character("/")))
        #expect(screen.capturesText)
        #expect(screen.handle(.escape))
        #expect(!screen.capturesText)
        #expect(screen.query == "swift")
        #expect(harness.navigator.backCount == 0)
        screen.close()
    }

    @Test func escapeBeforeAnySearchGoesBack() {
        let harness = ScreenHarness(transport: SilentTransport())
        let screen = SearchScreen(environment: harness.environment, navigator: harness.navigator)
        #expect(screen.handle(.escape))
        #expect(harness.navigator.backCount == 1)
    }
}
