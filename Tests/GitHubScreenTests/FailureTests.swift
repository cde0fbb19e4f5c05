import Baton
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// Failures in words, in place, with a retry; what was shown before stays shown.
@MainActor
@Suite struct FailureTests {
    private func recordedViewer() throws -> String {
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "ViewerRepositoriesScreenQuery" })
        return String(decoding: recording.payload.bytes, as: UTF8.self)
    }

    @Test func a401SaysHowToGiveATokenAndRetryLoads() async throws {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let harness = ScreenHarness(transport: transport)
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        let body = Data(#"{"message":"Bad credentials"}"#.utf8)
        try await transport.nextRequest().refuse(TransportError.http(status: 401, body: body, retryAfter: nil))
        try await harness.settle(until: { screen.status != .loading }, "the failure")

        guard case .failed(let kind, let message) = screen.status else {
            Issue.record("the status is \(screen.status)")
            return
        }
        #expect(kind == "unauthorized")
        #expect(message.contains("GITHUB_TOKEN") && message.contains("GH_TOKEN") && message.contains("gh auth login"))
        #expect(harness.lines[0] == "Could not load repositories (unauthorized)")
        #expect(harness.lines.dropFirst().joined(separator: " ").contains("gh auth login"))

        screen.retry()
        try await transport.nextRequest().respond(json: try recordedViewer())
        try await harness.settle(until: { screen.status == .ready }, "the repositories")
        #expect(harness.lines[0] == "mona · 60 repositories · 20 shown")
        screen.close()
    }

    @Test func a429BehindShownDataSaysWhenToRetryAndKeepsTheRows() async throws {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let harness = ScreenHarness(transport: transport)
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        try await transport.nextRequest().respond(json: try recordedViewer())
        try await harness.settle(until: { screen.status == .ready }, "the repositories")
        let shown = harness.lines

        screen.retry()
        try await harness.settle(until: { screen.status == .refreshing }, "the refresh")
        let body = Data(#"{"message":"You have exceeded a secondary rate limit."}"#.utf8)
        try await transport.nextRequest().refuse(TransportError.http(status: 429, body: body, retryAfter: .seconds(60)))
        try await harness.settle(until: { screen.status != .refreshing }, "the failure")

        // The wait counts down from the server's 60 s; a loaded machine may have spent some of it.
        guard case .failed(kind: "rate limited", let message) = screen.status else {
            Issue.record("not rate limited: \(screen.status)")
            return
        }
        #expect(message.hasPrefix("GitHub's rate limit was reached: retry in ") && message.hasSuffix(" s."))
        #expect(harness.lines == shown)
        screen.close()
    }
}
