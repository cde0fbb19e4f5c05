import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// The Repository screen over a recorded response: its header, star button and issues,
/// and which views a star renders.
@MainActor
@Suite struct RepositoryScreenTests {
    private func shown() async throws -> (ScreenHarness, RepositoryScreen, RenderHost) {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        let host = harness.show(screen)
        try await harness.settle(until: { screen.status == .ready }, "the repository")
        return (harness, screen, host)
    }

    @Test func theHeaderTheStarButtonAndTheOpenIssues() async throws {
        let (harness, screen, _) = try await shown()
        #expect(screen.title == "mona/maze-ingest")
        // How long ago each issue was opened, as the rows say it today.
        let data = harness.environment.handle(for: RepositoryScreenQuery(owner: "mona", name: "maze-ingest")).phase.data
        let ages = (data?.repository?.issueList.issues.nodes ?? []).map { RelativeTime.words(forTimestamp: $0.createdAt) }
        #expect(ages.count == 4)
        #expect(Array(harness.lines.prefix(6)) == [
            "mona/maze-ingest",
            "Java · 7 forks · https://github.com/mona/maze-ingest",
            "A tiny maze ingest for Swift on Linux.",
            "☆ Star  115 stars",
            "",
            "Open issues (4)",
        ])
        #expect(harness.lines[6].hasPrefix("›#1    Unicode names are cut off"))
        #expect(harness.lines[6].hasSuffix("@mona  \(ages[0])  💬 1"))
        #expect(harness.lines[9].hasPrefix(" #6    Memory grows while color runs"))
        #expect(harness.lines[9].hasSuffix("@amaraa  \(ages[3])  💬 3"))
    }

    @Test func aStarRendersTheStarButtonAlone() async throws {
        let (harness, screen, host) = try await shown()
        let renders = host.renderCounts().map { (ObjectIdentifier($0.view), $0.count) }
        let payload = #"{"data":{"repository":{"id":"R_MDpSZXBvc2l0b3J5OjExNjM","viewerHasStarred":true,"stargazerCount":116}}}"#
        try harness.environment.commitPayload(RepositoryScreenQuery(owner: "mona", name: "maze-ingest"), Payload(json: payload))
        try await harness.settle(until: { harness.contains("★ Starred  116 stars") }, "the star")

        let changed = host.renderCounts().filter { view, count in
            renders.first { $0.0 == ObjectIdentifier(view) }?.1 != count
        }
        #expect(changed.count == 1)
        #expect(changed.first?.view is StarView)
        #expect(screen.status == .ready)
    }

    @Test func enterOpensTheSelectedIssue() async throws {
        let (harness, screen, _) = try await shown()
        #expect(screen.handle(.character("G")))
        #expect(screen.handle(.enter))
        let issue = try #require(harness.navigator.opened.last as? IssueScreen)
        #expect(issue.title == "mona/maze-ingest#6")
        issue.close()
        screen.close()
    }

    @Test func aRepositoryGitHubDoesNotHaveSaysSo() async throws {
        let harness = ScreenHarness(transport: RecordedTransport(answering: { _ in
            Payload(json: #"{"data":{"repository":null}}"#)
        }))
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, owner: "nobody", name: "nothing")
        _ = harness.show(screen)
        try await harness.settle(until: { screen.status == .ready }, "the answer")
        #expect(harness.lines.first == "GitHub has no repository nobody/nothing, or the token cannot see it.")
    }
}
