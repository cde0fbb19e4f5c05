import Baton
import Foundation

/// What the app was launched with: the tab to open on, each API's endpoint, where the
/// images live, and where the log goes.
struct AppOptions {
    /// The tab `--api` asks for; without it, the tab shown at the last quit, else Rick
    /// and Morty's.
    var api: CatalogAPI?
    var endpoints: [CatalogAPI: URL] = [:]
    /// The images' directory; nil for the default cache directory.
    var cacheDirectory: URL?
    var usesCache = true
    var logFile: URL?

    init(parsing arguments: [String]) throws(UsageError) {
        var arguments = Arguments(arguments)
        while let argument = arguments.next() {
            switch argument {
            case "--api":
                api = try arguments.api(of: argument)
            case "--rickandmorty-endpoint":
                endpoints[.rickandmorty] = try arguments.endpoint(of: argument)
            case "--github-endpoint":
                endpoints[.github] = try arguments.endpoint(of: argument)
            case "--cache-dir":
                cacheDirectory = try arguments.directory(of: argument)
            case "--no-cache":
                usesCache = false
            case "--log":
                logFile = URL(fileURLWithPath: try arguments.value(of: argument))
            default:
                if argument.hasPrefix("-") { throw .unknownFlag(argument) }
                throw .unknownCommand(argument)
            }
        }
        if !usesCache, cacheDirectory != nil { throw .conflicting("--cache-dir", "--no-cache") }
    }

    func endpoint(of api: CatalogAPI) -> URL {
        endpoints[api] ?? api.defaultEndpoint
    }

    /// The images' directory, made `0700` when absent; nil with `--no-cache`.
    func imageDirectory() throws(PrivateFiles.Failure) -> URL? {
        guard usesCache else { return nil }
        guard let directory = cacheDirectory ?? (try? Persistence.cacheDirectory()) else { return nil }
        try PrivateFiles.createDirectory(directory)
        return directory
    }
}
