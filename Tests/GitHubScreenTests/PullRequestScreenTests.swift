import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// The Pull Request screen over a recorded response: its header, then the conversation
/// the issue screen reads too.
@MainActor
@Suite struct PullRequestScreenTests {
    @Test func theHeaderThenTheBody() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = PullRequestScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 7)
        _ = harness.show(screen, size: Size(width: 100, height: 20))
        #expect(harness.lines.first == "Loading mona/maze-ingest#7…")
        try await harness.settle(until: { screen.status == .ready }, "the pull request")

        #expect(harness.lines[0] == "#7 Add a --diff flag")
        #expect(harness.lines[1].hasPrefix("Draft · @hugoc wants to merge hugoc/diff-7 into main · opened on 2024-02-04"))
        #expect(harness.lines[2] == "+455 −4 · 18 files changed · no review required · ● checks running")
        #expect(harness.lines[3] == "[documentation] [help wanted] [invalid]")
        #expect(harness.lines[5] == "This changes how the list keeps its position across refreshes.")
        #expect(harness.contains("Comments (0)"))
        // The state's word in gray for a draft, the label in its color.
        #expect(harness.host.canvas[0, 1].style.foreground == .brightBlack)
        #expect(harness.host.canvas[1, 3].style.foreground == nearestColor("0075ca"))
        #expect(screen.descriptor == ScreenDescriptor(
            "pullRequest", ["owner": .string("mona"), "name": .string("maze-ingest"), "number": .int(7)], selection: 0))
        screen.close()
    }

    @Test func aPullRequestGitHubDoesNotHaveSaysSo() async throws {
        let harness = ScreenHarness(transport: RecordedTransport(answering: { _ in
            Payload(json: #"{"data":{"repository":{"id":"R_MDpSZXBvc2l0b3J5OjExNjM","pullRequest":null}}}"#)
        }))
        let screen = PullRequestScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 99)
        _ = harness.show(screen)
        try await harness.settle(until: { screen.status == .ready }, "the answer")
        #expect(harness.lines.first == "GitHub has no pull request mona/maze-ingest#99, or the token cannot see it.")
        screen.close()
    }
}
