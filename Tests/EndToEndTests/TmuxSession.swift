import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The built binary running in a tmux session of its own (a private tmux server), driven
/// by `send-keys` and read by `capture-pane`, as a person at a terminal would.
final class TmuxSession {
    let socket = "baton-tui-e2e-\(UUID().uuidString.prefix(8))"
    private static let sessionName = "app"

    /// Starts `arguments` (the binary first) in a `width` by `height` terminal. When the
    /// program ends, the pane shows `exited <status>` and stays open for the test to read.
    init(_ arguments: [String], width: Int = 100, height: Int = 30) throws {
        let command = arguments.map(Self.quoted).joined(separator: " ") + "; echo \"exited $?\"; exec sleep 300"
        try Self.run(["new-session", "-d", "-s", Self.sessionName, "-x", "\(width)", "-y", "\(height)", command], socket: socket)
    }

    deinit {
        _ = try? Self.run(["kill-server"], socket: socket)
    }

    /// Sends keys by tmux's names (`Enter`, `Escape`, `j`, `C-c`).
    func send(_ keys: String...) async throws {
        for key in keys { try await tmux(["send-keys", "-t", Self.sessionName, key]) }
    }

    func resize(width: Int, height: Int) async throws {
        try await tmux(["resize-window", "-t", Self.sessionName, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pane's text, one string a row.
    func screen() async throws -> [String] {
        try await tmux(["capture-pane", "-p", "-t", Self.sessionName]).components(separatedBy: "\n")
    }

    /// Waits until the screen satisfies `condition`, for at most `timeout`; returns the
    /// screen then, or throws with the last one seen.
    @discardableResult
    func waitFor(_ what: String, timeout: Duration = .seconds(30), _ condition: ([String]) -> Bool) async throws -> [String] {
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
    func waitFor(text: String, timeout: Duration = .seconds(30)) async throws -> [String] {
        try await waitFor("a row containing “\(text)”", timeout: timeout) { rows in rows.contains { $0.contains(text) } }
    }

    /// Runs one tmux command on a thread of its own, so the wait for tmux never holds one
    /// of the few threads the tests' tasks share.
    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        let socket = socket
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try Self.run(arguments, socket: socket) })
            }
        }
    }

    /// Runs one tmux command against the session's server, its output through a file.
    /// Spawned and reaped here rather than through `Process`: the client of a
    /// `new-session` forks the server and exits, and `Process` does not always hear of
    /// that exit, leaving the caller waiting.
    @discardableResult
    private static func run(_ arguments: [String], socket: String) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ["tmux", "-L", socket] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // The test process may block or ignore signals; tmux and the app must not
        // inherit that, or neither hears its children end nor `kill-server`'s hang-up.
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

struct TmuxFailure: Error, CustomStringConvertible {
    let arguments: [String]
    let output: String
    var description: String { "tmux \(arguments.joined(separator: " ")) failed: \(output)" }
}

struct ScreenTimeout: Error, CustomStringConvertible {
    let what: String
    let screen: [String]
    var description: String { "waited for \(what); the screen was:\n" + screen.joined(separator: "\n") }
}
