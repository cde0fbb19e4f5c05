import BatonScreens
import BatonTUI

/// A desktop that writes down what it was handed, whose editor answers `editing`, and
/// whose commands end as `running` says.
@MainActor
final class RecordingDesktop: Desktop {
    var opened: [String] = []
    var copied: [String] = []
    var edited: [String] = []
    /// Each command run and its standard input.
    var ran: [(command: String, input: String?)] = []
    let editing: (String) -> DraftEdit
    let running: (String) -> ForegroundJob.End

    init(editing: @escaping (String) -> DraftEdit = { .edited($0) },
         running: @escaping (String) -> ForegroundJob.End = { _ in .exited(0) }) {
        self.editing = editing
        self.running = running
    }

    func open(_ url: String) -> String { opened.append(url); return "opened \(url)" }
    func copy(_ text: String) -> String { copied.append(text); return "copied \(text)" }
    func edit(_ draft: String) -> DraftEdit { edited.append(draft); return editing(draft) }
    func run(_ command: String, input: String?) throws(ForegroundJob.Failure) -> ForegroundJob.End {
        ran.append((command, input))
        return running(command)
    }

    /// Runs `body` with this desktop installed. `body` does not suspend, so that no
    /// other test's desktop comes and goes meanwhile.
    func installed(_ body: () throws -> Void) rethrows {
        let previous = Desktops.current
        Desktops.current = self
        defer { Desktops.current = previous }
        try body()
    }
}
