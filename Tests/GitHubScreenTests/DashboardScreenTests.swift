import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import SampleServerSupport
import ScreenTesting
import Testing
@testable import GitHub

/// The GitHub tab's dashboard against the sample server, whose data gives mona twelve
/// pull requests awaiting her review and sixty-six of her own open.
@Suite(.sampleServer)
@MainActor
struct DashboardScreenTests {
    private func harness() throws -> ScreenHarness {
        let endpoint = try SampleServer.required().gitHubEndpoint
        let token = try SampleServer.gitHubToken()
        // The inbox asks the same server's REST API, as the app's connection sets it.
        GitHubREST.connected = GitHubREST(graphQLEndpoint: endpoint, token: token)
        return ScreenHarness(transport: HTTPTransport(endpoint: endpoint) { ["Authorization": "bearer \(token)"] })
    }

    private func dashboard(_ harness: ScreenHarness, width: Int = 160) async throws -> DashboardScreen {
        let screen = DashboardScreen(environment: harness.environment, navigator: harness.navigator, sections: GitHubSection.defaults)
        _ = harness.show(screen, size: Size(width: width, height: 30))
        try await harness.settle(until: { screen.status == .ready && screen.current.count != nil }, "the first section")
        return screen
    }

    @Test func theDefaultSectionsCountWhatNeedsTheViewer() async throws {
        let harness = try harness()
        let screen = try await dashboard(harness)
        try await harness.settle(until: { screen.sections.allSatisfy { $0.count != nil } }, "every section's count")
        #expect(screen.title == "Review requested")
        // The inbox's count moves as other tests comment on the shared server.
        #expect(screen.sections.dropLast().map(\.count) == [12, 66, 12, 234, 60, 40].map(Optional.some))
        #expect(harness.lines[0].hasPrefix(" Review requested (12) │ My pull requests (66) │ Assigned to me (12) │ Involved (234)"))
        let current = try #require(screen.current as? ConversationSectionScreen)
        #expect(current.results.rows.count == 12)
        #expect(current.results.rows.allSatisfy { if case .pullRequest = $0 { true } else { false } })
        // Beside the preview the list keeps the columns that fit.
        #expect(harness.contains("Repository") && harness.contains("Review") && harness.contains("Updated"))
        screen.close()
    }

    @Test func aRowSaysWhereThePullRequestStandsInColumns() async throws {
        let harness = try harness()
        let screen = try await dashboard(harness)
        // The preview closed, the list takes the whole width.
        #expect(screen.handle(.character("p")))
        _ = harness.render()
        let current = try #require(screen.current as? ConversationSectionScreen)
        let item = try #require(current.results.rows.first)
        let line = try #require(harness.lines.first { $0.contains(item.title.prefix(20)) })
        #expect(line.contains(item.nameWithOwner.prefix(20)))
        #expect(line.contains("#\(item.number)"))
        #expect(line.contains("open"))
        if let review = item.review { #expect(line.contains(review.words)) }
        if let checks = item.checks { #expect(line.contains(checks.words)) }
        if let author = item.author { #expect(line.contains("@" + author.prefix(10))) }
        // Every row's title starts in the heading's column.
        let headingLine = try #require(harness.lines.first { $0.contains("Title") && $0.contains("Repository") })
        let titleColumn = try #require(headingLine.range(of: "Title")).lowerBound.utf16Offset(in: headingLine)
        #expect(line.dropFirst(titleColumn).hasPrefix(item.title.prefix(10)))
        let values = screen.commandValues
        #expect(values["RepoNameWithOwner"] == item.nameWithOwner && values["Number"] == "\(item.number)")
        #expect(values["HeadRefName"] != nil && values["Url"] == item.url)
        screen.close()
    }

    @Test func switchingSectionsKeepsEachOnesSelection() async throws {
        let harness = try harness()
        let screen = try await dashboard(harness)
        #expect(screen.handle(.character("j")) && screen.handle(.character("j")))
        #expect(screen.handle(.right))
        #expect(screen.title == "My pull requests")
        try await harness.settle(until: { screen.status == .ready && screen.current.count != nil }, "the second section")
        #expect(screen.current.recordedPlace.selection == 0)
        #expect(screen.handle(.character("<")))
        #expect(screen.current.recordedPlace.selection == 2)
        // Before the first is the last: the inbox.
        #expect(screen.handle(.left) && screen.title == "Inbox")
        let descriptor = try #require(screen.descriptor)
        #expect(descriptor == ScreenDescriptor("dashboard", ["section": .string("Inbox")], selection: 0))
        screen.close()
    }

    @Test func slashEditsTheShownSectionsQueryInPlace() async throws {
        let harness = try harness()
        let screen = try await dashboard(harness)
        let current = try #require(screen.current as? ConversationSectionScreen)
        #expect(screen.handle(.character("/")) && screen.capturesText)
        // The section bar's keys type while the line is edited.
        for character in " draft:false >" { #expect(screen.handle(.character(character))) }
        #expect(screen.title == "Review requested")
        #expect(current.listing.input.field.text == "is:open is:pr review-requested:@me draft:false >")
        screen.close()
    }

    @Test func aNarrowRowDropsColumnsInTheirOrderAndNeverTheTitle() {
        let wide = DashboardColumns(width: 200, start: 1, hidden: [])
        #expect(wide.placed.map(\.column) == [.repository, .number, .state, .review, .checks, .author, .comments, .updated])
        #expect(wide.showsLabels)
        let narrow = DashboardColumns(width: 80, start: 1, hidden: [])
        #expect(!narrow.showsLabels)
        #expect(narrow.titleWidth >= DashboardColumns.minimumTitleWidth)
        #expect(narrow.placed.map(\.column) == [.repository, .number, .state, .updated])
        let tiny = DashboardColumns(width: 20, start: 1, hidden: [])
        #expect(tiny.placed.isEmpty && tiny.titleWidth == 19)
        let hidden = DashboardColumns(width: 200, start: 1, hidden: [.repository, .labels])
        #expect(!hidden.placed.contains { $0.column == .repository } && !hidden.showsLabels)
    }

    @Test func enterOpensThePullRequestAndTheDashboardIsRestoredOnItsSection() async throws {
        let harness = try harness()
        let screen = try await dashboard(harness)
        #expect(screen.handle(.character("j")))
        let current = try #require(screen.current as? ConversationSectionScreen)
        let item = try #require(current.results.selected)
        #expect(screen.handle(.enter))
        let opened = try #require(harness.navigator.opened.last as? PullRequestScreen)
        #expect(opened.title == "\(item.nameWithOwner)#\(item.number)")
        opened.close()
        #expect(screen.handle(.right))
        let recorded = try #require(screen.descriptor)
        screen.close()

        let restored = try GitHubScreens.screen(for: recorded, environment: harness.environment, navigator: harness.navigator)
        #expect((restored as? DashboardScreen)?.title == "My pull requests")
        restored.close()
    }

    /// The preview follows the selection without a fetch per key: rows passed over
    /// quickly fetch nothing, the row the selection rests on is fetched once, and a row
    /// whose conversation the store holds draws in the frame that selected it.
    @Test func thePreviewIsFetchedWhenTheSelectionRests() async throws {
        let endpoint = try SampleServer.required().gitHubEndpoint
        let token = try SampleServer.gitHubToken()
        let transport = CountingTransport(HTTPTransport(endpoint: endpoint) { ["Authorization": "bearer \(token)"] })
        let harness = ScreenHarness(transport: transport)
        let screen = try await dashboard(harness)
        let section = try #require(screen.current as? ConversationSectionScreen)
        try await harness.settle(until: { section.listing.preview?.screen?.status == .ready }, "the first row's preview")
        #expect(transport.count("PullRequestScreenQuery") == 1)
        let first = try #require(section.results.rows.first)
        #expect(harness.render().contains { $0.contains("\(first.nameWithOwner)#\(first.number)") || $0.contains(first.title.prefix(30)) })

        // Five rows down in one turn: nothing fetched for the rows passed over.
        for _ in 0..<5 { #expect(screen.handle(.character("j"))) }
        let sixth = try #require(section.results[5])
        try await harness.settle(until: {
            section.listing.preview?.screen?.title == "\(sixth.nameWithOwner)#\(sixth.number)" && section.listing.preview?.screen?.status == .ready
        }, "the sixth row's preview")
        #expect(transport.count("PullRequestScreenQuery") == 2)

        // Back to the first: the store holds it, so its preview is there before the frame
        // that shows the selection moved is drawn, ready, and nothing is sent, then or
        // once the selection rested.
        #expect(screen.handle(.character("g")))
        #expect(section.listing.preview?.screen?.title == "\(first.nameWithOwner)#\(first.number)")
        #expect(section.listing.preview?.screen?.status == .ready)
        try await Task.sleep(for: .milliseconds(300))
        try await harness.settle(until: { true }, "the rested selection")
        #expect(transport.count("PullRequestScreenQuery") == 2)

        // r fetches what the preview shows again, with the section.
        screen.retry()
        try await harness.settle(until: { transport.count("PullRequestScreenQuery") == 3 }, "the preview fetched again")

        // P moves the keys into the preview and Esc gives them back.
        #expect(screen.handle(.character("P")) && screen.capturesText)
        #expect(screen.handle(.escape) && !screen.capturesText)
        screen.close()
    }

    /// A section shorter than a tall terminal, with more to load, loads its next pages
    /// by itself until the rows fill the height; one that has no more asks for nothing.
    @Test func aTallTerminalIsFilledWithoutAKey() async throws {
        let harness = try harness()
        let screen = DashboardScreen(environment: harness.environment, navigator: harness.navigator, sections: GitHubSection.defaults)
        #expect(screen.handle(.right))
        _ = harness.show(screen, size: Size(width: 100, height: 60))
        let section = try #require(screen.current as? ConversationSectionScreen)
        try await harness.settle(until: { section.results.rows.count >= 40 }, "the rows to fill the height")
        #expect(section.results.rows.count < 66)
        #expect(harness.contains("66 pull requests · \(section.results.rows.count) shown"))
        screen.close()
    }

    /// A bar too narrow for every section keeps the shown one and its neighbours whole,
    /// and says how many it leaves out on either side.
    @Test func aNarrowBarSaysHowManySectionsItLeavesOut() {
        let widths = [21, 21, 19, 14, 22, 12]
        #expect(SectionBar.window(widths, shown: 0, width: 200) == 0...5)
        let first = SectionBar.window(widths, shown: 0, width: 60)
        #expect(first.lowerBound == 0 && first.upperBound < 5)
        let last = SectionBar.window(widths, shown: 5, width: 60)
        #expect(last.upperBound == 5 && last.lowerBound > 0)
        #expect(SectionBar.window(widths, shown: 2, width: 10) == 2...2)
    }
}
