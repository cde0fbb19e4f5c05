extension Key {
    /// The key a person names in a configuration: one character as itself (`q`, `]`,
    /// `?`), or a key's name as `?` shows it or as people write it, in any case:
    /// `Enter`, `Esc`, `Space`, `Tab`, `Backspace`, `Up`/`↑`, `PgDn`/`PageDown`, `Home`,
    /// `F12`, `Ctrl-D`. Nil for a name that names no key.
    public init?(name: String) {
        if name.count == 1, let character = name.first {
            switch character {
            case "↑": self = .up
            case "↓": self = .down
            case "←": self = .left
            case "→": self = .right
            default: self = .character(character)
            }
            return
        }
        let lower = name.lowercased()
        if let named = Self.namedKeys[lower] {
            self = named
            return
        }
        for prefix in ["ctrl-", "ctrl+", "c-"] where lower.hasPrefix(prefix) {
            let letter = lower.dropFirst(prefix.count)
            guard letter.count == 1, let character = letter.first, character.isASCII, character.isLetter else { return nil }
            self = .control(character)
            return
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number) {
            self = .function(number)
            return
        }
        return nil
    }

    private static let namedKeys: [String: Key] = [
        "space": .character(" "), "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
        "tab": .tab, "shift-tab": .backTab, "backspace": .backspace, "del": .delete, "delete": .delete,
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    ]
}
