import Baton
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// A pull request's checks: failing first, each with its word and how long it ran; the
/// screen asks again while one is pending, and stops once none is.
@MainActor
@Suite struct ChecksScreenTests {
    private let transport = ScriptedTransport(handingOut: [.query])
    private let harness: ScreenHarness
    private let screen: ChecksScreen

    init() {
        harness = ScreenHarness(transport: transport)
        screen = ChecksScreen(environment: harness.environment, owner: "mona", name: "sudoku", number: 7, pollInterval: .milliseconds(50))
    }

    private func run(_ name: String, status: String, conclusion: String?, started: String? = "2026-12-01T10:00:00Z",
                     completed: String? = "2026-12-01T10:02:13Z") -> String {
        let conclusion = conclusion.map { "\"\($0)\"" } ?? "null"
        let started = started.map { "\"\($0)\"" } ?? "null"
        let completed = completed.map { "\"\($0)\"" } ?? "null"
        return #"{"__typename":"CheckRun","id":"CR_\#(name)","name":"\#(name)","status":"\#(status)","conclusion":\#(conclusion),"startedAt":\#(started),"completedAt":\#(completed),"detailsUrl":"https://ci.example/\#(name)","url":"https://github.com/mona/sudoku/runs/\#(name)"}"#
    }

    private func answer(_ contexts: [String], state: String) -> String {
        #"""
        {"data":{"repository":{"id":"R_1","pullRequest":{"id":"PR_7","title":"Solve faster","commits":{"nodes":[{"id":"PRC_7","commit":{"id":"C_7",
        "statusCheckRollup":{"id":"SCR_7","state":"\#(state)","contexts":{"totalCount":\#(contexts.count),"nodes":[\#(contexts.joined(separator: ","))]}}}}]}}}}}
        """#
    }

    private let status = #"{"__typename":"StatusContext","id":"SC_1","context":"ci/coverage","state":"SUCCESS","description":"92% covered","targetUrl":"https://coverage.example/7"}"#

    @Test func failingChecksComeFirstAndPollingStopsWhenNoneIsPending() async throws {
        _ = harness.show(screen, size: Size(width: 100, height: 20))
        let pending = [run("build", status: "COMPLETED", conclusion: "SUCCESS"),
                       run("test", status: "IN_PROGRESS", conclusion: nil, completed: nil),
                       run("lint", status: "COMPLETED", conclusion: "FAILURE"), status]
        try await transport.nextRequest().respond(json: answer(pending, state: "FAILURE"))
        try await harness.settle(until: { screen.status == .ready && screen.rows.rows.count == 4 }, "the checks")
        #expect(screen.rows.rows.map(\.name) == ["lint", "test", "build", "ci/coverage"])
        #expect(harness.contains("1 failing · 1 pending · 2 passed"))
        let lint = try #require(harness.lines.first { $0.contains("lint") })
        #expect(lint.contains("✗ failure") && lint.hasSuffix("2m 13s"))
        #expect(harness.lines.contains { $0.contains("● in progress") && $0.contains("test") && $0.contains("running") })
        #expect(harness.lines.contains { $0.contains("✓ success") && $0.contains("ci/coverage") && $0.contains("92% covered") })

        // A check still running: the screen asks again by itself.
        let again = try await transport.nextRequest()
        #expect(again.request.operationName == "PullRequestChecksQuery")
        let done = [run("build", status: "COMPLETED", conclusion: "SUCCESS"), run("test", status: "COMPLETED", conclusion: "SUCCESS"),
                    run("lint", status: "COMPLETED", conclusion: "FAILURE"), status]
        try again.respond(json: answer(done, state: "FAILURE"))
        try await harness.settle(until: { !screen.isPending && harness.contains("1 failing · 3 passed") }, "the finished checks")
        // None pending: nothing more is asked.
        try await Task.sleep(for: .milliseconds(300))
        #expect(transport.requests(.query).count == 2)
        #expect(transport.held.isEmpty)
    }

    @Test func oOpensTheSelectedChecksDetails() async throws {
        let desktop = RecordingDesktop()
        _ = harness.show(screen, size: Size(width: 100, height: 20))
        try await transport.nextRequest().respond(json: answer([run("lint", status: "COMPLETED", conclusion: "FAILURE")], state: "FAILURE"))
        try await harness.settle(until: { screen.rows.rows.count == 1 }, "the check")
        desktop.installed { #expect(screen.handle(.character("o"))) }
        #expect(desktop.opened == ["https://ci.example/lint"])
    }
}
