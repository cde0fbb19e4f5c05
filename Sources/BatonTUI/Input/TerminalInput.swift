/// One result of ncurses' `wget_wch`: a key code (`KEY_CODE_YES`) or a character.
public enum TerminalInput: Hashable, Sendable {
    case keyCode(Int32)
    case character(Unicode.Scalar)
}
