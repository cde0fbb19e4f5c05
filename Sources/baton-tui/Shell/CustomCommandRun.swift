import BatonScreens
import BatonTUI
import Observation

/// The shell running the person's own commands: the shown screen's values filled in,
/// the command handed to the desktop, which lends it the terminal until it ends; why it
/// did not run, or how it failed, is the shell's notice until the next key.
@MainActor
@Observable
final class CustomCommandRun: NoticeSource {
    private(set) var notice: String?

    /// Runs `command` over `values`, the screen's `commandValues`; a value the template
    /// uses and the screen lacks stops it before anything runs.
    func run(_ command: CustomCommand, values: [String: String]) {
        guard let filled = command.template.filled(with: values) else {
            let missing = command.template.valueNames.filter { values[$0] == nil }.joined(separator: ", ")
            notice = values.isEmpty
                ? "“\(command.label)” not run: nothing selected here gives \(missing)"
                : "“\(command.label)” not run: the selection has no \(missing)"
            return
        }
        do throws(ForegroundJob.Failure) {
            notice = Self.words(for: try Desktops.current.run(filled, input: nil), of: command)
        } catch {
            notice = "“\(command.label)” could not run: \(error.reason)"
        }
    }

    func dismissNotice() {
        notice = nil
    }

    /// Nothing for a command that succeeded; else how it ended, with its exit status.
    static func words(for end: ForegroundJob.End, of command: CustomCommand) -> String? {
        switch end {
        case .exited(0): nil
        // sh's own status for a command it could not find.
        case .exited(127): "“\(command.label)” failed with exit status 127: sh found no such command"
        case .exited(let status): "“\(command.label)” failed with exit status \(status)"
        case .signaled(let signal): "“\(command.label)” was ended by signal \(signal) (exit status \(end.status))"
        }
    }
}
