import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program in a tmux session of its own (a private tmux server, a pane of a fixed
/// size), driven by `send-keys` and read by `capture-pane`, as a person at a terminal
/// would. tmux gives the program a terminal even when the tests have none (CI, no
/// stdin). The kit's demo tests drive it synchronously; the app's end-to-end tests use
/// the asynchronous calls, which run tmux on a thread of their own.
public final class TmuxSession: @unchecked Sendable {
    public let socket = "baton-tui-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    private static let session = "test"

    /// Starts `command` (run by `sh -c`) in a `width` by `height` pane, with `LANG` set
    /// for UTF-8 and `environment` added. The pane stays when the program ends.
    public init(command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        let variables = ["LANG=C.UTF-8"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        try run(["-f", "/dev/null", "new-session", "-d", "-s", Self.session, "-x", String(width), "-y", String(height)]
            + variables.flatMap { ["-e", $0] } + ["sh", "-c", command])
        try run(["set-option", "-t", Self.session, "remain-on-exit", "on"])
    }

    /// Starts `arguments` (the binary first). When the program ends, the pane shows
    /// `exited <status>` for the test to read; the shell outlives a Ctrl-C it shares with
    /// the program, as an interactive one would, to say so.
    public convenience init(_ arguments: [String], width: Int = 100, height: Int = 30) throws {
        let program = arguments.map(Self.quoted).joined(separator: " ")
        // The line is cleared first: the screen the program gives back may hold text where
        // the shell's cursor is, which would run on after the status.
        try self.init(command: "trap : INT; \(program); printf '\\r\\033[Kexited %s\\n' $?; exec sleep 300",
                      width: width, height: height)
    }

    deinit { kill() }

    public func kill() {
        _ = try? run(["kill-server"])
    }

    // MARK: From a test's own thread

    /// The pane's text, one line per row.
    public func capture() throws -> String {
        try run(["capture-pane", "-p", "-t", Self.session])
    }

    /// The pane's text with its attributes and colors as escape sequences.
    public func captureWithAttributes() throws -> String {
        try run(["capture-pane", "-p", "-e", "-t", Self.session])
    }

    /// A tmux format of the pane, for example `#{alternate_on}`.
    public func format(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", Self.session, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends keys by tmux's names (`Enter`, `Escape`, `j`, `C-c`).
    public func send(_ keys: String...) throws {
        try run(["send-keys", "-t", Self.session] + keys)
    }

    /// Sets a server option, such as `set-clipboard on` for the program's OSC 52 to reach tmux's buffers.
    public func setServerOption(_ name: String, _ value: String) throws {
        try run(["set-option", "-s", name, value])
    }

    /// The newest paste buffer's text: what the program last put on the clipboard.
    public func pasteBuffer() throws -> String {
        try run(["show-buffer"])
    }

    public func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", Self.session, "-x", String(width), "-y", String(height)])
    }

    /// How many bytes of input wait in the pane's terminal, sent and not yet read by the
    /// program: keys still on their way to it. Nil when the terminal cannot be asked.
    public func unreadInput() throws -> Int? {
        let descriptor = open(try format("#{pane_tty}"), O_RDONLY | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var count: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? Int(count) : nil
    }

    /// The processes the pane's shell started (the program under test).
    public func childProcesses() throws -> [pid_t] {
        let shell = try format("#{pane_pid}")
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { pid_t($0) }
    }

    /// Polls the screen until `condition` holds, for at most `seconds` (generous: a loaded
    /// machine starts a program slowly; a passing test never waits that long); the last
    /// screen either way, so a failed expectation shows what was there.
    @discardableResult
    public func waitForScreen(seconds: Double = 60, until condition: (String) -> Bool) throws -> (screen: String, matched: Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = try capture()
        while !condition(screen) {
            guard Date() < deadline else { return (screen, false) }
            Thread.sleep(forTimeInterval: 0.05)
            screen = try capture()
        }
        return (screen, true)
    }

    /// Polls a tmux format until it has the value.
    public func waitForFormat(_ format: String, toBe value: String, seconds: Double = 60) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while try self.format(format) != value {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    // MARK: From a task

    /// Sends keys by tmux's names, off the tasks' shared threads.
    public func send(_ keys: String...) async throws {
        for key in keys { try await tmux(["send-keys", "-t", Self.session, key]) }
    }

    /// Sends bytes as they are (`send-keys -l`), as a terminal sends a mouse report.
    public func sendLiteral(_ text: String) async throws {
        try await tmux(["send-keys", "-l", "-t", Self.session, text])
    }

    public func resize(width: Int, height: Int) async throws {
        try await tmux(["resize-window", "-t", Self.session, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pane's text with its attributes and colors as escape sequences, one string a row.
    public func styledScreen() async throws -> [String] {
        try await tmux(["capture-pane", "-p", "-e", "-t", Self.session]).components(separatedBy: "\n")
    }

    /// The pane's text, one string a row.
    public func screen() async throws -> [String] {
        try await tmux(["capture-pane", "-p", "-t", Self.session]).components(separatedBy: "\n")
    }

    /// The pane's text and up to `lines` rows scrolled off above it, wrapped rows joined:
    /// a crash's whole backtrace, which a screen shows only the end of.
    public func history(lines: Int) async throws -> [String] {
        try await tmux(["capture-pane", "-p", "-J", "-S", "-\(lines)", "-t", Self.session]).components(separatedBy: "\n")
    }

    /// The pane's text with rows the terminal wrapped joined again (`capture-pane -J`), as
    /// a shell's message past the pane's width reads.
    public func unwrappedScreen() async throws -> [String] {
        try await tmux(["capture-pane", "-p", "-J", "-t", Self.session]).components(separatedBy: "\n")
    }

    /// Waits until the screen satisfies `condition`, for at most `timeout`; returns the
    /// screen then, or throws with the last one seen.
    @discardableResult
    public func waitFor(_ what: String, timeout: Duration = .seconds(30), _ condition: ([String]) -> Bool) async throws -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var last: [String] = []
        while clock.now < deadline {
            last = try await screen()
            if condition(last) { return last }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw ScreenTimeout(what: what, screen: last)
    }

    /// Waits until some row contains `text`.
    @discardableResult
    public func waitFor(text: String, timeout: Duration = .seconds(30)) async throws -> [String] {
        try await waitFor("a row containing “\(text)”", timeout: timeout) { rows in rows.contains { $0.contains(text) } }
    }

    /// Runs one tmux command on a thread of its own, so the wait for tmux never holds one
    /// of the few threads the tests' tasks share.
    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try self.run(arguments) })
            }
        }
    }

    // MARK: tmux

    /// Runs one tmux command against the session's server, its output through a file.
    /// Spawned and reaped here rather than through `Process`: the client of a
    /// `new-session` forks the server and exits, and `Process` does not always hear of
    /// that exit. Spawned with no signal blocked and default handlers: a test thread may
    /// block signals, and tmux and the program must not inherit that, or neither hears
    /// its children end nor `kill-server`'s hang-up.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ["tmux", "-u", "-L", socket] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else { throw TmuxFailure(arguments: arguments, output: "cannot start tmux (errno \(spawned))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // Exited normally with status 0: the low seven bits (the signal) and the exit code are zero.
        guard status == 0 else { throw TmuxFailure(arguments: arguments, output: text) }
        return text
    }

    private static func quoted(_ argument: String) -> String {
        "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

public struct TmuxFailure: Error, CustomStringConvertible {
    public let arguments: [String]
    public let output: String

    public init(arguments: [String], output: String) {
        self.arguments = arguments
        self.output = output
    }

    public var description: String { "tmux \(arguments.joined(separator: " ")) failed: \(output)" }
}

/// What a wait for the screen saw last, when what it waited for never came.
public struct ScreenTimeout: Error, CustomStringConvertible {
    public let what: String
    public let screen: [String]

    public var description: String { "waited for \(what); the screen was:\n" + screen.joined(separator: "\n") }
}
