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

    static func directory(_ text: String) -> URL {
        URL(fileURLWithPath: text, isDirectory: true)
    }
}
