import BatonScreens
import BatonTUI

/// What the configuration file sets, over the app's defaults: the tab to open on and the
/// keys of the shell's and the screens' actions; each setting with where it came from.
struct Configuration {
    /// `defaults.tab`: the tab to open on when `--api` does not say.
    var tab: CatalogAPI?
    var shellKeys: [ShellAction: [Key]] = [:]
    var screenKeys: [ScreenAction: [Key]] = [:]
    /// Each setting the file made, by its dotted name, as `file:line`.
    var origins: [String: String] = [:]

    /// Makes the keys the ones every key map and the shell read from now on.
    @MainActor func apply() {
        ShellAction.rebound = shellKeys
        ScreenAction.rebound = screenKeys
    }

    /// Every setting with its value and where it came from, one per line, as
    /// `baton-tui config` prints them.
    func describe() -> [String] {
        var rows: [(String, String)] = [("defaults.tab", tab?.rawValue ?? "(the tab shown at the last quit, else rickandmorty)")]
        for action in ShellAction.allCases {
            rows.append(("keybindings.\(action.rawValue)", names(shellKeys[action] ?? action.defaultKeys)))
        }
        for action in ScreenAction.allCases {
            rows.append(("keybindings.\(action.rawValue)", names(screenKeys[action] ?? action.defaultKeys)))
        }
        let width = rows.reduce(0) { max($0, $1.0.count + $1.1.count) } + 3
        return rows.map { name, value in
            let line = "\(name): \(value)"
            return line + String(repeating: " ", count: max(2, width - line.count)) + "(\(origins[name] ?? "default"))"
        }
    }

    private func names(_ keys: [Key]) -> String {
        keys.map(\.displayName).joined(separator: ", ")
    }
}
