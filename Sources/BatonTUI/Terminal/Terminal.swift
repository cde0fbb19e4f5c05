import CNCursesW
import Foundation

/// The real terminal, through ncursesw: set up on `init` (UTF-8, the alternate screen,
/// cbreak, no echo, keypad, reads that never wait, the cursor hidden, colors), drawn by
/// flushing canvases, and given back by `restore()`. All of it on the main thread.
@MainActor
public final class Terminal {
    /// How long ncurses waits after ESC for the rest of a sequence before it is Escape.
    static let escapeDelayMilliseconds: Int32 = 25

    public let colorSupport: ColorSupport
    let window: UnsafeMutablePointer<WINDOW>
    /// The terminal device's descriptor: where keys are read from.
    public let inputDescriptor: Int32
    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let ownsOutput: Bool
    private var pairs: ColorPairAllocator
    private var flushed: Canvas
    public private(set) var size: Size
    public private(set) var isRestored = false

    /// Takes over the terminal: standard input's and output's when both are terminals,
    /// `/dev/tty` otherwise. `TERM` names the terminal type. With `mouse`, clicks and the
    /// wheel arrive as keys (the terminal's own selection then takes Shift).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, mouse: Bool = true) throws {
        Self.selectUTF8Locale()
        let streams = try Self.openStreams()
        let descriptor = fileno(streams.output)
        var modes = termios()
        tcgetattr(descriptor, &modes)

        guard let screen = newterm(nil, streams.output, streams.input), let window = baton_stdscr() else {
            if streams.ownsOutput { fclose(streams.output) }
            fclose(streams.input)
            throw TerminalError.unknownTerminalType(environment["TERM"] ?? "")
        }
        // A type without cursor addressing (`cup`) would draw every frame on the last line.
        let cursorAddress = Int(bitPattern: tigetstr("cup"))
        guard cursorAddress != 0, cursorAddress != -1 else {
            endwin()
            delscreen(screen)
            if streams.ownsOutput { fclose(streams.output) }
            fclose(streams.input)
            throw TerminalError.cannotAddressCursor(environment["TERM"] ?? "")
        }
        self.screen = screen
        self.window = window
        self.output = streams.output
        self.input = streams.input
        self.ownsOutput = streams.ownsOutput
        self.inputDescriptor = fileno(streams.input)

        set_escdelay(Self.escapeDelayMilliseconds)
        cbreak()
        // Ctrl-S and Ctrl-Q are keys here (Ctrl-S sends a comment), not the terminal's
        // flow control; ncurses keeps this mode as the program's, and endwin gives the
        // shell's back.
        var programModes = termios()
        tcgetattr(inputDescriptor, &programModes)
        programModes.c_iflag &= ~tcflag_t(IXON)
        tcsetattr(inputDescriptor, TCSANOW, &programModes)
        def_prog_mode()
        noecho()
        keypad(window, true)
        nodelay(window, true)
        curs_set(0)
        if mouse { mousemask(MouseEvent.cursesMask, nil) }

        // terminfo's count: COLORS is only set by start_color, which NO_COLOR must not reach.
        colorSupport = ColorSupport.detect(
            environment: environment, hasColors: has_colors(), colorCount: Int(tigetnum("colors")))
        if colorSupport != .none {
            start_color()
            use_default_colors()
        }
        pairs = ColorPairAllocator(capacity: colorSupport == .none ? 0 : Int(baton_color_pairs()))
        size = Size(width: Int(baton_cols()), height: Int(baton_lines()))
        flushed = Canvas(size: .zero)

        CrashRestore.arm(descriptor: descriptor, modes: modes, reset: Self.resetSequence())
    }

    /// Wide characters reach the terminal as UTF-8 only under a UTF-8 locale: the user's
    /// when it is one, C.UTF-8 for the character type otherwise.
    private static func selectUTF8Locale() {
        setlocale(LC_ALL, "")
        if String(cString: baton_codeset()) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// The terminal's streams; `ownsOutput` when output is not standard output. Keys are
    /// read from a description of the terminal of the program's own, which reads without
    /// waiting: ncurses reads the rest of a mouse report in a read that would otherwise
    /// wait for bytes that may never come (Escape, `[` and `M` typed together begin one),
    /// and while it waits no key, frame or Ctrl-C is handled. Standard input's own
    /// description, which the shell and an editor share, keeps its blocking reads.
    private static func openStreams() throws -> (output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>, ownsOutput: Bool) {
        if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
            // A terminal that cannot be opened again by its name is read through standard input.
            let input = ttyname(STDIN_FILENO).flatMap { openInput(at: String(cString: $0)) } ?? fdopen(dup(STDIN_FILENO), "r")
            guard let input else { throw TerminalError.notATerminal }
            return (baton_stdout(), input, false)
        }
        let descriptor = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0, let input = openInput(at: "/dev/tty") else {
            if descriptor >= 0 { close(descriptor) }
            throw TerminalError.notATerminal
        }
        guard let output = fdopen(descriptor, "w") else {
            close(descriptor)
            fclose(input)
            throw TerminalError.notATerminal
        }
        return (output, input, true)
    }

    /// The terminal at `path` opened for reading without waiting, and closed in programs
    /// the app runs.
    private static func openInput(at path: String) -> UnsafeMutablePointer<FILE>? {
        let descriptor = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard let input = fdopen(descriptor, "r") else {
            close(descriptor)
            return nil
        }
        return input
    }

    /// The terminfo strings that undo the screen: leave the alternate screen, show the
    /// cursor, reset attributes, leave keypad mode; then xterm's mouse reporting off, which
    /// terminfo names no string for.
    private static func resetSequence() -> [UInt8] {
        ["sgr0", "cnorm", "rmkx", "rmcup"].flatMap { name -> [UInt8] in
            guard let value = baton_terminfo_string(name) else { return [] }
            return Array(String(cString: value).utf8)
        } + Array("\u{1B}[?1000l\u{1B}[?1006l".utf8)
    }

    /// Puts `text` on the terminal's clipboard (`ClipboardSequence`), between frames.
    public func copyToClipboard(_ text: String) {
        guard !isRestored else { return }
        let bytes = ClipboardSequence.bytes(for: text)
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, output) }
        fflush(output)
    }

    // MARK: Drawing

    /// Draws the cells of `canvas` that differ from the canvas flushed last (all of them
    /// after a resize), then updates the screen once.
    public func flush(_ canvas: Canvas) {
        guard !isRestored else { return }
        for run in canvas.changedRuns(since: flushed) {
            for x in run.columns where !canvas[x, run.row].isContinuation {
                var cell = cursesCell(canvas[x, run.row])
                // The bottom-right cell answers ERR (the cursor cannot move past it) yet is drawn.
                _ = mvwadd_wch(window, Int32(run.row), Int32(x), &cell)
            }
        }
        flushed = canvas
        wnoutrefresh(window)
        doupdate()
    }

    private func cursesCell(_ cell: Cell) -> cchar_t {
        let scalars = cell.grapheme.unicodeScalars.prefix(Int(CCHARW_MAX))
        let text = scalars.map { wchar_t(bitPattern: $0.value) } + [0]
        var result = cchar_t()
        _ = baton_set_cell(&result, text, cell.style.cursesAttributes, colorPair(for: cell.style))
        return result
    }

    private func colorPair(for style: Style) -> Int16 {
        guard let foreground = colorSupport.number(for: style.foreground),
              let background = colorSupport.number(for: style.background)
        else { return 0 }
        let allocation = pairs.pair(foreground: foreground, background: background)
        if allocation.isNew {
            init_pair(allocation.pair, foreground, background)
        }
        return allocation.pair
    }

    // MARK: Size

    /// Re-reads the terminal's size (after SIGWINCH or KEY_RESIZE) and resizes ncurses'
    /// screen to it. Whether the size differs from the one last seen: a resize announced
    /// twice (the signal and ncurses' own KEY_RESIZE) changes it once.
    public func updateSize() -> Bool {
        guard !isRestored else { return false }
        var dimensions = winsize()
        if ioctl(inputDescriptor, UInt(TIOCGWINSZ), &dimensions) == 0, dimensions.ws_row > 0, dimensions.ws_col > 0,
           Int32(dimensions.ws_row) != baton_lines() || Int32(dimensions.ws_col) != baton_cols() {
            resizeterm(Int32(dimensions.ws_row), Int32(dimensions.ws_col))
        }
        let current = Size(width: Int(baton_cols()), height: Int(baton_lines()))
        guard current != size else { return false }
        size = current
        return true
    }

    // MARK: Lending

    /// Gives the screen to another program for a while: the shell's modes and screen
    /// back, as `restore()` would, but ncurses kept for `takeBack()`.
    func lend() {
        guard !isRestored else { return }
        endwin()
        fflush(output)
    }

    /// Takes the screen back from the program it was lent to: the program's modes
    /// again, and every cell drawn anew, since that program drew over them.
    func takeBack() {
        guard !isRestored else { return }
        reset_prog_mode()
        curs_set(0)
        clearok(window, true)
        wrefresh(window)
    }

    // MARK: Restoring

    /// Gives the terminal back: the normal screen, the cursor, the modes from before.
    /// Safe to call more than once.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        curs_set(1)
        endwin()
        CrashRestore.disarm()
        delscreen(screen)
        fclose(input)
        if ownsOutput {
            fclose(output)
        } else {
            fflush(output)
        }
    }
}
