import Foundation

/// A tmux server of its own (a private socket) running one command in a pane of a fixed
/// size: the test drives it with `send-keys` and reads the screen with `capture-pane`.
/// tmux gives the program a terminal even when the tests have none (CI, no stdin).
struct TmuxSession {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The server's socket, in the temporary directory; removed by `kill()`.
    let socket: String
    private static let session = "demo"

    /// Starts the server with `command` (run by `sh -c`) in an 80x24 pane by default.
    init(command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        socket = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-tui-test-\(getpid())-\(UUID().uuidString.prefix(8)).sock").path
        var variables = ["LANG=C.UTF-8"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { variables.append("\(name)=\(value)") }
        try run([
            "-f", "/dev/null", "new-session", "-d", "-s", Self.session,
            "-x", String(width), "-y", String(height),
        ] + variables.flatMap { ["-e", $0] } + ["sh", "-c", command])
        try run(["set-option", "-t", Self.session, "remain-on-exit", "on"])
    }

    /// The pane's text, one line per row.
    func capture() throws -> String {
        try run(["capture-pane", "-p", "-t", Self.session])
    }

    /// The pane's text with its attributes and colors as escape sequences.
    func captureWithAttributes() throws -> String {
        try run(["capture-pane", "-p", "-e", "-t", Self.session])
    }

    /// A tmux format of the pane, for example `#{alternate_on}`.
    func format(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", Self.session, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", Self.session] + keys)
    }

    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", Self.session, "-x", String(width), "-y", String(height)])
    }

    /// The processes the pane's shell started (the program under test).
    func childProcesses() throws -> [pid_t] {
        let shell = try format("#{pane_pid}")
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { pid_t($0) }
    }

    /// Polls the screen until `condition` holds, for at most `seconds` (generous: a loaded
    /// machine starts the demo slowly; a passing test never waits that long); the last
    /// screen either way, so a failed expectation shows what was there.
    @discardableResult
    func waitForScreen(seconds: Double = 60, until condition: (String) -> Bool) throws -> (screen: String, matched: Bool) {
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
    func waitForFormat(_ format: String, toBe value: String, seconds: Double = 60) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while try self.format(format) != value {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    func kill() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(atPath: socket)
    }

    /// Runs one tmux command and returns what it printed. Spawned with no signal blocked
    /// and default handlers: a test thread may block signals, and a tmux server that
    /// inherited a blocked SIGCHLD would never see its panes end. The server a
    /// `new-session` starts outlives the call, so that command's output goes nowhere.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let startsServer = arguments.contains("new-session")
        let argv = ["tmux", "-u", "-S", socket] + arguments
        var output: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw Failure(description: "pipe failed: errno \(errno)") }
        defer { close(output[0]) }
        _ = fcntl(output[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(output[1], F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if startsServer {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
            posix_spawn_file_actions_adddup2(&actions, output[1], 2)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGCHLD, SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, "tmux", &actions, &attributes, &cArguments, environ)
        close(output[1])
        guard spawned == 0 else { throw Failure(description: "cannot run tmux: \(String(cString: strerror(spawned)))") }

        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(output[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            text += buffer.prefix(count)
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        let printed = String(decoding: text, as: UTF8.self)
        // WIFEXITED and WEXITSTATUS, spelled out: the C macros do not import.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (status \(status)): \(printed)")
        }
        return printed
    }
}
