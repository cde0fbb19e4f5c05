import BatonScreens
import BatonTUI

/// The person's own program for a pull request's diff (`pager.diff`: `delta`, `delta
/// --side-by-side`), run through `sh -c` with the diff on its standard input and the
/// terminal lent to it until it ends, in place of the app's pager.
public struct DiffPager: Equatable, Sendable {
    public let command: String

    public init(command: String) {
        self.command = command
    }

    /// The configuration's, set once at launch; nil shows a diff in the app's pager.
    @MainActor public static var configured: DiffPager?

    /// Hands `diff` to the program and waits for it: nothing when it ended well, else
    /// how it failed, with its exit status.
    @MainActor func show(_ diff: String) -> String? {
        let end: ForegroundJob.End
        do throws(ForegroundJob.Failure) {
            end = try Desktops.current.run(command, input: diff)
        } catch {
            return "The diff pager “\(command)” could not run: \(error.reason)"
        }
        switch end {
        case .exited(0): return nil
        // sh's own status for a command it could not find.
        case .exited(127): return "The diff pager “\(command)” failed with exit status 127: sh found no such command"
        case .exited(let status): return "The diff pager “\(command)” failed with exit status \(status)"
        case .signaled(let signal): return "The diff pager “\(command)” was ended by signal \(signal) (exit status \(end.status))"
        }
    }
}
