import Baton
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// `s` on the Repository screen: optimistic, confirmed, reverted with a reason, and
/// ignored while in flight; only the star button renders.
@MainActor
@Suite struct StarringTests {
    private let transport = ScriptedTransport(handingOut: [.query, .mutation])
    private let harness: ScreenHarness
    private let screen: RepositoryScreen

    init() {
        harness = ScreenHarness(transport: transport)
        screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
    }

    private func showRepository() async throws -> RenderHost {
        // One page fills the list, so nothing loads by itself.
        let host = harness.show(screen, size: .onePage)
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "RepositoryScreenQuery" })
        try await transport.nextRequest().respond(recording.payload)
        try await harness.settle(until: { screen.status == .ready }, "the repository")
        #expect(harness.lines[3] == "☆ Star  115 stars")
        return host
    }

    private func answer(_ field: String, starred: Bool, count: Int) -> String {
        #"{"data":{"\#(field)":{"starrable":{"__typename":"Repository","id":"R_MDpSZXBvc2l0b3J5OjExNjM","viewerHasStarred":\#(starred),"stargazerCount":\#(count)}}}}"#
    }

    @Test func aStarShowsInTheKeystrokeAndTheAnswerConfirmsIt() async throws {
        let host = try await showRepository()
        let renders = host.totalRenderCount

        #expect(screen.handle(.character("s")))
        // Before any answer, before the request is even looked at: the next pass shows it.
        harness.scheduler.runTurn()
        #expect(harness.lines[3] == "★ Starred  116 stars")
        #expect(host.totalRenderCount == renders + 1)

        let request = try await transport.nextRequest()
        #expect(request.request.operationName == "AddStarMutation")
        // A second `s` while the star is in flight sends nothing and changes nothing.
        #expect(screen.handle(.character("s")))
        harness.scheduler.runTurn()
        #expect(harness.lines[3] == "★ Starred  116 stars")

        try request.respond(json: answer("addStar", starred: true, count: 116))
        try await wait(until: { transport.held.allSatisfy { $0.request.kind == .subscription } && harness.environment.store.optimisticLayerCount == 0 }, "the answer's commit")
        harness.scheduler.runTurn()
        #expect(harness.lines[3] == "★ Starred  116 stars")
        #expect(transport.requests(.mutation).count == 1)
        #expect(screen.notice == nil)
    }

    @Test func aFailureRevertsTheStarAndSaysWhy() async throws {
        _ = try await showRepository()
        #expect(screen.handle(.character("s")))
        harness.scheduler.runTurn()
        #expect(harness.lines[3] == "★ Starred  116 stars")

        try await transport.nextRequest().refuse(TransportError.http(status: 502, body: Data(), retryAfter: nil))
        try await harness.settle(until: { screen.notice != nil }, "the failure")
        #expect(harness.lines[3] == "☆ Star  115 stars")
        #expect(screen.notice == "Could not star mona/maze-ingest: GitHub answered HTTP 502.")
        #expect(screen.status == .ready)

        // The next toggle clears the notice and sends again.
        #expect(screen.handle(.character("s")))
        #expect(screen.notice == nil)
        #expect(try await transport.nextRequest().request.operationName == "AddStarMutation")
    }

    /// `r` fetches the repository again, which says what stands now: the reason an
    /// earlier star failed no longer stays beside it.
    @Test func retryLetsAFailedStarsReasonGo() async throws {
        _ = try await showRepository()
        #expect(screen.handle(.character("s")))
        try await transport.nextRequest().refuse(TransportError.http(status: 502, body: Data(), retryAfter: nil))
        try await harness.settle(until: { screen.notice != nil }, "the failure")

        screen.retry()
        #expect(screen.notice == nil)
        try await answerRefresh(starred: true, count: 116)
        try await harness.settle(until: { harness.lines[3] == "★ Starred  116 stars" }, "the refreshed star")
        #expect(screen.notice == nil)
    }

    /// Answers the refetch of the repository with the recording, starred as the server now holds it.
    private func answerRefresh(starred: Bool, count: Int) async throws {
        let request = try await transport.nextRequest()
        #expect(request.request.operationName == "RepositoryScreenQuery")
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "RepositoryScreenQuery" })
        var json = String(decoding: try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: recording.payload.bytes)), as: UTF8.self)
        json = json.replacingOccurrences(of: #""viewerHasStarred":false"#, with: #""viewerHasStarred":\#(starred)"#)
            .replacingOccurrences(of: #""stargazerCount":115"#, with: #""stargazerCount":\#(count)"#)
        try request.respond(json: json)
    }

    @Test func anErrorInPlaceOfTheRepositoryIsSaidAndTheRepositoryRefreshed() async throws {
        _ = try await showRepository()
        #expect(screen.handle(.character("s")))
        // The server starred it, then failed the count: the null reaches the payload's repository.
        let failed = #"{"data":{"addStar":{"starrable":null}},"errors":[{"message":"stargazerCount failed","path":["addStar","starrable","stargazerCount"]}]}"#
        try await transport.nextRequest().respond(json: failed)
        try await answerRefresh(starred: true, count: 116)
        try await harness.settle(until: { screen.notice?.contains("refreshed") == true }, "the refresh")
        #expect(harness.lines[3] == "★ Starred  116 stars")
        #expect(screen.notice == "Not known whether mona/maze-ingest was starred (GitHub answered with an error: stargazerCount failed); refreshed: starred")
    }

    @Test func anAnswerCutOffIsAnUnknownOutcomeAndTheRepositoryRefreshed() async throws {
        _ = try await showRepository()
        #expect(screen.handle(.character("s")))
        try await transport.nextRequest().refuse(TransportError.truncated)
        try await answerRefresh(starred: true, count: 116)
        try await harness.settle(until: { screen.notice?.contains("refreshed") == true }, "the refresh")
        #expect(harness.lines[3] == "★ Starred  116 stars")
        #expect(screen.notice?.hasPrefix("Not known whether mona/maze-ingest was starred (") == true)
        #expect(screen.notice?.hasSuffix("); refreshed: starred") == true)
    }

    /// On the Repositories list, `s` stars the selected repository: its row renders, and
    /// nothing else on the screen does.
    @Test func aStarFromTheListRendersThatRowAlone() async throws {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let harness = ScreenHarness(transport: transport)
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        let host = harness.show(screen, size: .onePage)
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "ViewerRepositoriesScreenQuery" })
        try await transport.nextRequest().respond(recording.payload)
        try await harness.settle(until: { screen.status == .ready }, "the repositories")
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.character("j")))
        harness.scheduler.runTurn()
        let renders = host.totalRenderCount
        let row = try #require(screen.rows.view.rowView(at: 2))
        let rowRenders = host.renderCount(of: row)

        #expect(screen.handle(.character("s")))
        harness.scheduler.runTurn()
        #expect(harness.lines[4].hasPrefix("›★ mona/scheduler-client"))
        #expect(harness.lines[4].hasSuffix("★ 71"))
        #expect(host.renderCount(of: row) == rowRenders + 1)
        #expect(host.totalRenderCount == renders + 1)

        let sent = try await transport.nextRequest()
        #expect(sent.request.operationName == "AddStarMutation")
        // Another repository's star is its own: it goes out while the first is in flight.
        #expect(screen.handle(.character("k")))
        #expect(screen.handle(.character("s")))
        #expect(try await transport.nextRequest().request.operationName == "AddStarMutation")
        #expect(transport.requests(.mutation).count == 2)
        screen.close()
    }
}
