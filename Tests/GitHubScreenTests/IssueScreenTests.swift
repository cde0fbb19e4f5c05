import Baton
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// The Issue screen over a recorded response: header, body and comments.
@MainActor
@Suite struct IssueScreenTests {
    @Test func theIssueItsBodyAndItsComments() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1)
        _ = harness.show(screen, size: Size(width: 60, height: 18))
        #expect(harness.lines.first == "Loading mona/maze-ingest#1…")
        try await harness.settle(until: { screen.status == .ready }, "the issue")

        #expect(screen.title == "mona/maze-ingest#1")
        #expect(harness.lines[0] == "#1 Unicode names are cut off")
        #expect(harness.lines[1].hasPrefix("Open · opened by @mona on 20"))
        #expect(!harness.lines[3].isEmpty)
        let heading = try #require(harness.lines.firstIndex(of: "Comments (1)"))
        #expect(harness.lines[heading + 2].hasPrefix("@pablod · ") && harness.lines[heading + 2].hasSuffix(" ago"))
        #expect(harness.lines[heading + 3] == "LGTM 👍")
        // The body and one comment, each a section `]` and `[` move between.
        #expect(screen.thread.pager.document(width: 60).whole.sectionStarts == [0, heading - 1])
        screen.close()
    }
}
