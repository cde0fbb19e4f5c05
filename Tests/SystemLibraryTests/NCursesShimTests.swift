import CNCursesW
import Foundation
import Testing

/// ncurses is one global state per process, so its calls stay in this one test.
@Suite(.serialized) struct NCursesShimTests {
    @Test func wideCellsAttributesAndKeysOnAPseudoTerminal() throws {
        let previousLocale = String(cString: setlocale(LC_CTYPE, nil))
        #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        defer { setlocale(LC_CTYPE, previousLocale) }

        let terminal = try PseudoTerminal(rows: 24, columns: 80)
        defer { terminal.close() }

        let screen = try #require(newterm("xterm-256color", terminal.output, terminal.input))
        defer { delscreen(screen) }
        let window = try #require(baton_stdscr())
        #expect(baton_lines() == 24)
        #expect(baton_cols() == 80)

        #expect(has_colors())
        #expect(start_color() == OK)
        #expect(use_default_colors() == OK)
        #expect(baton_colors() >= 256)
        #expect(init_pair(1, Int16(COLOR_RED), -1) == OK)

        // Wide characters take two columns each; the emoji after 日本語 starts at column 6.
        let bold = baton_attr_bold()
        for (column, text) in [(0, "日"), (2, "本"), (4, "語"), (6, "🙂")] {
            var cell = cchar_t()
            let wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
            #expect(baton_set_cell(&cell, wide, bold, 1) == OK)
            #expect(mvwadd_wch(window, 0, Int32(column), &cell) == OK)
        }
        var colored = cchar_t()
        #expect(baton_set_cell(&colored, [wchar_t(UInt8(ascii: "x")), 0], bold, 1) == OK)
        #expect(mvwadd_wch(window, 1, 0, &colored) == OK)
        var plain = cchar_t()
        #expect(baton_set_cell(&plain, [wchar_t(UInt8(ascii: "y")), 0], baton_attr_normal(), 0) == OK)
        #expect(mvwadd_wch(window, 1, 1, &plain) == OK)

        for (column, expected) in [(0, "日"), (2, "本"), (4, "語"), (6, "🙂")] {
            var cell = cchar_t()
            #expect(mvwin_wch(window, 0, Int32(column), &cell) == OK)
            var text = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
            var attributes = attr_t()
            var pair: Int16 = 0
            #expect(baton_get_cell(&cell, &text, &attributes, &pair) == OK)
            let scalars = text.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
            #expect(String(String.UnicodeScalarView(scalars)) == expected)
            #expect(attributes & bold == bold)
            #expect(pair == 1)
        }
        // The narrow-character view of a cell carries the pair and attributes in its bits.
        let coloredBits = attr_t(mvwinch(window, 1, 0))
        #expect(coloredBits & 0xFF == attr_t(UInt8(ascii: "x")))
        #expect(baton_pair_number(coloredBits) == 1)
        #expect(coloredBits & bold == bold)
        let plainBits = attr_t(mvwinch(window, 1, 1))
        #expect(baton_pair_number(plainBits) == 0)
        #expect(plainBits & bold == 0)

        // What reaches the terminal is UTF-8.
        #expect(wnoutrefresh(window) == OK)
        #expect(doupdate() == OK)
        let written = String(decoding: terminal.drainScreenSide(), as: UTF8.self)
        #expect(written.contains("日本語🙂"))

        // Keys typed on the terminal come back through wget_wch: F1 by its xterm sequence,
        // then a wide character.
        #expect(baton_key_f(12) == KEY_F0 + 12)
        #expect(baton_key_f(12) == 0o410 + 12)
        #expect(keypad(window, true) == OK)
        wtimeout(window, 5_000)
        terminal.type("\u{1B}OP語")
        var value: wint_t = 0
        #expect(wget_wch(window, &value) == KEY_CODE_YES)
        #expect(Int32(bitPattern: value) == baton_key_f(1))
        #expect(wget_wch(window, &value) == OK)
        #expect(value == 0x8A9E)

        #expect(endwin() == OK)
    }
}

/// A pseudo-terminal pair: ncurses gets the terminal side as FILE streams; the test plays
/// the emulator on the other side.
private struct PseudoTerminal {
    let screenSide: Int32
    let output: UnsafeMutablePointer<FILE>
    let input: UnsafeMutablePointer<FILE>

    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    init(rows: UInt16, columns: UInt16) throws {
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure(call: "posix_openpt", code: errno) }
        guard grantpt(master) == 0 else { throw Failure(call: "grantpt", code: errno) }
        guard unlockpt(master) == 0 else { throw Failure(call: "unlockpt", code: errno) }
        guard let name = ptsname(master) else { throw Failure(call: "ptsname", code: errno) }
        let terminalSide = open(name, O_RDWR | O_NOCTTY)
        guard terminalSide >= 0 else { throw Failure(call: "open \(String(cString: name))", code: errno) }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else { throw Failure(call: "TIOCSWINSZ", code: errno) }
        guard let output = fdopen(terminalSide, "w") else { throw Failure(call: "fdopen", code: errno) }
        guard let input = fdopen(dup(terminalSide), "r") else { throw Failure(call: "fdopen", code: errno) }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.screenSide = master
        self.output = output
        self.input = input
    }

    /// Everything ncurses has written so far.
    func drainScreenSide() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(screenSide, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer.prefix(count)
        }
        return bytes
    }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(screenSide, $0.baseAddress, $0.count) }
    }

    func close() {
        fclose(output)
        fclose(input)
        Glibc.close(screenSide)
    }
}
