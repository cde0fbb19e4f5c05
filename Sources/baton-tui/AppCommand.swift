import Baton
import BatonTUI
import Foundation
import GitHub
import RickAndMorty

/// `baton-tui [options]`: the terminal app. Each API gets its environment, store and
/// image; the shell shows their screens; quitting writes what the images still queue
/// before the process ends.
@MainActor
enum AppCommand {
    static func run(_ options: AppOptions) -> Never {
        let log: EventLog?
        let connections: [APIConnection]
        do {
            log = try options.logFile.map { url throws(LogFileError) in try EventLog(appendingTo: url) }
            connections = try CatalogAPI.allCases.map {
                try APIConnection(api: $0, options: options, log: log)
            }
        } catch {
            FileHandle.standardError.write(Data("baton-tui: \(error)\n".utf8))
            exit(1)
        }
        let tabs = connections.map { connection in
            ShellTab(connection: connection, stack: NavigationStack(name: connection.api.title) { navigator in
                connection.api.rootScreen(connection, navigator: navigator)
            })
        }
        var app: TerminalApp?
        let shell = Shell(tabs: tabs, selected: tabs.firstIndex { $0.connection.api == options.api } ?? 0) {
            guard let app else { return }
            quit(app, tabs: tabs)
        }
        do {
            app = try TerminalApp(root: shell)
        } catch {
            FileHandle.standardError.write(Data("baton-tui: \(error)\n".utf8))
            exit(1)
        }
        app?.onKey = { key in _ = shell.handle(key) }
        app?.run()
        preconditionFailure("TerminalApp.run() returns only by ending the process")
    }

    /// Waits for the images to take what they queued, then gives the terminal back. The
    /// screens keep their handles to the end: nothing is collected on the way out.
    private static func quit(_ app: TerminalApp, tabs: [ShellTab]) {
        Task {
            for tab in tabs { await tab.connection.closeImage() }
            app.quit()
        }
    }
}

extension CatalogAPI {
    /// The tab's name.
    var title: String {
        switch self {
        case .rickandmorty: "Rick and Morty"
        case .github: "GitHub"
        }
    }

    /// The screen at the bottom of the API's tab; GitHub's says how to give a token
    /// when none was found.
    @MainActor
    func rootScreen(_ connection: APIConnection, navigator: any Navigator) -> any Screen {
        switch self {
        case .rickandmorty: RickAndMortyScreens.root(environment: connection.environment, navigator: navigator)
        case .github where !connection.isAuthorized: TokenHelpScreen()
        case .github: GitHubScreens.root(environment: connection.environment, navigator: navigator)
        }
    }
}
