import Foundation
import TerminalTesting
import Testing

/// What stopped a demo test before its expectations: the demo missing or not starting.
private struct DemoFailure: Error, CustomStringConvertible {
    let description: String
}

/// The demo binary driven in tmux: what it shows, how keys move it, and that every exit
/// gives the terminal back. Build it first: `swift build --product BatonTUIDemo`.
@Suite(.serialized) struct DemoTmuxTests {
    /// The demo beside the test binary (both are products of the same build).
    private static func demoPath() throws -> String {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On Linux the tests run from `<build>/debug/<package>PackageTests.xctest`; on
        // Darwin from inside an .xctest bundle, whose directory is the build's.
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "Contents"
            || directory.lastPathComponent == "MacOS" {
            directory = directory.deletingLastPathComponent()
        }
        let demo = directory.appendingPathComponent("BatonTUIDemo").path
        guard FileManager.default.isExecutableFile(atPath: demo) else {
            throw DemoFailure(description:
                "BatonTUIDemo is not built at \(demo): run `swift build --product BatonTUIDemo` (with the same --scratch-path) before the tests")
        }
        return demo
    }

    /// A pane whose shell prints a line, runs the demo, then reports its exit status and
    /// stays (so the restored screen can be read). The shell survives the Ctrl-C it shares
    /// with the demo, as an interactive one would; `NO_COLOR`, which the test runner may
    /// set, is cleared so colors are on unless a test sets it.
    private static func launch(
        width: Int = 80, height: Int = 24, variables: String = "", redirections: String = ""
    ) throws -> TmuxSession {
        let demo = try demoPath()
        let command = "unset NO_COLOR; trap : INT; echo before-launch; \(variables) '\(demo)' \(redirections); echo \"demo exited $?\"; exec cat"
        let session = try TmuxSession(command: command, width: width, height: height)
        let (screen, started) = try session.waitForScreen { $0.contains("Row 0001") && $0.contains("sel 1/1000") }
        guard started else {
            session.kill()
            throw DemoFailure(description: "the demo did not show its list:\n\(screen)")
        }
        return session
    }

    private func lines(_ screen: String) -> [Substring] {
        screen.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The row number on the selected line (marked ▸), if one is on screen.
    private func selectedRow(_ screen: String) -> Int? {
        guard let line = lines(screen).first(where: { $0.contains("▸ Row ") }),
              let range = line.range(of: "▸ Row ")
        else { return nil }
        return Int(line[range.upperBound...].prefix(4))
    }

    @Test func listShowsAndKeysMoveAndPage() throws {
        let session = try Self.launch()
        defer { session.kill() }
        let first = try session.capture()
        #expect(selectedRow(first) == 1)
        #expect(lines(first).count >= 24)
        #expect(lines(first)[0].hasPrefix("╭ BatonTUI demo: 1,000 rows"))
        // 24 rows: the border takes two and the status line one, leaving 21 list rows.
        #expect(lines(first)[21].contains("Row 0021"))

        try session.send("j")
        let moved = try session.waitForScreen { $0.contains("sel 2/1000") }
        #expect(moved.matched)
        #expect(selectedRow(moved.screen) == 2)

        try session.send("NPage")
        let paged = try session.waitForScreen { $0.contains("sel 23/1000") }
        #expect(paged.matched, "\(paged.screen)")
        #expect(!paged.screen.contains("Row 0001"))
        #expect(lines(paged.screen)[1].contains("Row 0022"))
        #expect(selectedRow(paged.screen) == 23)

        try session.send("G")
        let last = try session.waitForScreen { $0.contains("sel 1000/1000") }
        #expect(selectedRow(last.screen) == 1000)

        try session.send("g")
        let top = try session.waitForScreen { $0.contains("sel 1/1000") }
        #expect(selectedRow(top.screen) == 1)
        #expect(lines(top.screen)[1].contains("Row 0001"))
    }

    @Test func theTimerRedrawsItsRowAlone() throws {
        let session = try Self.launch()
        defer { session.kill() }
        // Row 3 changes every second; row 4 beside it reads nothing that changes.
        let ticked = try session.waitForScreen { $0.contains("renders: row 3 4 ·") }
        #expect(ticked.matched, "\(ticked.screen)")
        #expect(ticked.screen.contains("· row 4 1 ·"))
        #expect(lines(ticked.screen)[3].contains("Row 0003  count 3"))
    }

    @Test func aResizeLaysOutAgain() throws {
        let session = try Self.launch()
        defer { session.kill() }
        try session.resize(width: 60, height: 15)
        let resized = try session.waitForScreen { $0.contains("60x15") }
        #expect(resized.matched, "\(resized.screen)")
        let rows = lines(resized.screen)
        #expect(rows[0].hasPrefix("╭") && rows[0].hasSuffix("╮") && rows[0].count == 60)
        #expect(rows[13].hasPrefix("╰") && rows[13].count == 60)
        #expect(rows[12].contains("Row 0012"))
        #expect(!resized.screen.contains("Row 0013"))

        // The smallest supported size: everything still there, cut to fit.
        try session.resize(width: 40, height: 10)
        let smallest = try session.waitForScreen { $0.contains("40x10") }
        #expect(smallest.matched, "\(smallest.screen)")
        #expect(lines(smallest.screen)[1].contains("▸ Row 0001"))
        #expect(lines(smallest.screen)[9].hasPrefix("sel 1/1000"))

        try session.resize(width: 30, height: 8)
        let tooSmall = try session.waitForScreen { $0.contains("Terminal too small") }
        #expect(tooSmall.matched, "\(tooSmall.screen)")

        try session.resize(width: 80, height: 24)
        let back = try session.waitForScreen { $0.contains("80x24") }
        #expect(back.matched, "\(back.screen)")
        #expect(lines(back.screen)[21].contains("Row 0021"))
    }

    @Test func helpOverlayToggles() throws {
        let session = try Self.launch()
        defer { session.kill() }
        try session.send("?")
        let shown = try session.waitForScreen { $0.contains("Keys") && $0.contains("half a page down") }
        #expect(shown.matched, "\(shown.screen)")
        try session.send("?")
        let hidden = try session.waitForScreen { !$0.contains("PgDn") }
        #expect(hidden.matched, "\(hidden.screen)")

        // A lone Escape, told from an escape sequence by the escape delay, hides it too.
        try session.send("?")
        #expect(try session.waitForScreen { $0.contains("PgDn") }.matched)
        try session.send("Escape")
        let escaped = try session.waitForScreen { !$0.contains("PgDn") }
        #expect(escaped.matched, "\(escaped.screen)")
        #expect(escaped.screen.contains("sel 1/1000"))
    }

    /// After the demo ends: the normal screen is back with what was there before launch,
    /// the cursor shows, keypad mode is off, and the shell reports `status`.
    private func expectRestored(_ session: TmuxSession, status: Int32) throws {
        let ended = try session.waitForScreen { $0.contains("demo exited") }
        #expect(ended.matched, "\(ended.screen)")
        #expect(ended.screen.contains("demo exited \(status)"))
        #expect(ended.screen.contains("before-launch"))
        #expect(!ended.screen.contains("Row 0001"))
        #expect(try session.format("#{alternate_on}") == "0")
        #expect(try session.format("#{cursor_flag}") == "1")
        #expect(try session.format("#{keypad_flag}") == "0")
    }

    @Test func quitRestoresTheTerminal() throws {
        let session = try Self.launch()
        defer { session.kill() }
        #expect(try session.format("#{alternate_on}") == "1")
        #expect(try session.format("#{cursor_flag}") == "0")
        try session.send("q")
        try expectRestored(session, status: 0)
    }

    @Test func anUncaughtErrorRestoresThenReports() throws {
        let session = try Self.launch()
        defer { session.kill() }
        try session.send("!")
        try expectRestored(session, status: 1)
        let screen = try session.capture()
        let report = try #require(screen.range(of: "error: the demo was asked to fail (the ! key)"))
        // Printed on the normal screen, after the restore: below the line printed before launch.
        #expect(screen.range(of: "before-launch")!.upperBound <= report.lowerBound)
    }

    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130)] as [(Int32, Int32)])
    func aSignalRestoresTheTerminal(signal: Int32, status: Int32) throws {
        let session = try Self.launch()
        defer { session.kill() }
        let demo = try #require(try session.childProcesses().first)
        #expect(kill(demo, signal) == 0)
        try expectRestored(session, status: status)
    }

    @Test func controlCRestoresTheTerminal() throws {
        let session = try Self.launch()
        defer { session.kill() }
        try session.send("C-c")
        try expectRestored(session, status: 130)
    }

    @Test func aCrashSignalStillRestoresTheTerminal() throws {
        let session = try Self.launch(variables: "SWIFT_BACKTRACE=enable=no")
        defer { session.kill() }
        let demo = try #require(try session.childProcesses().first)
        #expect(kill(demo, SIGSEGV) == 0)
        try expectRestored(session, status: 128 + SIGSEGV)
    }

    @Test(arguments: ["xterm-256color", "screen-256color"])
    func runsUnderTerminalType(_ type: String) throws {
        let session = try Self.launch(variables: "TERM=\(type)")
        defer { session.kill() }
        try session.send("End")
        #expect(try session.waitForScreen { $0.contains("sel 1000/1000") }.matched)
        try session.send("q")
        try expectRestored(session, status: 0)
    }

    /// The Linux console has no alternate screen: the demo still runs and quits cleanly.
    @Test func runsUnderTheLinuxConsoleType() throws {
        let session = try Self.launch(variables: "TERM=linux")
        defer { session.kill() }
        try session.send("End")
        #expect(try session.waitForScreen { $0.contains("sel 1000/1000") }.matched)
        try session.send("q")
        let ended = try session.waitForScreen { $0.contains("demo exited 0") }
        #expect(ended.matched, "\(ended.screen)")
        #expect(try session.format("#{cursor_flag}") == "1")
    }

    /// With standard input and output redirected, the demo draws on /dev/tty.
    @Test func runsOnTheControllingTerminalWhenRedirected() throws {
        let session = try Self.launch(redirections: "</dev/null >/dev/null")
        defer { session.kill() }
        try session.send("j")
        #expect(try session.waitForScreen { $0.contains("sel 2/1000") }.matched)
        try session.send("q")
        try expectRestored(session, status: 0)
    }

    @Test func anUnknownTerminalTypeIsReported() throws {
        let demo = try Self.demoPath()
        let session = try TmuxSession(command: "TERM=no-such-terminal '\(demo)'; echo \"demo exited $?\"; exec cat")
        defer { session.kill() }
        let ended = try session.waitForScreen { $0.contains("demo exited") }
        #expect(ended.screen.contains("demo exited 1"))
        #expect(ended.screen.contains("unknown terminal type \"no-such-terminal\""))
    }

    @Test func noColorTurnsColorsOff() throws {
        let colored = try Self.launch(variables: "TERM=xterm-256color")
        defer { colored.kill() }
        // The status line is drawn once more when its figures arrive; wait for that frame.
        #expect(try colored.waitForScreen { $0.contains("80x24") }.matched)
        let withColor = try colored.captureWithAttributes()
        #expect(withColor.contains("\u{1B}[44m"))

        let plain = try Self.launch(variables: "TERM=xterm-256color NO_COLOR=1")
        defer { plain.kill() }
        #expect(try plain.waitForScreen { $0.contains("80x24") }.matched)
        let withoutColor = try plain.captureWithAttributes()
        #expect(!withoutColor.contains("\u{1B}[44m"))
        // Attributes stay: the status line is still bold.
        #expect(withoutColor.contains("\u{1B}[0;1m"))
    }
}
