import BatonTUI
import Observation

/// The app's frame: the tabs, each a navigation stack under its trail, the status line,
/// and the help overlay. It routes keys: to a screen editing text first, then to the
/// shell's own keys, then to the screen.
@MainActor
@Observable
final class Shell: View, KeyHandling {
    static let keyLines = [
        "1 / 2          the Rick and Morty tab / the GitHub tab",
        "Enter          open the selected row",
        "Esc/Backspace  back to the screen before",
        "r              fetch again what failed or went stale",
        "?              these keys (any key closes them)",
        "q              back; on a tab's first screen, quit",
        "Ctrl-C         quit",
    ]

    let tabs: [ShellTab]
    private(set) var help: Overlay?

    @ObservationIgnored private let tabBar: Tabs
    @ObservationIgnored private let statusLine: StatusLine
    @ObservationIgnored private let quit: @MainActor () -> Void

    init(tabs: [ShellTab], selected: Int, quit: @escaping @MainActor () -> Void) {
        self.tabs = tabs
        self.quit = quit
        let tabBar = Tabs(tabs.map { Tabs.Tab($0.stack.name, $0.stack) })
        tabBar.select(selected)
        self.tabBar = tabBar
        statusLine = StatusLine(
            screen: { tabs.indices.contains(tabBar.selectedIndex) ? tabs[tabBar.selectedIndex].stack.top : nil },
            place: { tabs.indices.contains(tabBar.selectedIndex) ? tabs[tabBar.selectedIndex].place : "" })
    }

    var selectedTab: ShellTab { tabs[tabBar.selectedIndex] }

    func select(tab index: Int) {
        tabBar.select(index)
    }

    // MARK: Keys

    func handle(_ key: Key) -> Bool {
        if key == .control("c") {
            quit()
            return true
        }
        if help != nil {
            help = nil
            return true
        }
        let stack = selectedTab.stack
        if stack.top.capturesText, stack.top.handle(key) { return true }
        switch key {
        case .character("?"):
            help = Overlay(title: "Keys", lines: Self.keyLines + (stack.top.helpLines.isEmpty ? [] : [""] + stack.top.helpLines))
        case .character(let digit) where digit.isNumber:
            guard let number = digit.wholeNumberValue, tabs.indices.contains(number - 1) else { return false }
            select(tab: number - 1)
        case .character("q"):
            if stack.isAtRoot { quit() } else { stack.back() }
        case .escape, .backspace:
            stack.back()
        case .character("r"):
            stack.top.retry()
        default:
            return stack.top.handle(key)
        }
        return true
    }

    // MARK: Layout

    func layout(in bounds: Rect) -> [Placement] {
        let body = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - 1))
        var placements = [
            Placement(tabBar, in: body),
            Placement(statusLine, in: Rect(x: bounds.minX, y: bounds.maxY - 1, width: bounds.width, height: min(1, bounds.height))),
        ]
        if let help { placements.append(Placement(help, in: help.frame(in: bounds))) }
        return placements
    }

    func render(in region: inout CanvasRegion) {}
}
