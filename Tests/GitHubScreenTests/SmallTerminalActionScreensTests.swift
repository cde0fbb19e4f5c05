import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// The screens the actions open (a pull request's checks, the labels picker) and the
/// inbox, over data the store holds, on terminals as small as 1x1: lines cut to the
/// width, nothing drawn outside, nothing crashing. And the checks screen when GitHub
/// cannot be reached: the failure in words, with `r` to retry.
@MainActor
@Suite struct SmallTerminalActionScreensTests {
    private static let checks = #"""
        {"data":{"repository":{"id":"R_1","pullRequest":{"id":"PR_7","title":"Solve faster","commits":{"nodes":[{"id":"PRC_7",
        "commit":{"id":"C_7","statusCheckRollup":{"id":"SCR_7","state":"FAILURE","contexts":{"totalCount":1,"nodes":[
        {"__typename":"CheckRun","id":"CR_1","name":"a very long name of a lint job that runs on every push","status":"COMPLETED",
         "conclusion":"FAILURE","startedAt":"2026-12-01T10:00:00Z","completedAt":"2026-12-01T10:02:13Z","detailsUrl":null,
         "url":"https://github.com/mona/sudoku/runs/1"}]}}}}]}}}}}
        """#
    private static let labels = #"""
        {"data":{"repository":{"id":"R_1","labels":{"totalCount":2,"nodes":[
          {"id":"L_1","name":"bug","color":"d73a4a","description":"Something isn't working, in a description long enough to cut"},
          {"id":"L_2","name":"good first issue","color":"7057ff","description":null}]}},
         "node":{"__typename":"Issue","id":"I_1","labels":{"nodes":[{"id":"L_1","name":"bug","color":"d73a4a"}]}}}}
        """#
    private static let inbox = #"""
        [{"id":"7","unread":true,"reason":"review_requested","updated_at":"2026-12-01T10:00:00Z",
          "subject":{"title":"Speed up the solver for the largest boards","url":"https://api.github.com/repos/mona/sudoku/pulls/12","type":"PullRequest"},
          "repository":{"full_name":"a-rather-long-owner/with-a-long-repository-name"}}]
        """#

    private var target: ActionTarget {
        .issue(id: "I_1", reference: ConversationReference(isPullRequest: false, number: 1,
                                                           repository: RepositoryName(owner: "mona", name: "sudoku"),
                                                           url: "https://github.com/mona/sudoku/issues/1"),
               title: "Crash on resize", state: .OPEN)
    }

    @Test(arguments: [Size(width: 40, height: 10), Size(width: 12, height: 3), Size(width: 1, height: 1)])
    func eachScreenDrawsCut(_ size: Size) throws {
        let harness = ScreenHarness(transport: ScriptedTransport(handingOut: [.query]))
        let environment = harness.environment
        try environment.commitPayload(PullRequestChecksQuery(owner: "mona", name: "sudoku", number: 7), Payload(json: Self.checks))
        try environment.commitPayload(LabelPickerQuery(owner: "mona", name: "sudoku", id: "I_1"), Payload(json: Self.labels))
        try environment.commitPayload(InboxQuery(), Payload(json: #"{"data":{"viewer":{"id":"U_1","login":"mona"}}}"#))
        try environment.commitPayload(InboxQuery(), InboxPayload.inbox(
            try InboxThreadJSON.page(Data(Self.inbox.utf8)), participating: false, lastModified: nil, pollInterval: 60))
        let screens: [any Screen] = [
            ChecksScreen(environment: environment, owner: "mona", name: "sudoku", number: 7),
            LabelPicker(target: target, environment: environment, navigator: harness.navigator),
            InboxScreen(environment: environment, navigator: harness.navigator),
        ]
        for screen in screens {
            let host = harness.show(screen, size: Size(width: 80, height: 20))
            // Each drew its data from the store at the size it was made for, then is cut.
            #expect(harness.contains("lint") || harness.contains("bug") || harness.contains("Speed up"), "\(screen.title)")
            host.resize(to: size)
            #expect(host.canvas.lines.count == size.height)
            #expect(host.canvas.lines.allSatisfy { $0.displayWidth == size.width }, "\(screen.title)")
            screen.close()
        }
    }

    @Test func theChecksSayWhyWhenGitHubCannotBeReached() async throws {
        let transport = ScriptedTransport(handingOut: [.query])
        let harness = ScreenHarness(transport: transport)
        let screen = ChecksScreen(environment: harness.environment, owner: "mona", name: "sudoku", number: 7)
        _ = harness.show(screen, size: Size(width: 100, height: 12))
        try await transport.nextRequest().refuse(TransportError.http(status: 502, body: Data(), retryAfter: nil))
        try await harness.settle(until: { if case .failed = screen.status { true } else { false } }, "the failure")
        #expect(screen.status == .failed(kind: "http 502", message: "GitHub answered HTTP 502."))
        #expect(harness.contains("GitHub answered HTTP 502."))
        #expect(!screen.isPending)
        // `r` asks again.
        screen.retry()
        #expect(try await transport.nextRequest().request.operationName == "PullRequestChecksQuery")
        screen.close()
    }
}
