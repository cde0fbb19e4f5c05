import BatonScreens
import BatonTUI
import Foundation

/// The person's desktop as a terminal app reaches it: a link opened by `$BROWSER`, else
/// `xdg-open`, started apart from the app so it never holds the terminal; text put on
/// the clipboard through the terminal itself (OSC 52, which crosses SSH and tmux); a
/// draft written in the person's editor, and a command of the person's own run by
/// `sh` (given its standard input, when there is one), each lent the terminal until it
/// ends.
@MainActor
final class TerminalDesktop: Desktop {
    private let app: TerminalApp
    private let environment: [String: String]

    init(app: TerminalApp, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.app = app
        self.environment = environment
    }

    func open(_ url: String) -> String {
        guard let browser = browser() else {
            return "No browser to open \(url): set $BROWSER, or install xdg-open"
        }
        let process = Process()
        process.executableURL = browser
        process.arguments = [url]
        // The browser's own output would draw over the screen.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "Could not open \(url) with \(browser.path): \(error.localizedDescription)"
        }
        return "Opened \(url) in the browser"
    }

    func copy(_ text: String) -> String {
        app.terminal.copyToClipboard(text)
        return "Copied \(text)"
    }

    func edit(_ draft: String) -> DraftEdit {
        guard let editor = ExternalEditor(environment: environment) else {
            return .kept(because: "No editor to write in: set $VISUAL or $EDITOR")
        }
        do throws(ExternalEditorError) {
            return .edited(try app.lendingTerminal { (terminal) throws(ExternalEditorError) in
                try editor.edit(draft, terminal: terminal)
            })
        } catch {
            return .kept(because: "\(error.description): the draft is as it was")
        }
    }

    func run(_ command: String, input: String?) throws(ForegroundJob.Failure) -> ForegroundJob.End {
        let job = ForegroundJob(["/bin/sh", "-c", command], environment: environment)
        return try app.lendingTerminal { (terminal) throws(ForegroundJob.Failure) in try job.run(terminal: terminal, input: input) }
    }

    /// `$BROWSER` (a command name or a path), else `xdg-open`, found on `$PATH`.
    private func browser() -> URL? {
        let candidates = [environment["BROWSER"], "xdg-open"].compactMap { $0 }.filter { !$0.isEmpty }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for candidate in candidates {
            if candidate.contains("/") {
                if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
                continue
            }
            for directory in path where FileManager.default.isExecutableFile(atPath: directory + "/" + candidate) {
                return URL(fileURLWithPath: directory + "/" + candidate)
            }
        }
        return nil
    }
}
