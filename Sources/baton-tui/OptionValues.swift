import CommandLineOptions
import Foundation

/// The readings of an option's value that the app and `fetch` share, and the command
/// line read against a table with its errors in the app's words.
enum OptionValues {
    static func parse(_ arguments: [String], _ table: [CommandOption]) throws(UsageError) -> ParsedArguments {
        do {
            return try ArgumentParser.parse(arguments, options: table)
        } catch {
            throw .arguments(error)
        }
    }

    /// The API `text` names.
    static func api(_ text: String, of option: CommandOption) throws(UsageError) -> CatalogAPI {
        guard let api = CatalogAPI(rawValue: text) else { throw .badValue(option.name, text) }
        return api
    }

    /// The http or https URL with a host that `text` is.
    static func endpoint(_ text: String, of option: CommandOption) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil
        else { throw .badValue(option.name, text) }
        return url
    }

    /// Refuses an `http://` address for GitHub, whose token goes with every request,
    /// unless it is this machine's (the sample server's) or `--allow-insecure` says to
    /// send it anyway: over plain HTTP the token would cross the network in the clear.
    static func checkTokenTravels(to url: URL, for api: CatalogAPI, of option: CommandOption, allowInsecure: Bool)
        throws(UsageError) {
        guard api == .github, url.scheme == "http", !allowInsecure, !isLoopback(url.host) else { return }
        throw .insecureEndpoint(option.name, url.absoluteString)
    }

    /// Whether `host` is this machine: `localhost`, 127.0.0.0/8 or ::1.
    static func isLoopback(_ host: String?) -> Bool {
        guard let host = host?.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]")) else { return false }
        if host == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    static func directory(_ text: String) -> URL {
        URL(fileURLWithPath: text, isDirectory: true)
    }
}
