import Baton
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// Paging the viewer's repositories: `]`, or the selection nearing the end, loads the
/// next page through the connection, appended below the rows already shown.
@MainActor
@Suite struct PagingTests {
    @Test func theNextPageIsAppendedAndTheRowsShownKeepTheirViews() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        let host = harness.show(screen, size: .onePage)
        try await harness.settle(until: { screen.status == .ready }, "the first page")
        let firstRow = try #require(screen.rows.view.rowView(at: 0))
        let firstRenders = host.renderCount(of: firstRow)

        // The list nearing its end asks for the page; the selection stays where it is.
        screen.rows.view.onNearEnd?()
        try await harness.settle(until: { screen.rows.rows.count == 40 }, "the second page")
        #expect(harness.lines[0] == "mona · 60 repositories · 40 shown")
        #expect(screen.rows.rows[20].nameWithOwner == "mona/logger-cli")
        // The rows already shown keep their views and draw nothing again.
        #expect(screen.rows.view.rowView(at: 0) === firstRow)
        #expect(host.renderCount(of: firstRow) == firstRenders)
        #expect(screen.notice == nil)
        screen.close()
    }

    /// The viewer's repositories over a transport the test answers, the first page shown.
    static func firstPage() async throws -> (ScriptedTransport, ScreenHarness, RepositoriesScreen) {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let harness = ScreenHarness(transport: transport)
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        let first = try #require(try ScreenHarness.recordings().first { $0.operationName == "ViewerRepositoriesScreenQuery" })
        try await transport.nextRequest().respond(first.payload)
        try await harness.settle(until: { screen.status == .ready }, "the first page")
        return (transport, harness, screen)
    }

    @Test func capitalGLoadsTheNextPageTowardTheEnd() async throws {
        let (transport, harness, screen) = try await Self.firstPage()

        // `G` follows the end: pages of GitHub's largest, and the summary says how far.
        #expect(screen.handle(.character("G")))
        let next = try await transport.nextRequest()
        #expect(next.request.operationName == "RepositoryListPaginationQuery")
        #expect(next.request.variables["count"] == .int(PageSize.largest))
        try await harness.settle(until: { harness.contains("60 repositories · to the end: 20 of 60") }, "the summary")
        // A second request for the same page is not sent while it loads.
        #expect(screen.handle(.character("]")))
        #expect(transport.requests.count == 2)

        try next.refuse(TransportError.timedOut)
        try await harness.settle(until: { screen.notice != nil }, "the failure")
        #expect(screen.notice == "Could not load more: GitHub did not answer in time.")
        #expect(screen.rows.rows.count == 20)
        #expect(harness.lines[0] == "mona · 60 repositories · 20 shown")
        screen.close()
    }
}

/// `G` toward the end when a page cannot be loaded: the list stops following it, and the
/// summary says what is shown rather than how far the end came.
@Suite
@MainActor
struct FollowingTheEndTests {
    @Test func aPageThatFailsWhileGFollowsTheEndLetsTheEndGo() async throws {
        let (transport, harness, screen) = try await PagingTests.firstPage()
        #expect(screen.handle(.character("G")))
        let next = try await transport.nextRequest()
        try await harness.settle(until: { harness.contains("60 repositories · to the end: 20 of 60") }, "the summary")
        try next.refuse(TransportError.http(status: 502, body: Data(), retryAfter: nil))
        try await harness.settle(until: { screen.notice != nil }, "the failure")
        #expect(screen.notice == "Could not load more: GitHub answered HTTP 502.")
        #expect(!screen.rows.view.followsEnd)
        #expect(harness.lines[0] == "mona · 60 repositories · 20 shown")
        screen.close()
    }
}

/// `]` and `[` on a connection's list: by pages of the connection's size, loading as needed.
@Suite
@MainActor
struct BracketPagingTests {
    @Test func bracketsMoveByPagesAndLoadThePageNotThereYet() async throws {
        let (transport, harness, screen) = try await PagingTests.firstPage()
        let second = try #require(try ScreenHarness.recordings().first { $0.operationName == "RepositoryListPaginationQuery" })

        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.character("]")))
        // The page is not there: the last row is selected while one request asks for it.
        #expect(screen.rows.view.selection == 19)
        let next = try await transport.nextRequest()
        #expect(next.request.operationName == "RepositoryListPaginationQuery")
        #expect(transport.requests.count == 2)
        try next.respond(second.payload)
        try await harness.settle(until: { screen.rows.rows.count == 40 }, "the second page")
        #expect(screen.rows.view.selection == 20)

        #expect(screen.handle(.character("[")))
        #expect(screen.rows.view.selection == 0)
        #expect(screen.handle(.character("]")))
        #expect(screen.rows.view.selection == 20)
        #expect(transport.requests.count == 2)
        screen.close()
    }
    /// The configuration's page size is the count the first page and the next ask for,
    /// and the brackets' step; a screen keeps the size it was made with.
    @Test func aConfiguredPageSizeIsTheCountAskedForAndTheBracketsStep() async throws {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let harness = ScreenHarness(transport: transport)
        // Set and put back within one turn of the main actor, which every screen test runs on.
        PageSize.configured = 5
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        PageSize.configured = PageSize.standard
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        let first = try await transport.nextRequest()
        #expect(first.request.variables["count"] == .int(5))
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "ViewerRepositoriesScreenQuery" })
        try first.respond(recording.payload)
        try await harness.settle(until: { screen.status == .ready }, "the first page")

        // The recorded page holds 20 rows: `]` goes through them 5 at a time, then asks for 5 more.
        for row in [5, 10, 15] {
            #expect(screen.handle(.character("]")))
            #expect(screen.rows.view.selection == row)
        }
        #expect(screen.handle(.character("]")))
        let next = try await transport.nextRequest()
        #expect(next.request.operationName == "RepositoryListPaginationQuery")
        #expect(next.request.variables["count"] == .int(5))
        #expect(screen.handle(.character("[")))
        #expect(screen.rows.view.selection == 10)
        screen.close()
    }
}
