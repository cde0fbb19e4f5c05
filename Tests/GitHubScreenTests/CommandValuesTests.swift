import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// What the GitHub screens give the person's own commands: the selected issue's or pull
/// request's values on a repository's screen, else the repository's; the one shown on
/// its own screen, a pull request's branches too.
@MainActor
struct CommandValuesTests {
    @Test func aRepositoryScreenGivesItsSelectedIssueOrPullRequest() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        // Nothing shown yet, nothing given.
        #expect(screen.commandValues.isEmpty)
        _ = harness.show(screen)
        try await harness.settle(until: { screen.status == .ready }, "the repository")
        #expect(screen.commandValues == ["RepoNameWithOwner": "mona/maze-ingest", "Number": "1", "Author": "mona",
                                         "Url": "https://github.com/mona/maze-ingest/issues/1"])
        #expect(screen.handle(.character("t")))
        #expect(screen.commandValues == ["RepoNameWithOwner": "mona/maze-ingest", "Number": "7", "Author": "hugoc",
                                         "Url": "https://github.com/mona/maze-ingest/pull/7",
                                         "HeadRefName": "hugoc/diff-7", "BaseRefName": "main"])
        screen.close()
    }

    @Test func anIssueOrAPullRequestGivesItselfAndAPullRequestItsBranches() async throws {
        let harness = try ScreenHarness.recorded()
        let pullRequest = PullRequestScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 7)
        _ = harness.show(pullRequest)
        try await harness.settle(until: { pullRequest.status == .ready }, "the pull request")
        #expect(pullRequest.commandValues["HeadRefName"] == "hugoc/diff-7" && pullRequest.commandValues["BaseRefName"] == "main")
        #expect(pullRequest.commandValues["Number"] == "7" && pullRequest.commandValues["Url"] == "https://github.com/mona/maze-ingest/pull/7")
        pullRequest.close()

        let issue = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1)
        _ = harness.show(issue)
        try await harness.settle(until: { issue.status == .ready }, "the issue")
        #expect(issue.commandValues["RepoNameWithOwner"] == "mona/maze-ingest" && issue.commandValues["Number"] == "1")
        #expect(issue.commandValues["HeadRefName"] == nil)
        issue.close()
    }
}
