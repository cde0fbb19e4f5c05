import Baton
import BatonInspector
import BatonScreens
import BatonTUI
import Foundation

/// `baton-tui [options]`: the terminal app. Each API gets its environment, store and
/// image; the shell shows their screens; quitting writes what the images still queue
/// before the process ends.
@MainActor
enum AppCommand {
    static func run(_ options: AppOptions) -> Never {
        // A broken configuration stops the launch before the terminal is taken, with where it is broken.
        let configuration: Configuration
        do {
            configuration = try ConfigurationLocation.load(named: options.configFile)
        } catch {
            FileHandle.standardError.write(Data(error.rendered.utf8))
            exit(2)
        }
        configuration.apply()
        let log: EventLog?
        let connections: [APIConnection]
        let imageDirectory: URL?
        do {
            log = try options.logFile.map { url throws(LogFileError) in try EventLog(appendingTo: url) }
        } catch {
            FileHandle.standardError.write(Data("baton-tui: \(error)\n".utf8))
            exit(1)
        }
        do throws(PrivateFiles.Failure) {
            imageDirectory = try options.imageDirectory()
            connections = CatalogAPI.allCases.map { api in
                APIConnection(api: api, options: options, imageDirectory: imageDirectory,
                              imageSizeLimit: configuration.cacheSizeLimit, log: log)
            }
        } catch {
            FileHandle.standardError.write(Data("baton-tui: no place for the cache: \(error); give --cache-dir a directory, or --no-cache\n".utf8))
            exit(1)
        }
        if let imageDirectory {
            let pruned = ImageDirectory.prune(imageDirectory, keeping: Set(connections.map(\.imageIdentity.fileName)))
            if !pruned.isEmpty { log?.recordApp("deleted \(pruned.count) images no launch wrote for 30 days") }
        }
        let shownScreensFile = imageDirectory.map(ShownScreens.location(in:))
        let restored = RestoredTabs(connections: connections, shown: shownScreensFile.flatMap { try? ShownScreens.read(from: $0) })
        let tabs = restored.tabs
        let slot = AppSlot()
        let debugPane = DebugPane(
            sources: connections.map { DebugPane.Source(name: $0.api.rawValue, environment: $0.environment) },
            renderCounts: { slot.app.map { renderCounts(in: $0.host) } ?? [] },
            exportDirectory: imageDirectory?.appendingPathComponent("exports")
                ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let selected = options.api ?? configuration.tab ?? restored.selectedTab ?? .rickandmorty
        var recorder: ShownScreensRecorder?
        let shell = Shell(tabs: tabs, selected: tabs.firstIndex { $0.connection.api == selected } ?? 0,
                          debugPane: debugPane) {
            guard let app = slot.app else { return }
            recorder?.record()
            quit(tabs: tabs, leaving: app, log: log) { app.quit() }
        }
        recorder = shownScreensFile.map { ShownScreensRecorder(file: $0, shell: shell, log: log) }
        let terminalApp: TerminalApp
        do {
            terminalApp = try TerminalApp(root: shell, mouse: options.usesMouse && configuration.mouse)
            terminalApp.host.observedReads = { ReadScope() }
            // Without colors a selection color would not show: the selection stays reversed.
            if terminalApp.terminal.colorSupport == .none { Theme.current.colors[.selection] = nil }
            Desktops.current = TerminalDesktop(app: terminalApp)
        } catch {
            FileHandle.standardError.write(Data("baton-tui: \(error)\n".utf8))
            exit(1)
        }
        slot.app = terminalApp
        // Ctrl-C, SIGTERM or a closed terminal: the record and the images are saved as at
        // `q`, then the program ends as the signal asks.
        terminalApp.onTerminate = { signal in
            recorder?.record()
            quit(tabs: tabs, leaving: terminalApp, log: log) { terminalApp.end(after: signal) }
        }
        terminalApp.onKey = { key in
            _ = shell.handle(key)
            recorder?.keyHandled()
        }
        let refetchTimer = configuration.refetchInterval.map { interval in
            RefetchTimer(every: interval) { shell.refetchShownScreens() }
        }
        withExtendedLifetime(refetchTimer) { terminalApp.run() }
    }

    /// The views' renders summed by kind of view, the most rendered first.
    private static func renderCounts(in host: RenderHost) -> [(name: String, count: Int)] {
        var counts: [String: Int] = [:]
        for (view, count) in host.renderCounts() {
            counts[String(describing: type(of: view)), default: 0] += count
        }
        return counts.sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }.map { ($0.key, $0.value) }
    }

    /// Gives the terminal back at once, so that quitting never waits on the images, ends
    /// every environment (its transfers woken and cancelled, its image closed: each close
    /// tries its last write once, all at the same time), waits for the images to finish
    /// that write and ends the program through `end`. The log says each step, so that
    /// what the quit waited on can be counted. An action still waiting for its server's
    /// answer is said on standard error, once the terminal is the shell's again: the
    /// quit does not wait for it, and what the server made of it shows at the next launch.
    private static func quit(tabs: [ShellTab], leaving app: TerminalApp, log: EventLog?,
                             end: @escaping @MainActor () -> Never) {
        app.leave()
        log?.recordApp("quit: the terminal given back")
        for tab in tabs where tab.connection.environment.awaitsAnswers {
            let server = tab.connection.api.title
            StandardError.write("baton-tui: an action was still waiting for \(server)'s answer at the quit; the next launch shows whether \(server) took it")
        }
        let images = tabs.compactMap { $0.connection.environment.store.persistence }
        for tab in tabs { tab.connection.environment.end() }
        Task {
            for image in images { await image.flush() }
            log?.recordApp("quit: the images closed")
            end()
        }
    }
}

extension CatalogAPI {
    /// The screen at the bottom of the API's tab; for an API that takes a token and
    /// found none, how to give one.
    @MainActor
    func rootScreen(_ connection: APIConnection, navigator: any Navigator) -> any Screen {
        if api.takesToken, !connection.isAuthorized { return TokenHelpScreen(endpoint: connection.endpoint) }
        return api.root(connection.environment, navigator)
    }
}

/// The terminal app, which the shell's and the debug pane's closures reach but which is
/// made from the shell: filled once it exists.
@MainActor
private final class AppSlot {
    var app: TerminalApp?
}
