import Baton
import BatonScreens
import GitHub
import BatonTUI

/// What the configuration file sets, over the app's defaults: the tab to open on, the
/// keys of the shell's and the screens' actions, the person's own commands, the
/// theme's colors and the diff's pager; each setting with where it came from.
struct Configuration {
    /// `defaults.tab`: the tab to open on when `--api` does not say.
    var tab: CatalogAPI?
    /// `defaults.refetchInterval`: how often every tab's shown screen is fetched again
    /// behind what it shows; nil for never.
    var refetchInterval: Duration?
    /// `defaults.mouse`: false leaves clicks and the wheel to the terminal, as `--no-mouse`.
    var mouse = true
    /// `defaults.cacheSizeLimit`: the bytes each API's image keeps under.
    var cacheSizeLimit = Persistence.defaultSizeLimit
    /// `defaults.pageSize`: the rows a GitHub list asks for at a time, and `]`/`[`'s step.
    var pageSize = PageSize.standard
    /// `github.sections`: the GitHub dashboard's sections; nil leaves the defaults.
    var sections: [GitHubSection]?
    /// `github.mergeMethod`: how a pull request's merge merges when the question's `y` answers it.
    var mergeMethod = MergeMethod.merge
    /// `defaults.layout.hide`: the dashboard's columns left out.
    var hiddenColumns: Set<DashboardColumn> = []
    /// `defaults.preview`: whether the preview beside a list starts open, and how wide it is.
    var preview = PreviewPane.Settings()
    /// `pager.diff`: the program a pull request's diff is handed to; nil shows it in the app's pager.
    var diffPager: DiffPager?
    var shellKeys: [ShellAction: [Key]] = [:]
    var screenKeys: [ScreenAction: [Key]] = [:]
    /// `keybindings.custom`: the person's own commands, each on a key.
    var commands: [CustomCommand] = []
    /// The roles whose color the file sets; the others keep the standard theme's.
    var colors: [Theme.Role: Color] = [:]
    /// Each setting the file made, by its dotted name, as `file:line`.
    var origins: [String: String] = [:]

    /// Makes the keys the ones every key map and the shell read from now on.
    @MainActor func apply() {
        ShellAction.rebound = shellKeys
        ScreenAction.rebound = screenKeys
        CustomCommand.configured = commands
        Theme.current = Theme(colors: Theme.standard.colors.merging(colors) { $1 })
        GitHubSection.configured = sections ?? GitHubSection.defaults
        MergeMethod.configured = mergeMethod
        DashboardColumn.hidden = hiddenColumns
        PreviewPane.configured = preview
        PageSize.configured = pageSize
        DiffPager.configured = diffPager
    }

    /// Every setting with its value and where it came from, one per line, as
    /// `baton-tui config` prints them.
    func describe() -> [String] {
        var rows: [(String, String)] = [
            ("defaults.tab", tab?.rawValue ?? "(the tab shown at the last quit, else rickandmorty)"),
            ("defaults.refetchInterval", refetchInterval.map { "\($0.components.seconds)s" } ?? "off"),
            ("defaults.mouse", mouse ? "true" : "false"),
            ("defaults.cacheSizeLimit", "\(cacheSizeLimit >> 20)MB"),
            ("defaults.pageSize", "\(pageSize)"),
            ("defaults.preview", "open: \(preview.open), width: \(preview.widthPercent)%"),
            ("defaults.layout.hide", hiddenColumns.isEmpty ? "(none)" : DashboardColumn.allCases.filter(hiddenColumns.contains).map(\.rawValue).joined(separator: ", ")),
        ]
        for action in ShellAction.allCases {
            rows.append(("keybindings.\(action.rawValue)", names(shellKeys[action] ?? action.defaultKeys)))
        }
        for action in ScreenAction.allCases {
            rows.append(("keybindings.\(action.rawValue)", names(screenKeys[action] ?? action.defaultKeys)))
        }
        for (index, command) in commands.enumerated() {
            let named = command.name.map { "\($0): " } ?? ""
            rows.append(("keybindings.custom[\(index)]", "\(command.key.displayName), \(named)\(command.template.text)"))
        }
        for (index, section) in (sections ?? GitHubSection.defaults).enumerated() {
            rows.append(("github.sections[\(index)]", "\(section.title) (\(section.kind.rawValue)): \(section.query)"))
        }
        rows.append(("github.mergeMethod", mergeMethod.rawValue))
        rows.append(("pager.diff", diffPager?.command ?? "(the app's own pager)"))
        for role in Theme.Role.allCases {
            let color = colors[role] ?? Theme.standard[role]
            rows.append(("theme.\(role.rawValue)", color.map(Self.name) ?? "reverse video"))
        }
        let width = rows.reduce(0) { max($0, $1.0.count + $1.1.count) } + 3
        return rows.map { name, value in
            let line = "\(name): \(value)"
            return line + String(repeating: " ", count: max(2, width - line.count)) + "(\(origins[name] ?? "default"))"
        }
    }

    private static func name(_ color: Color) -> String {
        if case .indexed(let number) = color { return String(number) }
        return Color.names.first { Color(name: $0) == color } ?? "\(color)"
    }

    private func names(_ keys: [Key]) -> String {
        keys.map(\.displayName).joined(separator: ", ")
    }
}
