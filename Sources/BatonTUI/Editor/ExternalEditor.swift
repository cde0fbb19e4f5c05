import Foundation
import CSpawn
import Glibc

/// The person's own editor, for text longer than a field is comfortable for: the text
/// in a private temporary file, the editor run on it through the shell (so that
/// `EDITOR="code --wait"` works, as it does for git), the file read back once the editor
/// ends. The call blocks until then: run it while the terminal is lent
/// (`TerminalApp.lendingTerminal`).
public struct ExternalEditor: Sendable {
    /// The command as the person gave it, arguments and all.
    public let command: String
    private let environment: [String: String]

    /// `$VISUAL`, else `$EDITOR`, else Debian's `editor` or `vi` found on `$PATH`; nil
    /// when there is none.
    public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let named = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
            .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let found = ["editor", "vi"].first { name in
            path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
        }
        guard let command = named ?? found else { return nil }
        self.command = command
        self.environment = environment
    }

    /// The text as the editor left it, its one closing newline (which editors add)
    /// taken off. Throws, leaving `text` to the caller, when the editor cannot start or
    /// ends with a failure. On `terminal` (the descriptor of the app's terminal), the
    /// editor runs in a process group of its own made the terminal's foreground, as a
    /// shell runs a job, so that a Ctrl-C there is the editor's and not the app's; the
    /// app's group takes the foreground back after.
    public func edit(_ text: String, terminal: Int32? = nil) throws(ExternalEditorError) -> String {
        let file = try DraftFile(text)
        defer { file.remove() }
        let status = try run(on: file.path, terminal: terminal)
        guard status == 0 else { throw .failed(command: command, status: status) }
        guard let edited = file.read() else { throw .unreadable(command: command) }
        return edited.hasSuffix("\n") ? String(edited.dropLast()) : edited
    }

    /// Runs the command with the file as its last argument and waits for it; its exit
    /// status, or 128 + the signal that ended it. Signals the app ignores are the
    /// editor's own again.
    private func run(on path: String, terminal: Int32?) throws(ExternalEditorError) -> Int32 {
        let arguments = ["/bin/sh", "-c", command + " \"$@\"", "baton-tui-editor", path]
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
        // The app's own descriptors (its sockets, its image) are not the editor's.
        baton_spawn_close_from(&actions, 3)
        var child = pid_t()
        let started = withCStrings(arguments) { argv in
            withCStrings(variables) { envp in posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp) }
        }
        guard started == 0 else { throw .couldNotStart(command: command, reason: String(cString: strerror(started))) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 {
            guard errno == EINTR else { throw .couldNotStart(command: command, reason: String(cString: strerror(errno))) }
        }
        if let terminal { Self.takeForeground(of: terminal) }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
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
    private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
