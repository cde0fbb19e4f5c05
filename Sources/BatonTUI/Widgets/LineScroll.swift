/// The keys that scroll lines of text, as a pager and a scrolling overlay answer them:
/// a line (j/k, ↓/↑), three (the wheel), half a screenful (Ctrl-D/U), a screenful
/// (Space, PgDn/PgUp), to either end (g/G, Home/End).
public enum LineScroll {
    /// Where the first line shown moves for `key`, unclamped; nil for a key that does
    /// not scroll.
    @MainActor public static func target(for key: Key, top: Int, page: Int) -> Int? {
        let page = max(1, page)
        switch key {
        case .down, .character("j"): return top + 1
        case .up, .character("k"): return top - 1
        case .control("d"): return top + max(1, page / 2)
        case .control("u"): return top - max(1, page / 2)
        case .pageDown, .character(" "): return top + page
        case .pageUp: return top - page
        case .home, .character("g"): return 0
        case .end, .character("G"): return Int.max
        case .mouse(let event) where event.action == .wheelDown: return top + ListView.wheelRows
        case .mouse(let event) where event.action == .wheelUp: return top - ListView.wheelRows
        default: return nil
        }
    }

    /// The keys as the help overlay lists them.
    public static let helpEntries: [KeyHelp.Entry] = [
        KeyHelp.Entry(keys: [.character("j"), .down], description: "a line down"),
        KeyHelp.Entry(keys: [.character("k"), .up], description: "a line up"),
        KeyHelp.Entry(keys: [.control("d"), .control("u")], description: "half a screenful down / up"),
        KeyHelp.Entry(keys: [.character(" "), .pageDown, .pageUp], description: "a screenful down / down / up"),
        KeyHelp.Entry(keys: [.character("g"), .character("G")], description: "the beginning / the end"),
    ]
}
