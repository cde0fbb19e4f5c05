/// Why the terminal could not be set up.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Neither standard input and output nor `/dev/tty` is a terminal.
    case notATerminal
    /// ncurses knows no terminal of this type (`TERM`).
    case unknownTerminalType(String)
    /// The terminal type cannot move the cursor (`TERM=dumb`): every frame would land
    /// on its last line.
    case cannotAddressCursor(String)

    public var description: String {
        switch self {
        case .notATerminal:
            "not running in a terminal: standard input and output are not a terminal, and /dev/tty cannot be opened"
        case .unknownTerminalType(let type):
            "unknown terminal type \"\(type)\": set TERM to a type terminfo knows (for example xterm-256color)"
        case .cannotAddressCursor(let type):
            "the terminal type \"\(type)\" cannot move the cursor, which a full-screen program needs: "
                + "set TERM to one that can (for example xterm-256color)"
        }
    }
}
