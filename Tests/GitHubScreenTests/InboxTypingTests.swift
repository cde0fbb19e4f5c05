import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// The inbox's filter closed in the same burst of keys that acts next (a paste, a fast
/// typist): the keys after it act on the thread the filter leaves selected.
@MainActor
@Suite struct InboxTypingTests {
    private static let threads = #"""
        [{"id":"1","unread":true,"reason":"mention","updated_at":"2026-12-01T11:00:00Z",
          "subject":{"title":"Speed up the solver","url":"https://api.github.com/repos/mona/sudoku/pulls/12","type":"PullRequest"},
          "repository":{"full_name":"mona/sudoku"}},
         {"id":"2","unread":true,"reason":"review_requested","updated_at":"2026-12-01T10:00:00Z",
          "subject":{"title":"Draw the maze faster","url":"https://api.github.com/repos/mona/maze/pulls/3","type":"PullRequest"},
          "repository":{"full_name":"mona/maze"}}]
        """#

    @Test func keysRightAfterTheFilterActOnTheThreadItLeavesSelected() throws {
        let harness = ScreenHarness(transport: ScriptedTransport(handingOut: [.query]))
        let environment = harness.environment
        try environment.commitPayload(InboxQuery(), Payload(json: #"{"data":{"viewer":{"id":"U_1","login":"mona"}}}"#))
        try environment.commitPayload(InboxQuery(), InboxPayload.inbox(
            try InboxThreadJSON.page(Data(Self.threads.utf8)), participating: false, lastModified: nil, pollInterval: 60))
        let screen = InboxScreen(environment: environment, navigator: harness.navigator)
        _ = harness.show(screen, size: Size(width: 100, height: 12))
        #expect(screen.rows.selected?.title == "Speed up the solver")

        // No turn between the keys: the rows were last drawn unfiltered.
        #expect(screen.handle(.character("/")))
        for key in "maze" { #expect(screen.handle(.character(key))) }
        #expect(screen.handle(.enter))
        #expect(screen.rows.selected?.title == "Draw the maze faster")

        // Esc clears the filter, and the rows are all the threads again at once.
        #expect(screen.handle(.character("/")))
        #expect(screen.handle(.escape))
        #expect(screen.rows.rows.count == 2)
        screen.close()
    }
}
