/// One result of ncurses' `wget_wch`: a key code (`KEY_CODE_YES`), a character, or the
/// mouse event `getmouse` read for `KEY_MOUSE`.
public enum TerminalInput: Hashable, Sendable {
    case keyCode(Int32)
    case character(Unicode.Scalar)
    case mouse(MouseEvent)
}
