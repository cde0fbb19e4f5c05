import Baton
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

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
        let host = harness.show(screen)
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "RepositoryScreenQuery" })
        try await transport.nextRequest().respond(recording.payload)
        try await harness.settle(until: { screen.status == .ready }, "the repository")
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
        _ = harness.show(screen, size: Size(width: 60, height: 30))
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "IssueScreenQuery" })
        try await transport.nextRequest().respond(recording.payload)
        try await harness.settle(until: { screen.status == .ready }, "the issue")
        #expect(harness.contains("Comments (1)"))

        let live = try await subscription("IssueCommentSubscription")
        #expect(live.request.variables["issueId"] == .string("I_MDpJc3N1ZToyNTk0"))
        let comment = #"{"id":"IC_live","author":{"__typename":"User","login":"hubot","__isNode":"User","id":"U_hubot"},"body":"Seen on **Linux** too","createdAt":"2026-12-01T10:00:00Z","__typename":"IssueComment"}"#
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
}
