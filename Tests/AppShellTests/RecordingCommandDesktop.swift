import BatonScreens
import BatonTUI

/// A desktop that writes down the commands it was handed and ends each as `ending` says.
@MainActor
final class RecordingCommandDesktop: Desktop {
    var ran: [String] = []
    let ending: (String) throws(ForegroundJob.Failure) -> ForegroundJob.End

    init(ending: @escaping (String) throws(ForegroundJob.Failure) -> ForegroundJob.End = { _ in .exited(0) }) {
        self.ending = ending
    }

    func open(_ url: String) -> String { "opened \(url)" }
    func copy(_ text: String) -> String { "copied \(text)" }
    func edit(_ draft: String) -> DraftEdit { .kept(because: "no editor in a test") }

    func run(_ command: String, input: String?) throws(ForegroundJob.Failure) -> ForegroundJob.End {
        ran.append(command)
        return try ending(command)
    }

    /// Runs `body` with this desktop installed; `body` does not suspend.
    func installed(_ body: () throws -> Void) rethrows {
        let previous = Desktops.current
        Desktops.current = self
        defer { Desktops.current = previous }
        try body()
    }
}
