import BatonScreens
import BatonTUI

/// A desktop that writes down what it was handed, and whose editor answers `editing`.
@MainActor
final class RecordingDesktop: Desktop {
    var opened: [String] = []
    var copied: [String] = []
    var edited: [String] = []
    let editing: (String) -> DraftEdit

    init(editing: @escaping (String) -> DraftEdit = { .edited($0) }) {
        self.editing = editing
    }

    func open(_ url: String) -> String { opened.append(url); return "opened \(url)" }
    func copy(_ text: String) -> String { copied.append(text); return "copied \(text)" }
    func edit(_ draft: String) -> DraftEdit { edited.append(draft); return editing(draft) }
    func run(_ command: String) throws(ForegroundJob.Failure) -> ForegroundJob.End { .exited(0) }

    /// Runs `body` with this desktop installed. `body` does not suspend, so that no
    /// other test's desktop comes and goes meanwhile.
    func installed(_ body: () throws -> Void) rethrows {
        let previous = Desktops.current
        Desktops.current = self
        defer { Desktops.current = previous }
        try body()
    }
}
