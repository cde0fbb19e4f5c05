import Foundation

/// What the app was launched with: the tab to open on, each API's endpoint, where the
/// images live, and where the log goes.
struct AppOptions {
    var api: CatalogAPI = .rickandmorty
    var endpoints: [CatalogAPI: URL] = [:]
    /// The images' directory; nil for the default cache directory.
    var cacheDirectory: URL?
    var usesCache = true
    var logFile: URL?

    init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(of flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw .missingValue(flag) }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--api":
                let name = try value(of: argument)
                guard let chosen = CatalogAPI(rawValue: name) else { throw .badValue(argument, name) }
                api = chosen
            case "--rickandmorty-endpoint":
                endpoints[.rickandmorty] = try Self.endpoint(try value(of: argument), flag: argument)
            case "--github-endpoint":
                endpoints[.github] = try Self.endpoint(try value(of: argument), flag: argument)
            case "--cache-dir":
                cacheDirectory = URL(fileURLWithPath: try value(of: argument), isDirectory: true)
            case "--no-cache":
                usesCache = false
            case "--log":
                logFile = URL(fileURLWithPath: try value(of: argument))
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

    /// An http or https URL, else the flag's usage error.
    static func endpoint(_ text: String, flag: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil
        else { throw .badValue(flag, text) }
        return url
    }
}
