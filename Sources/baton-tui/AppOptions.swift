import Baton
import CommandLineOptions
import Foundation

/// What the app was launched with: the tab to open on, each API's endpoint, where the
/// images live, where the log goes, and whether the mouse is the app's.
struct AppOptions {
    /// The tab `--api` asks for; without it, the tab shown at the last quit, else Rick
    /// and Morty's.
    var api: CatalogAPI?
    var endpoints: [CatalogAPI: URL] = [:]
    /// The images' directory; nil for the default cache directory.
    var cacheDirectory: URL?
    var usesCache = true
    var logFile: URL?
    /// Clicks and the wheel go to the app unless `--no-mouse` leaves them to the terminal.
    var usesMouse = true
    /// `--config FILE`; nil for the default place.
    var configFile: String?
    /// `--live`: whether and how the screens' live updates come; nil for each API's default.
    var live: LiveUpdates?

    init(parsing arguments: [String]) throws(UsageError) {
        try self.init(try OptionValues.parse(arguments, Self.table))
    }

    /// The options of a command line already read against `table`; `--help` and
    /// `--version` are the caller's to answer before.
    init(_ parsed: ParsedArguments) throws(UsageError) {
        if let word = parsed.operands.first { throw .unknownCommand(word) }
        if let name = parsed.value(of: .tab) { api = try OptionValues.api(name, of: .tab) }
        for (api, option) in [(CatalogAPI.rickandmorty, CommandOption.rickAndMortyEndpoint), (.github, .gitHubEndpoint)] {
            guard let text = parsed.value(of: option) else { continue }
            let endpoint = try OptionValues.endpoint(text, of: option)
            try OptionValues.checkTokenTravels(to: endpoint, for: api, of: option, allowInsecure: parsed.isGiven(.allowInsecure))
            endpoints[api] = endpoint
        }
        cacheDirectory = parsed.value(of: .imageDirectory).map(OptionValues.directory)
        usesCache = !parsed.isGiven(.noCache)
        logFile = parsed.value(of: .log).map { URL(fileURLWithPath: $0) }
        usesMouse = !parsed.isGiven(.noMouse)
        configFile = parsed.value(of: .configFile)
        if let name = parsed.value(of: .liveUpdates) { live = try LiveUpdates.parse(name) }
        if !usesCache, cacheDirectory != nil { throw .conflicting("--cache-dir", "--no-cache") }
    }

    /// The app's options, which the parse and the help both read.
    static let table: [CommandOption] = [
        .tab, .rickAndMortyEndpoint, .gitHubEndpoint, .allowInsecure, .imageDirectory, .noCache, .log, .noMouse, .liveUpdates, .configFile,
        .help, .version,
    ]

    func endpoint(of api: CatalogAPI) -> URL {
        endpoints[api] ?? api.defaultEndpoint
    }

    func live(of api: CatalogAPI) -> LiveUpdates {
        live ?? .unflagged(api, at: endpoint(of: api))
    }

    /// The images' directory, made `0700` when absent; nil with `--no-cache`.
    func imageDirectory() throws(PrivateFiles.Failure) -> URL? {
        guard usesCache else { return nil }
        guard let directory = cacheDirectory ?? (try? Persistence.cacheDirectory()) else { return nil }
        try PrivateFiles.createDirectory(directory)
        return directory
    }
}

extension CommandOption {
    static let tab = CommandOption(
        "--api", value: "rickandmorty|github", summary: "the tab to open on (default: the configuration's, else the last shown)")
    static let rickAndMortyEndpoint = CommandOption(
        "--rickandmorty-endpoint", value: "URL", summary: "default: \(CatalogAPI.rickandmorty.defaultEndpoint.absoluteString)")
    static let gitHubEndpoint = CommandOption(
        "--github-endpoint", value: "URL", summary: "default: \(CatalogAPI.github.defaultEndpoint.absoluteString)")
    static let imageDirectory = CommandOption(
        "--cache-dir", value: "DIR",
        summary: "keep each API's image (the store on disk) in DIR\n(default: $XDG_CACHE_HOME/baton-tui, else ~/.cache/baton-tui)")
    static let noCache = CommandOption("--no-cache", summary: "keep nothing on disk")
    static let allowInsecure = CommandOption(
        "--allow-insecure", summary: "send GitHub's token to a plain http:// endpoint other than this machine's")
    static let log = CommandOption("--log", value: "FILE", summary: "append the runtime's and the images' events to FILE")
    static let noMouse = CommandOption(
        "--no-mouse", summary: "leave clicks and the wheel to the terminal (its own selection, for one)")
}
