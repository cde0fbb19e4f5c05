import BatonTUI

/// The debug pane's keys: Tab and the side arrows move between sections, j/k and
/// the arrows move in a list, Enter opens (a type's records, a record, a linked
/// record), Escape goes back, `/` filters a type's records, `e` exports the store.
extension DebugPane {
    /// The pane's keys, for the help overlay.
    public static let helpLines = KeyHelp.lines([
        KeyHelp.Entry(names: "Tab/←/→", description: "move between the inspector's sections"),
        KeyHelp.Entry(names: "j/k", description: "move in a list"),
        KeyHelp.Entry(names: "Enter", description: "open a type, a record, a linked record"),
        KeyHelp.Entry(names: "Esc", description: "go back"),
        KeyHelp.Entry(names: "/", description: "filter a type's records by key or value"),
        KeyHelp.Entry(names: "e", description: "export the store's dump to a file"),
    ])

    public func handle(_ key: Key) -> Bool {
        guard let browser else { return false }
        if browser.isFiltering { return handleFiltering(key, browser) }
        switch key {
        case .tab, .right: browser.move(by: 1)
        case .backTab, .left: browser.move(by: -1)
        case .escape: return browser.back()
        case .character("e"): export()
        case .character("/"):
            guard browser.section == .records, browser.type != nil else { return false }
            browser.startFiltering()
        default: return browser.currentList.handle(key)
        }
        return true
    }

    /// While the filter is typed, every key is the pane's: Enter keeps the filter,
    /// Escape clears it, the vertical arrows still move in the list.
    private func handleFiltering(_ key: Key, _ browser: SourceBrowser) -> Bool {
        switch key {
        case .enter: browser.endFiltering()
        case .escape: browser.clearFilter()
        case .up, .down, .pageUp, .pageDown: _ = browser.currentList.handle(key)
        default: _ = browser.filterInput.handle(key)
        }
        return true
    }
}
