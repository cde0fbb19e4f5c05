import Foundation

/// Keeps the shown screens' file current: after the keys settle (a moment without
/// one), and at once on quitting. Ctrl-C, SIGTERM or a closed terminal end the app by
/// their signal, with no quit to write from, so the file must already say what was shown.
@MainActor
final class ShownScreensRecorder {
    /// How long the keys must pause before the file is written: a held `j` writes once.
    static let settle = Duration.milliseconds(250)

    private let file: URL
    private let shell: Shell
    private let log: EventLog?
    private var written: ShownScreens?
    private var pending: Task<Void, Never>?

    init(file: URL, shell: Shell, log: EventLog?) {
        self.file = file
        self.shell = shell
        self.log = log
    }

    /// Writes once the keys have paused for `settle`.
    func keyHandled() {
        pending?.cancel()
        pending = Task { [weak self] in
            guard (try? await Task.sleep(for: Self.settle)) != nil else { return }
            self?.record()
        }
    }

    /// Writes what the tabs show, unless the file says it already; a file that cannot be
    /// written is said in the log, and the next launch starts at the tabs' first screens.
    func record() {
        pending?.cancel()
        pending = nil
        let api = shell.selectedTab.connection.api
        let shown = ShownScreens(tabs: shell.tabs, selected: api)
        guard shown != written else { return }
        do {
            try shown.write(to: file)
            written = shown
        } catch {
            log?.record(api, "shown screens not recorded: \(error)")
        }
    }
}
