import CNCursesW

extension Key {
    /// The key an ncurses key code names (`wget_wch` answered `KEY_CODE_YES`);
    /// `.unknown(code)` for a code with no `Key` of its own.
    public init(cursesKeyCode code: Int32) {
        switch code {
        case KEY_UP: self = .up
        case KEY_DOWN: self = .down
        case KEY_LEFT: self = .left
        case KEY_RIGHT: self = .right
        case KEY_HOME, KEY_A1: self = .home
        case KEY_END, KEY_LL, KEY_C1: self = .end
        case KEY_PPAGE, KEY_A3: self = .pageUp
        case KEY_NPAGE, KEY_C3: self = .pageDown
        case KEY_ENTER: self = .enter
        case KEY_BACKSPACE: self = .backspace
        case KEY_DC: self = .delete
        case KEY_BTAB: self = .backTab
        case KEY_RESIZE: self = .resize
        case baton_key_f(0)...baton_key_f(63): self = .function(Int(code - baton_key_f(0)))
        default: self = .unknown(Int(code))
        }
    }
}
