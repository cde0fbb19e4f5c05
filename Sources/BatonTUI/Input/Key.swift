/// One key press, decoded from whatever the terminal sent (an ncurses key code, a wide
/// character or a raw escape sequence) before any view sees it.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, escape, backspace, delete, tab, backTab
    /// F1 is `function(1)`.
    case function(Int)
    /// A control chord on a letter, the letter lowercase: Ctrl-D is `control("d")`.
    case control(Character)
    /// The terminal changed size.
    case resize
    /// A click, double click or wheel turn, where the mouse was.
    case mouse(MouseEvent)
    /// A code nothing here names, kept so a key map can still show or ignore it.
    case unknown(Int)
}

extension Key {
    /// The key's name as a help overlay shows it: "↑", "PgDn", "Ctrl-D", "F12", "q".
    public var displayName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .function(let number): "F\(number)"
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        case .resize: "Resize"
        case .mouse: "Mouse"
        case .unknown(let code): "Key \(code)"
        }
    }
}
