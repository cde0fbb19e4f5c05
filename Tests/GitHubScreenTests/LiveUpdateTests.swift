import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// Shows `screen` and answers its query, `operationName`, from the recordings, until
/// it is ready; returns the answer, for a refetch to be answered alike.
@MainActor
@discardableResult
private func showAnswered(
    _ screen: any Screen, _ operationName: String, in harness: ScreenHarness, over transport: ScriptedTransport,
    size: Size = Size(width: 80, height: 30)
) async throws -> Payload {
    harness.show(screen, size: size)
    let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == operationName })
    try await transport.nextRequest().respond(recording.payload)
    try await harness.settle(until: { screen.status == .ready }, operationName)
    return recording.payload
}

/// What the screens show updates in place while shown: the repository's star count as
/// anyone stars, the issue's comments as anyone comments, each event through the
/// screen's subscription, rendering only what it changed; closing ends the stream.
@MainActor
@Suite struct LiveUpdateTests {
    private let transport = ScriptedTransport(handingOut: [.query, .mutation])
    private let harness: ScreenHarness

    init() {
        harness = ScreenHarness(transport: transport)
    }

    private func subscription(_ name: String) async throws -> HeldRequest {
        try await eventually("the \(name) request") { transport.held.first { $0.request.operationName == name } }
    }

    @Test func anotherUsersStarShowsInTheStarButtonAlone() async throws {
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        try await showAnswered(screen, "RepositoryScreenQuery", in: harness, over: transport)
        let host: RenderHost = harness.host
        #expect(harness.lines[3] == "☆ Star  115 stars")

        let live = try await subscription("StarCountSubscription")
        #expect(live.request.variables["repositoryId"] == .string("R_MDpSZXBvc2l0b3J5OjExNjM"))
        let renders = host.totalRenderCount
        try live.deliver(Payload(json: #"{"data":{"starCountChanged":{"id":"R_MDpSZXBvc2l0b3J5OjExNjM","viewerHasStarred":false,"stargazerCount":116}}}"#))
        try await harness.settle(until: { harness.lines[3] == "☆ Star  116 stars" }, "the new count")
        #expect(host.totalRenderCount == renders + 1)
        #expect(screen.liveStars?.handle.streamEvents == 1)

        screen.close()
        try await wait(until: { live.state == .cancelled }, "the stream's end")
    }

    @Test func anotherUsersCommentJoinsTheConversation() async throws {
        let screen = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1)
        try await showAnswered(screen, "IssueScreenQuery", in: harness, over: transport, size: Size(width: 60, height: 30))
        #expect(harness.contains("Comments (1)"))

        let live = try await subscription("IssueCommentSubscription")
        #expect(live.request.variables["issueId"] == .string("I_MDpJc3N1ZToyNTk0"))
        let comment = #"{"id":"IC_live","author":{"__typename":"User","login":"hubot","__isNode":"User","id":"U_hubot"},"body":"Seen on **Linux** too","createdAt":"2026-12-01T10:00:00Z","url":"https://github.com/mona/maze-ingest/issues/1#issuecomment-9001","__typename":"IssueComment"}"#
        try live.deliver(Payload(json: #"{"data":{"issueCommentAdded":\#(comment)}}"#))
        try await harness.settle(until: { harness.contains("Comments (2)") }, "the live comment")
        #expect(harness.contains("@hubot · "))
        #expect(harness.contains("Seen on Linux too"))
        // The same comment again (the author's own, answered by the mutation too) is not doubled.
        try live.deliver(Payload(json: #"{"data":{"issueCommentAdded":\#(comment)}}"#))
        try await harness.settle(until: { screen.thread.liveComments?.handle.streamEvents == 2 }, "the second event")
        #expect(harness.contains("Comments (2)"))
        screen.close()
    }

    /// What the server sent while the stream was parked is lost: once the resumed
    /// stream is open, the repository is fetched again, once.
    @Test func aResumedStarStreamFetchesTheRepositoryAgainOnceOpen() async throws {
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        let answer = try await showAnswered(screen, "RepositoryScreenQuery", in: harness, over: transport)
        _ = try await subscription("StarCountSubscription")

        harness.environment.isActive = false
        harness.environment.isActive = true
        #expect(screen.liveStars?.handle.resumptions == 1)
        try await wait(until: { transport.requests(.subscription).count == 2 }, "the subscription sent again")
        let resumed = try #require(transport.held.last { $0.request.operationName == "StarCountSubscription" })
        try await harness.settle(until: { true }, "the resumption seen")
        #expect(transport.requests(.query).count == 1, "nothing fetched before the stream opens")

        try resumed.deliver(Payload(json: #"{"data":{"starCountChanged":{"id":"R_MDpSZXBvc2l0b3J5OjExNjM","viewerHasStarred":false,"stargazerCount":117}}}"#))
        // The refetch follows several hops of the main actor and the pool: the bound is
        // the harness's, for a whole suite running in parallel on two cores.
        let refetch = try await transport.nextRequest()
        #expect(refetch.request.operationName == "RepositoryScreenQuery")
        try refetch.respond(answer)
        try await harness.settle(until: { screen.status == .ready }, "the repository again")
        #expect(transport.requests(.query).count == 2)
        #expect(transport.requests(.subscription).count == 2)
        screen.close()
    }

    /// A stream cut by the network waits out its backoff and resumes; once it is open,
    /// the issue is fetched again, its comments with it.
    @Test func aResumedCommentStreamFetchesTheIssueAgainOnceOpen() async throws {
        let screen = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1)
        try await showAnswered(screen, "IssueScreenQuery", in: harness, over: transport, size: Size(width: 60, height: 30))
        let live = try await subscription("IssueCommentSubscription")

        try live.refuse(TransportError.connection("reset by peer"))
        try await wait(until: { transport.requests(.subscription).count == 2 }, "the subscription sent again")
        let resumed = try #require(transport.held.last { $0.request.operationName == "IssueCommentSubscription" })
        #expect(screen.thread.liveComments?.handle.resumptions == 1)
        let comment = #"{"id":"IC_after","author":{"__typename":"User","login":"hubot","__isNode":"User","id":"U_hubot"},"body":"Back","createdAt":"2026-12-01T11:00:00Z","url":"https://github.com/mona/maze-ingest/issues/1#issuecomment-9002","__typename":"IssueComment"}"#
        try resumed.deliver(Payload(json: #"{"data":{"issueCommentAdded":\#(comment)}}"#))
        let refetch = try await transport.nextRequest()
        #expect(refetch.request.operationName == "IssueScreenQuery")
        #expect(transport.requests(.query).count == 2)
        #expect(transport.requests(.subscription).count == 2)
        screen.close()
    }
}

/// Where the server streams nothing (GitHub's own API), the screens hold no
/// subscription and send none.
@MainActor
@Suite struct NoLiveUpdatesTests {
    private let transport = ScriptedTransport(handingOut: [.query, .mutation])
    private let harness: ScreenHarness

    init() {
        harness = ScreenHarness(transport: transport, serverStreams: false)
    }

    @Test func theRepositoryAndIssueScreensSubscribeToNothing() async throws {
        let repository = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        try await showAnswered(repository, "RepositoryScreenQuery", in: harness, over: transport)
        let issue = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1)
        try await showAnswered(issue, "IssueScreenQuery", in: harness, over: transport, size: Size(width: 60, height: 30))

        #expect(repository.liveStars == nil)
        #expect(issue.thread.liveComments == nil)
        #expect(transport.requests(.subscription).isEmpty)
        #expect(harness.environment.liveStreams.isEmpty)
        repository.close()
        issue.close()
    }
}
