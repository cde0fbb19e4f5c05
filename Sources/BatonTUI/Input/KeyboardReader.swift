import CNCursesW

/// Reads every key ncurses has ready without blocking (the window is in `nodelay` mode)
/// and decodes them. Called when the input source says stdin is readable.
@MainActor
final class KeyboardReader {
    private let window: UnsafeMutablePointer<WINDOW>
    private var decoder = KeyDecoder()
    private var doubleClicks = DoubleClicks()

    init(window: UnsafeMutablePointer<WINDOW>) {
        self.window = window
    }

    /// The keys pending now; empty when nothing was waiting.
    func readPendingKeys() -> [Key] {
        var inputs: [TerminalInput] = []
        var value: wint_t = 0
        while true {
            let result = wget_wch(window, &value)
            if result == KEY_CODE_YES, Int32(bitPattern: value) == KEY_MOUSE {
                var event = MEVENT()
                if getmouse(&event) == OK, let mouse = MouseEvent(curses: event) { inputs.append(.mouse(mouse)) }
            } else if result == KEY_CODE_YES {
                inputs.append(.keyCode(Int32(bitPattern: value)))
            } else if result == OK, let scalar = Unicode.Scalar(UInt32(value)) {
                inputs.append(.character(scalar))
            } else if result == ERR {
                break
            }
        }
        let now = ContinuousClock.now
        return decoder.decode(inputs).map { doubleClicks.resolve($0, at: now) }
    }
}
