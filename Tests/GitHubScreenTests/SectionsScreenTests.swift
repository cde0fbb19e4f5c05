import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// The sections screen: the viewer's two lists and the configuration's saved searches,
/// each opened with Enter (or a double click), a section as a search for its query.
@MainActor
struct SectionsScreenTests {
    private let sections = [GitHubSection(title: "My Swift", query: "user:mona language:swift"),
                            GitHubSection(title: "Popular", query: "stars:>100")]

    @Test func itListsTheViewersListsThenEachSectionAndOpensOne() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = SectionsScreen(environment: harness.environment, navigator: harness.navigator, sections: sections)
        _ = harness.show(screen)
        #expect(harness.lines[0].hasPrefix("›Your repositories"))
        #expect(harness.lines[1].hasPrefix(" Starred repositories"))
        #expect(harness.lines[2].hasPrefix(" My Swift  user:mona language:swift"))
        #expect(harness.lines[3].hasPrefix(" Popular  stars:>100"))
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.enter))
        let search = try #require(harness.navigator.opened.last as? SearchScreen)
        #expect(search.query == "user:mona language:swift")
        #expect(screen.handle(.mouse(MouseEvent(.doubleClick, at: Point(x: 3, y: 1)))))
        let starred = try #require(harness.navigator.opened.last as? RepositoriesScreen)
        #expect(starred.showsStarred)
        #expect(screen.descriptor?.screen == "sections")
        harness.navigator.opened.forEach { $0.close() }
    }

    /// Reopened at launch, the screen selects the row recorded (the starred list, say,
    /// where a stack recorded on it before the sections were configured went).
    @Test func aRestoredSectionsScreenSelectsTheRecordedRow() throws {
        let harness = try ScreenHarness.recorded()
        // No other test of this target reads the configured sections.
        GitHubSection.configured = sections
        defer { GitHubSection.configured = [] }
        let screen = try GitHubScreens.screen(for: ScreenDescriptor("sections", selection: 1),
                                              environment: harness.environment, navigator: harness.navigator)
        _ = harness.show(screen)
        #expect(harness.lines[0].hasPrefix(" Your repositories"))
        #expect(harness.lines[1].hasPrefix("›Starred repositories"))
        #expect(screen.descriptor == ScreenDescriptor("sections", selection: 1))
        screen.close()
    }
}
