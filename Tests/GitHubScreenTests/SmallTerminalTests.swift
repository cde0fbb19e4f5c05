import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// Every GitHub screen on a terminal as small as 40x10, and smaller: lines cut with an
/// ellipsis, nothing drawn outside, nothing crashing.
@MainActor
@Suite struct SmallTerminalTests {
    @Test(arguments: [Size(width: 40, height: 10), Size(width: 12, height: 3), Size(width: 1, height: 1)])
    func eachScreenDrawsCut(_ size: Size) async throws {
        let harness = try ScreenHarness.recorded()
        let screens: [any Screen] = [
            RepositoriesScreen(environment: harness.environment, navigator: harness.navigator),
            RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest"),
            IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1),
            PullRequestScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 7),
        ]
        for screen in screens {
            let host = harness.show(screen, size: size)
            try await harness.settle(until: { screen.status == .ready }, "\(screen.title)")
            host.resize(to: size)
            #expect(host.canvas.lines.count == size.height)
            #expect(host.canvas.lines.allSatisfy { $0.displayWidth == size.width })
            // The repository's pull requests too, with their labels and assignees.
            if let repository = screen as? RepositoryScreen {
                #expect(repository.handle(.character("t")))
                _ = harness.render()
                #expect(host.canvas.lines.allSatisfy { $0.displayWidth == size.width })
            }
            screen.close()
        }
    }

    @Test func aLongRepositoryRowIsCutWithAnEllipsisBeforeItsStars() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        _ = harness.show(screen, size: Size(width: 40, height: 10))
        try await harness.settle(until: { screen.status == .ready }, "the repositories")
        #expect(harness.lines[2] == "›  mona/maze-ingest  A tiny… Java  ★ 115")
    }
}
