import Baton
import BatonInspector
import BatonScreens
import BatonTUI
import Foundation
import Testing
@testable import baton_tui

/// The shell on a canvas: its stacks, its keys, its help and its debug pane, over screens
/// that record what is asked of them.
@MainActor
struct ShellTests {
    func shell(quit: @escaping @MainActor () -> Void = {}) throws -> (Shell, [StubScreen]) {
        let options = try AppOptions(parsing: ["--no-cache", "--rickandmorty-endpoint", "http://127.0.0.1:9/graphql",
                                               "--github-endpoint", "http://127.0.0.1:9/graphql"])
        var roots: [StubScreen] = []
        let tabs = try CatalogAPI.allCases.map { api in
            let connection = APIConnection(api: api, options: options, imageDirectory: try options.imageDirectory(), log: nil)
            return ShellTab(connection: connection, stack: NavigationStack(name: api.title) { _ in
                let root = StubScreen(title: "\(api.title) root")
                roots.append(root)
                return root
            })
        }
        let pane = DebugPane(sources: tabs.map { DebugPane.Source(name: $0.connection.api.rawValue, environment: $0.connection.environment) },
                             renderCounts: { [] }, exportDirectory: FileManager.default.temporaryDirectory)
        return (Shell(tabs: tabs, selected: 0, debugPane: pane, quit: quit), roots)
    }

    func render(_ shell: Shell, width: Int = 100, height: Int = 30) -> [String] {
        let host = RenderHost(root: shell, size: Size(width: width, height: height), scheduler: { _ in })
        host.render()
        return host.canvas.lines
    }

    @Test func theTrailTheTabsAndTheStatusLine() throws {
        let (shell, roots) = try shell()
        let stack = shell.tabs[0].stack
        stack.open(StubScreen(title: "Rick Sanchez", status: .failed(kind: "server down", message: "cannot reach the server")))
        let lines = render(shell)
        #expect(lines[0].hasPrefix(" 1 Rick and Morty   2 GitHub "))
        #expect(lines[1].hasPrefix(" Rick and Morty › Rick and Morty root › Rick Sanchez"))
        #expect(lines[29].contains("✗ server down: cannot reach the server · r to retry"))
        #expect(lines[29].contains("127.0.0.1:9/graphql"))
        #expect(roots.count == 2)
    }

    @Test func backClosesTheScreenThatLeavesAndQQuitsOnlyAtTheRoot() throws {
        var quits = 0
        let (shell, roots) = try shell { quits += 1 }
        let stack = shell.tabs[0].stack
        let character = StubScreen(title: "Character")
        let episode = StubScreen(title: "Episode")
        stack.open(character)
        stack.open(episode)
        #expect(shell.handle(.escape))
        #expect(episode.closes == 1)
        #expect(shell.handle(.character("q")))
        #expect(character.closes == 1)
        #expect(quits == 0)
        #expect(shell.handle(.backspace))
        #expect(roots[0].closes == 0)
        #expect(shell.handle(.character("q")))
        #expect(quits == 1)
        #expect(shell.handle(.control("c")))
        #expect(quits == 2)
    }

    @Test func aScreenEditingTextGetsTheShellsLettersFirst() throws {
        let (shell, roots) = try shell()
        roots[0].capturesText = true
        #expect(shell.handle(.character("q")))
        #expect(shell.handle(.character("2")))
        #expect(roots[0].keys == [.character("q"), .character("2")])
        #expect(shell.selectedTab.stack.name == "Rick and Morty")
        roots[0].capturesText = false
        #expect(shell.handle(.character("2")))
        #expect(shell.selectedTab.stack.name == "GitHub")
        #expect(shell.debugPane.selectedSource == 1)
    }

    /// A question (before a close) takes the next key even from the focused debug pane:
    /// a tab's number or F12 cancels it rather than leave it asking.
    @Test func aQuestionTakesTheNextKeyWhereverTheFocusIs() throws {
        let (shell, roots) = try shell()
        #expect(shell.handle(.function(12)))
        #expect(shell.debugPaneHasFocus)
        roots[0].asksQuestion = true
        #expect(shell.handle(.character("2")))
        #expect(shell.handle(.function(12)))
        #expect(shell.handle(.tab))
        #expect(roots[0].keys == [.character("2"), .function(12), .tab])
        #expect(shell.selectedTab.stack.name == "Rick and Morty")
        #expect(shell.showsDebugPane && shell.debugPaneHasFocus)
        roots[0].asksQuestion = false
        #expect(shell.handle(.character("2")))
        #expect(shell.selectedTab.stack.name == "GitHub")
    }

    /// A notice speaks of the last thing done: the next key that acts on the screen lets
    /// it go; the help does not.
    @Test func theNextKeyThatActsDismissesTheScreensNotice() throws {
        let (shell, roots) = try shell()
        roots[0].notice = "Could not star mona/maze-ingest"
        #expect(shell.handle(.character("?")))
        #expect(shell.handle(.character("?")))
        #expect(roots[0].notice != nil)
        #expect(shell.handle(.character("j")))
        #expect(roots[0].notice == nil)
    }

    @Test func rRetriesAndOtherKeysReachTheScreen() throws {
        let (shell, roots) = try shell()
        #expect(shell.handle(.character("r")))
        #expect(roots[0].retries == 1)
        #expect(roots[1].retries == 0)
        // R fetches every tab's shown screen again.
        #expect(shell.handle(.character("R")))
        #expect(roots.map(\.retries) == [2, 1])
        #expect(shell.handle(.character("j")))
        #expect(roots[0].keys == [.character("j")])
    }

    /// A click on a tab's title shows that tab; a click anywhere else reaches the screen.
    @Test func aClickOnATabShowsItAndOtherClicksReachTheScreen() throws {
        let (shell, roots) = try shell()
        _ = render(shell)
        let onGitHub = MouseEvent(.click, at: Point(x: 20, y: 0))
        #expect(shell.handle(.mouse(onGitHub)))
        #expect(shell.selectedTab.stack.name == "GitHub")
        let onRow = Key.mouse(MouseEvent(.click, at: Point(x: 4, y: 5)))
        _ = shell.handle(onRow)
        #expect(roots[1].keys == [onRow])
        #expect(roots[0].keys.isEmpty)
    }

    /// On a terminal too small for the keys, the help scrolls and says there is more;
    /// a key that does not scroll closes it.
    @Test func helpScrollsOnASmallTerminal() throws {
        let (shell, _) = try shell()
        #expect(shell.handle(.character("?")))
        let help = try #require(shell.help)
        var lines = render(shell, width: 40, height: 10)
        #expect(lines.contains { $0.contains("↓ j/k") })
        #expect(lines.contains { $0.contains("1 / 2") })
        #expect(shell.handle(.character("j")))
        #expect(help.top == 1)
        lines = render(shell, width: 40, height: 10)
        #expect(!lines.contains { $0.contains("1 / 2") })
        #expect(shell.handle(.character("G")))
        lines = render(shell, width: 40, height: 10)
        #expect(lines.contains { $0.contains("the stub's key") })
        #expect(lines.contains { $0.contains("↑") } && !lines.contains { $0.contains("↓ j/k") })
        #expect(shell.help != nil)
        #expect(shell.handle(.character("x")))
        #expect(shell.help == nil)
    }

    /// At 40x10 each description wraps under its own column, the shell's under the
    /// shell's and the lists' under theirs, and the rest is a scroll away.
    @Test func helpAtFortyByTenKeepsEachDescriptionInItsColumn() throws {
        let (shell, _) = try shell()
        #expect(shell.handle(.character("?")))
        #expect(render(shell, width: 40, height: 10) == [
            "╭ Keys ────────────────────────────────╮",
            "│ 1 / 2          the Rick and Morty    │",
            "│                tab / the GitHub tab  │",
            "│ Enter          open the selected row │",
            "│ Esc/Backspace  back to the screen    │",
            "│                before                │",
            "│ Tab            move the keys between │",
            "│                the screen and the    │",
            "│                debug pane            │",
            "╰─ ↓ j/k ──────────────────────────────╯",
        ])
        #expect(shell.handle(.character("G")))
        #expect(render(shell, width: 40, height: 10) == [
            "╭ Keys ────────────────────────────────╮",
            "│         end                          │",
            "│ PgDn    a screenful down, loading    │",
            "│         more at the end              │",
            "│ PgUp    a screenful up               │",
            "│ Ctrl-D  half a screenful down        │",
            "│ Ctrl-U  half a screenful up          │",
            "│                                      │",
            "│ x  the stub's key                    │",
            "╰─ ↑ ──────────────────────────────────╯",
        ])
    }

    @Test func helpListsTheShellsKeysThenTheScreensAndAnyKeyClosesIt() throws {
        let (shell, _) = try shell()
        #expect(shell.handle(.character("?")))
        let help = try #require(shell.help)
        #expect(help.lines.prefix(Shell.keyLines.count) == ArraySlice(Shell.keyLines))
        #expect(help.lines.last == "x  the stub's key")
        #expect(render(shell).contains { $0.contains("Keys") })
        #expect(shell.handle(.character("j")))
        #expect(shell.help == nil)
    }

    @Test func theDebugPaneSitsBesideAWideScreenAndBelowANarrowOne() throws {
        let (shell, roots) = try shell()
        #expect(shell.handle(.function(12)))
        #expect(shell.showsDebugPane && shell.debugPaneHasFocus)
        let wide = Shell.split(Rect(x: 0, y: 0, width: 150, height: 40))
        #expect(wide.screen == Rect(x: 0, y: 0, width: 89, height: 40))
        #expect(wide.pane == Rect(x: 90, y: 0, width: 60, height: 40))
        let narrow = Shell.split(Rect(x: 0, y: 0, width: 100, height: 29))
        #expect(narrow.screen == Rect(x: 0, y: 0, width: 100, height: 14))
        #expect(narrow.pane == Rect(x: 0, y: 15, width: 100, height: 14))
        let side = render(shell, width: 150, height: 40)
        #expect(side.contains { $0.contains("Store inspector · rickandmorty · keys here") })
        #expect(side.dropLast().allSatisfy { Array($0)[89] == "│" })
        // Focused, the pane takes the keys; Tab gives them back to the screen.
        #expect(shell.handle(.character("j")))
        #expect(roots[0].keys.isEmpty)
        #expect(shell.handle(.tab))
        #expect(render(shell, width: 150, height: 40).contains { $0.contains("Store inspector · rickandmorty · Tab: keys here") })
        #expect(shell.handle(.character("j")))
        #expect(roots[0].keys == [.character("j")])
        #expect(shell.handle(.character("`")))
        #expect(!shell.showsDebugPane)
    }
}

/// A screen that records the keys, retries and closes it is given.
@MainActor
final class StubScreen: Screen {
    let title: String
    var status: ScreenStatus
    var capturesText = false
    var asksQuestion = false
    private(set) var keys: [Key] = []
    private(set) var retries = 0
    private(set) var closes = 0
    var notice: String?
    var fetchTime: ContinuousClock.Instant?
    var commandValues: [String: String] = [:]
    var descriptor: ScreenDescriptor?
    /// The drafts given back to it, each time.
    private(set) var restoredDrafts: [[String: String]] = []
    /// Keys the stub declines, so the shell tries its own commands on them.
    var declined: Set<Key> = []

    init(title: String, status: ScreenStatus = .ready) {
        self.title = title
        self.status = status
    }

    var helpLines: [String] { ["x  the stub's key"] }

    func handle(_ key: Key) -> Bool {
        keys.append(key)
        return !declined.contains(key)
    }

    func retry() { retries += 1 }
    func restoreDrafts(_ drafts: [String: String], composing: String?) { restoredDrafts.append(drafts) }
    func dismissNotice() { notice = nil }
    func close() { closes += 1 }
    func render(in region: inout CanvasRegion) {}
}
