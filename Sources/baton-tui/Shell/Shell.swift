import BatonInspector
import BatonTUI
import Observation

/// The app's frame: the tabs, each a navigation stack under its trail, the debug pane
/// beside them (or below, on a narrow terminal), the status line, and the help overlay.
/// It routes keys: to whatever is editing text first, then to the shell's own keys, then
/// to the focused pane or the screen, and last to the person's own commands.
@MainActor
@Observable
final class Shell: View, KeyHandling {
    /// The shell's own keys, as `?` lists them first: the fixed ones, and its actions'
    /// keys as the configuration binds them.
    static var keyEntries: [KeyHelp.Entry] {
        [
            KeyHelp.Entry(names: "1 / 2", description: "the Rick and Morty tab / the GitHub tab"),
            KeyHelp.Entry(names: "Enter", description: "open the selected row"),
            KeyHelp.Entry(names: "Esc/Backspace", description: "back to the screen before"),
            KeyHelp.Entry(names: "Tab", description: "move the keys between the screen and the debug pane"),
        ] + ShellAction.allCases.map { KeyHelp.Entry(keys: $0.keys, description: $0.description) }
            + CustomCommand.configured.map { KeyHelp.Entry(keys: [$0.key], description: "run " + $0.label) } + [
            KeyHelp.Entry(names: "Ctrl-C", description: "quit"),
            KeyHelp.Entry(names: "Mouse", description: "click: a row or a tab; double click: open; wheel: scroll"),
        ]
    }

    /// The shell's keys, then a list's: what `?` lists before the screen's own.
    static var keyLines: [String] { KeyHelp.lines(keyEntries) + [""] + KeyHelp.lines(ListView.helpEntries) }

    /// The debug pane is at the side from this width on, else below the screen.
    static let sideBySideWidth = 120

    let tabs: [ShellTab]
    private(set) var help: Overlay?
    private(set) var showsDebugPane = false
    /// Whether keys go to the debug pane rather than the screen.
    private(set) var debugPaneHasFocus = false {
        didSet { debugPane.hasKeys = debugPaneHasFocus }
    }

    @ObservationIgnored let debugPane: DebugPane
    @ObservationIgnored private let tabBar: Tabs
    @ObservationIgnored private let statusLine: StatusLine
    /// The person's own commands as the shell runs them, and what the last one left to say.
    @ObservationIgnored let commands: CustomCommandRun
    @ObservationIgnored private let quit: @MainActor () -> Void

    /// `debugPane` shows the tabs' environments, in the tabs' order.
    init(tabs: [ShellTab], selected: Int, debugPane: DebugPane, quit: @escaping @MainActor () -> Void) {
        self.tabs = tabs
        self.debugPane = debugPane
        self.quit = quit
        let tabBar = Tabs(tabs.map { Tabs.Tab($0.stack.name, $0.stack, badge: $0.connection.badge) })
        tabBar.select(selected)
        debugPane.selectedSource = tabBar.selectedIndex
        self.tabBar = tabBar
        let commands = CustomCommandRun()
        self.commands = commands
        statusLine = StatusLine(
            screen: { tabs.indices.contains(tabBar.selectedIndex) ? tabs[tabBar.selectedIndex].stack.top : nil },
            place: { tabs.indices.contains(tabBar.selectedIndex) ? tabs[tabBar.selectedIndex].place : "" },
            cache: { tabs.indices.contains(tabBar.selectedIndex) ? tabs[tabBar.selectedIndex].connection.imageNotice.words : nil },
            notice: { commands.notice })
    }

    var selectedTab: ShellTab { tabs[tabBar.selectedIndex] }

    func select(tab index: Int) {
        tabBar.select(index)
        debugPane.selectedSource = tabBar.selectedIndex
    }

    // MARK: Keys

    func handle(_ key: Key) -> Bool {
        if key == .control("c") {
            quit()
            return true
        }
        if let help {
            // Scrolling keys move what a long list shows; any other key closes it.
            if !help.scroll(key) { self.help = nil }
            return true
        }
        let stack = selectedTab.stack
        // Even with the debug pane focused: a key that went past the question would leave
        // it asking, and a tab's number would leave it over a tab not shown.
        if stack.top.asksQuestion { return stack.top.handle(key) }
        if case .mouse(let event) = key { return handle(event, in: stack) }
        let paneKeys = showsDebugPane && debugPaneHasFocus
        if paneKeys, debugPane.capturesText, debugPane.handle(key) { return true }
        if !paneKeys, stack.top.capturesText, stack.top.handle(key) { return true }
        switch (key, ShellAction.action(for: key)) {
        case (_, .help?):
            var lines = Self.keyLines
            if !stack.top.helpLines.isEmpty { lines += [""] + stack.top.helpLines }
            if showsDebugPane { lines += [""] + DebugPane.helpLines }
            help = Overlay(title: "Keys", lines: lines, layout: .keyHelp)
        case (_, .debugPane?):
            showsDebugPane.toggle()
            debugPaneHasFocus = showsDebugPane
        case (.tab, _) where showsDebugPane:
            debugPaneHasFocus.toggle()
        case (.character(let digit), _) where digit.isNumber:
            guard let number = digit.wholeNumberValue, tabs.indices.contains(number - 1) else { return false }
            select(tab: number - 1)
        default:
            if paneKeys, debugPane.handle(key) { return true }
            return handleNavigation(key, in: stack)
        }
        return true
    }

    /// Fetches each tab's shown screen again: `R`, and the configuration's refetch interval.
    func refetchShownScreens() {
        for tab in tabs { tab.stack.top.retry() }
    }

    /// A click on a tab's title shows that tab; any other event goes to what is under
    /// it, the debug pane's lists or the screen's, each taking only its own.
    private func handle(_ event: MouseEvent, in stack: NavigationStack) -> Bool {
        if event.action == .click, let index = tabBar.index(at: event.point) {
            select(tab: index)
            return true
        }
        if showsDebugPane, debugPane.handle(.mouse(event)) { return true }
        return stack.top.handle(.mouse(event))
    }

    /// The stack's keys, then the screen's, then the person's own commands.
    private func handleNavigation(_ key: Key, in stack: NavigationStack) -> Bool {
        // A notice speaks of what was done last; the next key that acts moves past it.
        stack.top.dismissNotice()
        commands.dismissNotice()
        switch (key, ShellAction.action(for: key)) {
        case (_, .back?):
            if stack.isAtRoot { quit() } else { stack.back() }
        case (.escape, _), (.backspace, _):
            stack.back()
        case (_, .refetch?):
            stack.top.retry()
        case (_, .refetchAll?):
            refetchShownScreens()
        default:
            if stack.top.handle(key) { return true }
            guard let command = CustomCommand.command(for: key) else { return false }
            commands.run(command, values: stack.top.commandValues)
        }
        return true
    }

    // MARK: Layout

    func layout(in bounds: Rect) -> [Placement] {
        let rows = Stack.frames(.vertical, [.fill, .fixed(1)], in: bounds)
        let body = rows[0]
        var placements: [Placement] = []
        if showsDebugPane {
            let (screen, pane) = Self.split(body)
            placements += [Placement(tabBar, in: screen), Placement(debugPane, in: pane)]
        } else {
            placements.append(Placement(tabBar, in: body))
        }
        placements.append(Placement(statusLine, in: rows[1]))
        if let help { placements.append(Placement(help, in: help.frame(in: bounds))) }
        return placements
    }

    /// The screen's part and the debug pane's: side by side on a wide terminal (the
    /// pane two fifths), else one above the other (the pane the lower half), with a
    /// rule of one cell between them.
    static func split(_ body: Rect) -> (screen: Rect, pane: Rect) {
        let sideBySide = body.width >= sideBySideWidth
        let pane = StackSize.fixed(sideBySide ? body.width * 2 / 5 : body.height / 2)
        let frames = Stack.frames(sideBySide ? .horizontal : .vertical, [.fill, .fixed(1), pane], in: body)
        return (frames[0], frames[2])
    }

    /// The shell's own cells are the rule between the screen and the debug pane: every
    /// other cell belongs to a child.
    func render(in region: inout CanvasRegion) {
        guard showsDebugPane else { return }
        let rule: Character = region.width >= Self.sideBySideWidth ? "│" : "─"
        region.fill(with: rule, style: Style(dim: true))
    }
}
