import CommandLineOptions
import Foundation

/// `baton-tui config [--config FILE]` prints the configuration the app would run with,
/// each setting with where it came from; `baton-tui config --check FILE` checks one file
/// and says what is wrong with it, where.
@MainActor
enum ConfigCommand {
    nonisolated static let table: [CommandOption] = [.configFile, .checkConfigFile, .help]

    static func main(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try OptionValues.parse(arguments, table)
            if parsed.isGiven(.help) {
                print(Usage.config.text)
                return 0
            }
            if let word = parsed.operands.first { throw UsageError.unknownCommand(word) }
        } catch {
            FileHandle.standardError.write(Data("baton-tui config: \(error)\n".utf8))
            return 2
        }
        do throws(ConfigurationError) {
            if let check = parsed.value(of: .checkConfigFile) {
                _ = try ConfigurationFile.read(at: check)
                print("\(check): a valid configuration")
                return 0
            }
            let named = parsed.value(of: .configFile)
            let configuration = try ConfigurationLocation.load(named: named)
            let source = named ?? ConfigurationLocation.defaultPath().flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
            print("# " + (source.map { "\($0) over the defaults" } ?? "the defaults: no configuration file"))
            for line in configuration.describe() { print(line) }
            return 0
        } catch {
            FileHandle.standardError.write(Data(error.rendered.utf8))
            return 1
        }
    }
}

extension CommandOption {
    static let configFile = CommandOption(
        "--config", value: "FILE",
        summary: "read the configuration from FILE\n(default: $XDG_CONFIG_HOME/baton-tui/config.yml, else ~/.config/baton-tui/config.yml)")
    static let checkConfigFile = CommandOption("--check", value: "FILE", summary: "check FILE and say what is wrong with it, where")
}
