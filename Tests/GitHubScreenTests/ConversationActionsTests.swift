import Baton
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// The actions on a dashboard section's pull request ("My pull requests", two of
/// mona's, one a merge away): a close asks first, shows in the row and in the section's
/// count in the key's frame, and a refusal or a failure puts both back and says why.
@MainActor
@Suite struct ConversationActionsTests {
    private let transport = ScriptedTransport(handingOut: [.query, .mutation])
    private let harness: ScreenHarness
    private let screen: ConversationSectionScreen
    private let id = "PR_MDpQdWxsUmVxdWVzdDoxMjg4OQ"

    init() throws {
        harness = ScreenHarness(transport: transport)
        let section = try #require(GitHubSection.defaults.first { $0.title == "My pull requests" })
        screen = ConversationSectionScreen(environment: harness.environment, navigator: harness.navigator, section: section)
    }

    private func showSection() async throws {
        _ = harness.show(screen, size: Size(width: 100, height: Size.onePage.height))
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "DashboardSectionQuery" })
        try await transport.nextRequest().respond(recording.payload)
        try await harness.settle(until: { screen.status == .ready && screen.count == 2 }, "the section")
        #expect(row?.contains(" open ") == true)
        #expect(harness.contains("2 pull requests"))
    }

    /// The first row's line, mona/baton-metrics#16's.
    private var row: String? {
        harness.lines.first { $0.contains("#16") && $0.contains("baton-metrics") }
    }

    private func closeFirst() async throws -> HeldRequest {
        #expect(screen.handle(.character("x")))
        harness.scheduler.runTurn()
        #expect(screen.notice == "Close pull request mona/baton-metrics#16 without merging? y closes, any other key cancels")
        #expect(screen.capturesText && screen.asksQuestion)
        #expect(screen.handle(.character("y")))
        harness.scheduler.runTurn()
        // Before the request is looked at: the row and the count already say it.
        #expect(row?.contains(" closed ") == true)
        // The count, which the section follows from the store, at the next turn.
        try await harness.settle(until: { screen.count == 1 && harness.contains("1 pull request") }, "the count")
        let request = try await transport.nextRequest()
        #expect(request.request.operationName == "ClosePullRequestMutation")
        return request
    }

    @Test func aCloseCancelledSendsNothing() async throws {
        try await showSection()
        #expect(screen.handle(.character("x")))
        #expect(screen.handle(.character("n")))
        harness.scheduler.runTurn()
        #expect(screen.notice == "Not closed: nothing was sent")
        #expect(!screen.capturesText && !screen.asksQuestion)
        #expect(row?.contains(" open ") == true)
        #expect(transport.requests(.mutation).isEmpty)
        // The question gone, `j` moves the list again.
        #expect(screen.handle(.character("j")))
        #expect(screen.results.view.selection == 1)
    }

    @Test func aConfirmedCloseStaysInTheRowAndTheCount() async throws {
        try await showSection()
        let request = try await closeFirst()
        try request.respond(json: #"{"data":{"closePullRequest":{"pullRequest":{"id":"\#(id)","state":"CLOSED"}}}}"#)
        try await harness.settle(until: { harness.environment.store.optimisticLayerCount == 0 }, "the answer's commit")
        #expect(row?.contains(" closed ") == true)
        #expect(screen.count == 1)
        #expect(screen.notice == nil)
        #expect(transport.requests(.mutation).count == 1)
    }

    @Test func aRefusalRevertsTheRowAndTheCountInGitHubsWords() async throws {
        try await showSection()
        let request = try await closeFirst()
        try request.respond(json: #"""
            {"data":{"closePullRequest":null},"errors":[{"type":"FORBIDDEN","path":["closePullRequest"],
             "locations":[{"line":1,"column":74}],"message":"Resource not accessible by integration"}]}
            """#)
        try await harness.settle(until: { screen.notice != nil }, "the refusal")
        #expect(screen.notice == "Could not close mona/baton-metrics#16: Resource not accessible by integration")
        try await harness.settle(until: { screen.count == 2 && harness.contains("2 pull requests") }, "the count back")
        #expect(row?.contains(" open ") == true)
    }

    @Test func aFailureBeforeGitHubActedRevertsAndSaysSo() async throws {
        try await showSection()
        let request = try await closeFirst()
        try request.refuse(TransportError.http(status: 502, body: Data(), retryAfter: nil))
        try await harness.settle(until: { screen.notice != nil }, "the failure")
        #expect(screen.notice == "Could not close mona/baton-metrics#16: GitHub answered HTTP 502.")
        try await harness.settle(until: { screen.count == 2 }, "the count back")
        #expect(row?.contains(" open ") == true)
    }

    @Test func anUnknownOutcomeFetchesThePullRequestAgain() async throws {
        try await showSection()
        let request = try await closeFirst()
        try request.refuse(TransportError.timedOut)
        let again = try await transport.nextRequest()
        #expect(again.request.operationName == "PullRequestScreenQuery")
        #expect(screen.notice?.hasPrefix("Not known whether GitHub did close mona/baton-metrics#16") == true)
        #expect(screen.notice?.hasSuffix("; refreshing it") == true)
        // Until GitHub says, the row shows what the store held before.
        harness.scheduler.runTurn()
        #expect(row?.contains(" open ") == true)
    }

    @Test func aSecondActionWhileOneWaitsSendsNothing() async throws {
        try await showSection()
        _ = try await closeFirst()
        #expect(screen.handle(.character("X")))
        #expect(screen.notice == "mona/baton-metrics#16: the last action on it still waits for GitHub")
        #expect(transport.requests(.mutation).count == 1)
    }

    /// `e` at the merge's question hands the commit title to the person's editor, GitHub's
    /// squash title to start from; its first line is the commit's title.
    @Test func aMergesTitleComesFromTheEditor() async throws {
        try await showSection()
        let desktop = RecordingDesktop { _ in .edited("Document the parser (#16)\n\nWith examples.\n") }
        #expect(screen.handle(.character("m")))
        #expect(screen.notice?.hasPrefix("Merge mona/baton-metrics#16 with a merge commit? y merges") == true)
        desktop.installed { #expect(screen.handle(.character("e"))) }
        #expect(desktop.edited == ["Docs: how parser works (#16)\n"])
        harness.scheduler.runTurn()
        #expect(row?.contains(" merged ") == true)
        let request = try await transport.nextRequest()
        #expect(request.request.operationName == "MergePullRequestMutation")
        guard case let .object(input)? = request.request.variables["input"] else {
            Issue.record("no input: \(request.request.variables)")
            return
        }
        #expect(input["commitHeadline"] == .string("Document the parser (#16)"))
        #expect(input["mergeMethod"] == .string("MERGE"))
    }

    /// The repository's own list of open issues: its row and its count move too, and a
    /// refusal puts them back.
    @Test func aCloseOnARepositorysOpenIssuesMovesTheirCount() async throws {
        let repository = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        _ = harness.show(repository, size: Size(width: 100, height: Size.onePage.height))
        // The suite's section asked first; its request waits unanswered.
        try await harness.settle(until: { transport.held.contains { $0.request.operationName == "RepositoryScreenQuery" } }, "the ask")
        let asked = try #require(transport.held.first { $0.request.operationName == "RepositoryScreenQuery" })
        let recording = try #require(try ScreenHarness.recordings().first { $0.variables == asked.request.variables })
        try asked.respond(recording.payload)
        try await harness.settle(until: { repository.status == .ready && harness.contains("Open issues (4)") }, "the repository")
        #expect(harness.lines[6].hasPrefix("›#1    open "))

        #expect(repository.handle(.character("x")))
        #expect(repository.handle(.character("y")))
        harness.scheduler.runTurn()
        #expect(harness.lines[6].hasPrefix("›#1    closed "))
        try await harness.settle(until: { harness.contains("Open issues (3)") }, "the count")
        let request = try #require(transport.held.first { $0.request.operationName == "CloseIssueMutation" })
        try request.respond(json: #"""
            {"data":{"closeIssue":null},"errors":[{"type":"FORBIDDEN","path":["closeIssue"],"message":"Must have push access to close this issue"}]}
            """#)
        try await harness.settle(until: { repository.notice != nil && harness.contains("Open issues (4)") }, "the refusal")
        #expect(repository.notice == "Could not close mona/maze-ingest#1: Must have push access to close this issue")
        #expect(harness.lines[6].hasPrefix("›#1    open "))
        repository.close()
    }
}
