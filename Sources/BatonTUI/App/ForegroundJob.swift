import CSpawn
import Glibc

/// A program run to its end as a shell runs a job in the foreground: the person's
/// editor, or a command of their own. Run it while the terminal is lent
/// (`TerminalApp.lendingTerminal`).
public struct ForegroundJob: Sendable {
    /// How the program ended.
    public enum End: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)

        /// As a shell says it: the exit status, or 128 + the signal that ended it.
        public var status: Int32 {
            switch self {
            case .exited(let status): status
            case .signaled(let signal): 128 + signal
            }
        }
    }

    /// Why the program could not be started or waited for, in the system's words.
    public struct Failure: Error, Equatable, Sendable {
        public let reason: String

        public init(reason: String) {
            self.reason = reason
        }
    }

    /// The program's path and its arguments, the path first.
    public let arguments: [String]
    private let environment: [String: String]

    public init(_ arguments: [String], environment: [String: String]) {
        self.arguments = arguments
        self.environment = environment
    }

    /// Runs the program and waits for it. On `terminal` (the descriptor of the app's
    /// terminal) it runs in a process group of its own made the terminal's foreground,
    /// so that a Ctrl-C there is the program's and not the app's; the app's group takes
    /// the foreground back after. Signals the app ignores are the program's own again.
    /// `input`, when given, is the program's standard input in place of the terminal.
    public func run(terminal: Int32?, input: String? = nil) throws(Failure) -> End {
        let input = try input.map { text throws(Failure) in try JobInput(text) }
        let variables = environment.map { "\($0.key)=\($0.value)" }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if terminal != nil {
            flags |= POSIX_SPAWN_SETPGROUP
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let terminal { baton_spawn_take_foreground(&actions, terminal) }
        if let input { posix_spawn_file_actions_adddup2(&actions, input.descriptor, 0) }
        // The app's own descriptors (its sockets, its image) are not the program's.
        baton_spawn_close_from(&actions, 3)
        var child = pid_t()
        let started = Self.withCStrings(arguments) { argv in
            Self.withCStrings(variables) { envp in posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp) }
        }
        // The input's file stays open until the child has its own descriptor of it.
        withExtendedLifetime(input) {}
        guard started == 0 else { throw Failure(reason: String(cString: strerror(started))) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(reason: String(cString: strerror(errno))) }
        }
        if let terminal { Self.takeForeground(of: terminal) }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    /// Makes the app's process group the terminal's foreground again. Asked from the
    /// background, which the terminal answers with SIGTTOU (stopping the app) unless it
    /// is ignored meanwhile.
    private static func takeForeground(of terminal: Int32) {
        let previous = signal(SIGTTOU, SIG_IGN)
        tcsetpgrp(terminal, getpgrp())
        signal(SIGTTOU, previous)
    }

    /// `strings` as a NULL-terminated array of C strings, for the length of `body`.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
