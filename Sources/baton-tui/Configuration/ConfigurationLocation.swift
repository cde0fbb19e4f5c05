import Foundation

/// Where the configuration file is: `--config FILE` when given (and then it must be
/// there), else `$XDG_CONFIG_HOME/baton-tui/config.yml`, else `~/.config/baton-tui/config.yml`,
/// which may be absent: the defaults then stand.
@MainActor
enum ConfigurationLocation {
    nonisolated static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/baton-tui/config.yml"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/baton-tui/config.yml"
    }

    /// The configuration the app runs with: the named file's, the default file's when it
    /// exists, else the defaults.
    static func load(named path: String?) throws(ConfigurationError) -> Configuration {
        if let path { return try ConfigurationFile.read(at: path) }
        guard let path = defaultPath(), FileManager.default.fileExists(atPath: path) else { return Configuration() }
        return try ConfigurationFile.read(at: path)
    }
}
