import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// `o`, `y` and `Y` on the repository screen: the selected issue's page and name, or
/// the repository's own before any issue is there; what happened is the notice.
@MainActor
@Suite(.serialized) struct HandoffTests {
    @Test func theSelectedIssueOrTheRepositoryIsHandedOn() async throws {
        try await recording { desktop in
            let harness = try ScreenHarness.recorded()
            let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
            // Nothing shown yet: the keys do nothing.
            #expect(screen.handle(.character("o")))
            #expect(desktop.opened.isEmpty)
            _ = harness.show(screen)
            try await harness.settle(until: { screen.status == .ready }, "the repository")

            #expect(screen.handle(.character("o")))
            #expect(desktop.opened == ["https://github.com/mona/maze-ingest/issues/1"])
            #expect(screen.notice == "opened https://github.com/mona/maze-ingest/issues/1")
            #expect(screen.handle(.character("j")))
            #expect(screen.handle(.character("y")))
            #expect(screen.handle(.character("Y")))
            let second = try #require(screen.issues.selected?.node?.issueRow.number)
            #expect(desktop.copied == ["https://github.com/mona/maze-ingest/issues/\(second)", "mona/maze-ingest#\(second)"])
            screen.dismissNotice()
            #expect(screen.notice == nil)
            #expect(screen.helpLines.contains { $0.contains("open the selected issue or pull request (or the repository) in the browser") })
            screen.close()
        }
    }

    @Test func aPullRequestIsHandedOnFromItsScreenAndFromTheList() async throws {
        try await recording { desktop in
            let harness = try ScreenHarness.recorded()
            let repository = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
            _ = harness.show(repository)
            try await harness.settle(until: { repository.status == .ready }, "the repository")
            #expect(repository.handle(.character("t")))
            #expect(repository.handle(.character("Y")))
            #expect(desktop.copied == ["mona/maze-ingest#7"])
            repository.close()

            let screen = PullRequestScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 7)
            _ = harness.show(screen)
            try await harness.settle(until: { screen.status == .ready }, "the pull request")
            #expect(screen.handle(.character("o")))
            #expect(screen.handle(.character("y")))
            #expect(desktop.opened == ["https://github.com/mona/maze-ingest/pull/7"])
            #expect(desktop.copied == ["mona/maze-ingest#7", "https://github.com/mona/maze-ingest/pull/7"])
            #expect(screen.helpLines.contains { $0.contains("open the comment ]/[ moved to or at the top (else the pull request) in the browser") })
            screen.close()
        }
    }

    /// With a comment at the top of the pager, the keys act on the comment: its own page,
    /// and its issue's name.
    @Test func theCommentAtTheTopIsHandedOn() async throws {
        try await recording { desktop in
            let harness = try ScreenHarness.recorded()
            let screen = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1)
            // Short enough that the body and the comment do not fit together.
            _ = harness.show(screen, size: Size(width: 60, height: 9))
            try await harness.settle(until: { screen.status == .ready && harness.contains("Comments (1)") }, "the issue")
            #expect(screen.handle(.character("o")))
            #expect(desktop.opened == ["https://github.com/mona/maze-ingest/issues/1"])

            #expect(screen.handle(.character("]")))
            #expect(screen.thread.currentComment?.author?.login == "pablod")
            #expect(screen.handle(.character("o")))
            #expect(screen.handle(.character("Y")))
            #expect(desktop.opened.last == "https://github.com/mona/maze-ingest/issues/1#issuecomment-2595")
            #expect(desktop.copied == ["mona/maze-ingest#1"])

            // Back at the body, the issue again.
            #expect(screen.handle(.character("g")))
            #expect(screen.thread.currentComment == nil)
            #expect(screen.handle(.character("y")))
            #expect(desktop.copied.last == "https://github.com/mona/maze-ingest/issues/1")
            screen.close()
        }
    }

    /// Runs `body` with a desktop that writes down what it was handed in place of the
    /// current one, which comes back after.
    private func recording(_ body: (RecordingDesktop) async throws -> Void) async throws {
        let desktop = RecordingDesktop()
        let previous = Desktops.current
        Desktops.current = desktop
        defer { Desktops.current = previous }
        try await body(desktop)
    }
}
