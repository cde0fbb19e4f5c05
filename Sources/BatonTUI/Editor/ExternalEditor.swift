import Foundation

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
    /// editor runs as a foreground job (`ForegroundJob`).
    public func edit(_ text: String, terminal: Int32? = nil) throws(ExternalEditorError) -> String {
        let file = try DraftFile(text)
        defer { file.remove() }
        let status = try run(on: file.path, terminal: terminal)
        guard status == 0 else { throw .failed(command: command, status: status) }
        guard let edited = file.read() else { throw .unreadable(command: command) }
        return edited.hasSuffix("\n") ? String(edited.dropLast()) : edited
    }

    /// Runs the command with the file as its last argument and waits for it; its exit
    /// status, or 128 + the signal that ended it.
    private func run(on path: String, terminal: Int32?) throws(ExternalEditorError) -> Int32 {
        let job = ForegroundJob(["/bin/sh", "-c", command + " \"$@\"", "baton-tui-editor", path], environment: environment)
        do throws(ForegroundJob.Failure) {
            return try job.run(terminal: terminal).status
        } catch {
            throw .couldNotStart(command: command, reason: error.reason)
        }
    }
}
