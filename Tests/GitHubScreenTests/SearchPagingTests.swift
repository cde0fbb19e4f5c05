import Baton
import BatonTesting
import BatonTUI
import Foundation
import SampleServerSupport
import ScreenTesting
import Testing
@testable import GitHub

/// The Search screen's results as a connection: `n`, or the selection nearing the end,
/// loads the next page of the same query, appended below the rows shown.
@MainActor
@Suite struct SearchPagingTests {
    private func search(_ text: String, on screen: SearchScreen) {
        for character in text { #expect(screen.handle(.character(character))) }
        #expect(screen.handle(.enter))
    }

    @Test func theNextPageIsAppendedAndTheRowsShownKeepTheirViews() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = SearchScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        let host = harness.show(screen, size: .onePage)
        search("user:mona", on: screen)
        try await harness.settle(until: { screen.status == .ready && screen.results.rows.count == 20 }, "the first page")
        #expect(harness.lines[2] == "60 repositories · 20 shown")
        let firstRow = try #require(screen.results.view.rowView(at: 0))
        let firstRenders = host.renderCount(of: firstRow)

        // The list nearing its end asks for the page; the selection stays where it is.
        screen.results.view.onNearEnd?()
        try await harness.settle(until: { screen.results.rows.count == 40 }, "the second page")
        #expect(harness.lines[2] == "60 repositories · 40 shown")
        #expect(screen.results.rows[19].nameWithOwner == "mona/maps-runtime")
        #expect(screen.results.rows[20].nameWithOwner == "mona/calendar-calendar")
        #expect(screen.results.view.rowView(at: 0) === firstRow)
        #expect(host.renderCount(of: firstRow) == firstRenders)
        #expect(screen.notice == nil)
        screen.close()
    }

    @Test func theSelectionNearingTheEndLoadsTheNextPageOnce() async throws {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let harness = ScreenHarness(transport: transport)
        let screen = SearchScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        let recordings = try ScreenHarness.recordings()
        let first = try #require(recordings.first { $0.operationName == "SearchScreenQuery" && $0.variables?["query"] == .string("user:mona") })
        let second = try #require(recordings.first { $0.operationName == "SearchResultsPaginationQuery" })
        search("user:mona", on: screen)
        try await transport.nextRequest().respond(first.payload)
        try await harness.settle(until: { screen.results.rows.count == 20 }, "the first page")

        #expect(screen.handle(.character("G")))
        let next = try await transport.nextRequest()
        #expect(next.request.operationName == "SearchResultsPaginationQuery")
        #expect(next.request.variables["query"] == .string("user:mona"))
        try await harness.settle(until: { harness.contains("to the end: 20 of") }, "the loading summary")
        // No second request for the page while it loads.
        #expect(screen.handle(.character("]")))
        #expect(transport.requests.count == 2)

        try next.respond(second.payload)
        try await harness.settle(until: { screen.results.rows.count == 40 }, "the second page")
        #expect(harness.lines[2] == "60 repositories · 40 shown")
        screen.close()
    }

    /// A page that lands after its screen is gone calls nothing of the screen, though its
    /// list, which a render host may still hold, is there to ask.
    @Test func aPageLandingAfterItsScreenIsGoneCallsNothingOfIt() async throws {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let harness = ScreenHarness(transport: transport)
        var screen: SearchScreen? = SearchScreen(environment: harness.environment, navigator: harness.navigator)
        let recordings = try ScreenHarness.recordings()
        let first = try #require(recordings.first { $0.operationName == "SearchScreenQuery" && $0.variables?["query"] == .string("user:mona") })
        let second = try #require(recordings.first { $0.operationName == "SearchResultsPaginationQuery" })
        let list = try #require(screen?.results.view)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(try #require(screen), size: .onePage)
        search("user:mona", on: try #require(screen))
        try await transport.nextRequest().respond(first.payload)
        try await harness.settle(until: { screen?.results.rows.count == 20 }, "the first page")
        #expect(screen?.handle(.character("G")) == true)
        let next = try await transport.nextRequest()
        screen?.close()
        let elsewhere = SearchScreen(environment: harness.environment, navigator: harness.navigator)
        _ = harness.show(elsewhere)
        weak let gone = screen
        screen = nil
        #expect(gone == nil)
        try next.respond(second.payload)
        try await harness.settle(until: { list.rowCount == 20 && transport.requests.count == 2 }, "the page landing")
        for _ in 0..<3 { await Task.yield() }
        withExtendedLifetime(list) {}
        elsewhere.close()
    }

    /// Each query keeps its own pages: the connection is keyed by the query.
    @Test func anotherQueryStartsFromItsOwnFirstPage() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = SearchScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        search("user:mona", on: screen)
        try await harness.settle(until: { screen.results.rows.count == 20 }, "the first page")
        #expect(screen.handle(.character("]")))
        try await harness.settle(until: { screen.results.rows.count == 40 }, "the second page")

        #expect(screen.handle(.character("/")))
        for _ in "user:mona" { #expect(screen.handle(.backspace)) }
        search("swift", on: screen)
        try await harness.settle(until: { harness.contains("14 repositories") }, "the other query's results")
        #expect(screen.results.rows.count == 14)
        #expect(harness.lines[2] == "14 repositories")
        screen.close()
    }
}

/// Paging a search to its end against the sample server.
@Suite(.sampleServer)
@MainActor
struct SearchPagingOverHTTPTests {
    @Test func bracketsPageToTheEndOfTheResults() async throws {
        let endpoint = try SampleServer.required().gitHubEndpoint
        let token = try SampleServer.gitHubToken()
        let harness = ScreenHarness(transport: HTTPTransport(endpoint: endpoint) { ["Authorization": "bearer \(token)"] })
        let screen = SearchScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        for character in "user:mona" { #expect(screen.handle(.character(character))) }
        #expect(screen.handle(.enter))
        try await harness.settle(until: { screen.status == .ready && screen.results.rows.count == 20 }, "the first page")
        #expect(harness.lines[2] == "60 repositories · 20 shown")

        #expect(screen.handle(.character("]")))
        try await harness.settle(until: { screen.results.rows.count == 40 }, "the second page")
        #expect(screen.handle(.character("]")))
        try await harness.settle(until: { screen.results.rows.count == 60 }, "the last page")
        #expect(harness.lines[2] == "60 repositories")
        #expect(Set(screen.results.rows.map(\.id)).count == 60)
        #expect(screen.notice == nil)
        screen.close()
    }
}
