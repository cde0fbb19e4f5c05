import BatonScreens
import BatonSupport
import BatonTUI
import Foundation
import GitHub

/// Reads a configuration file: YAML, a mapping of sections. `defaults:` takes `tab`;
/// `keybindings:` maps an action's name to a key or a list of keys, and `custom` to
/// the person's own commands, each on a key; `theme:` maps a role to a color; `pager:`
/// names the program a pull request's diff is shown in. A setting that is not one, a
/// key that names no key, or a key bound twice or taken by the shell or the lists is
/// an error at its place in the file, and the app does not start.
@MainActor
enum ConfigurationFile {
    /// A file larger than this is not a configuration.
    static let sizeLimit = 1 << 20

    static func read(at path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, text: nil, message: "the file cannot be read", mark: .init(line: 1, column: 1))
        }
        return try decode(data, path: path)
    }

    /// A file's bytes as a configuration: at most `sizeLimit` of them, UTF-8, then YAML.
    static func decode(_ data: some Collection<UInt8>, path: String) throws(ConfigurationError) -> Configuration {
        let start = YAMLNode.Mark(line: 1, column: 1)
        guard data.count <= sizeLimit else {
            throw ConfigurationError(path: path, text: nil, message: "the file is larger than 1 MB; a configuration is a few lines", mark: start)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw ConfigurationError(path: path, text: nil, message: "the file is not UTF-8 text", mark: start)
        }
        return try parse(text, path: path)
    }

    static func parse(_ text: String, path: String) throws(ConfigurationError) -> Configuration {
        let reader = Reader(path: path, text: text)
        let root: YAMLNode?
        do {
            root = try YAMLReader.read(Array(text.utf8))
        } catch {
            throw reader.error(reader.explained(error), at: error.mark)
        }
        var configuration = Configuration()
        guard let root else { return configuration }
        for (key, value) in try reader.mapping(root, of: "the configuration") {
            switch try reader.name(key, among: ["defaults", "keybindings", "theme", "github", "pager"], what: "setting") {
            case "defaults": try reader.readDefaults(value, into: &configuration)
            case "github": try reader.readGitHub(value, into: &configuration)
            case "pager": try reader.readPager(value, into: &configuration)
            case "theme": try reader.readTheme(value, into: &configuration)
            default: try reader.readKeybindings(value, into: &configuration)
            }
        }
        return configuration
    }

    @MainActor
    private struct Reader {
        let path: String
        let text: String

        func error(_ message: String, at mark: YAMLNode.Mark, suggestions: [String] = []) -> ConfigurationError {
            ConfigurationError(path: path, text: text, message: message, mark: mark, suggestions: suggestions)
        }

        /// libyaml's words, with what to do where they leave a person guessing: a tab
        /// where YAML wants spaces.
        func explained(_ failure: YAMLReader.Failure) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.indices.contains(failure.mark.line - 1) else { return failure.problem }
            let line = lines[failure.mark.line - 1].unicodeScalars
            let index = line.index(line.startIndex, offsetBy: failure.mark.column - 1, limitedBy: line.endIndex)
            guard let index, index < line.endIndex, line[index] == "\t" else { return failure.problem }
            return "a tab cannot indent YAML; indent with spaces"
        }

        func origin(_ node: YAMLNode) -> String {
            "\(path):\(node.mark.line)"
        }

        func mapping(_ node: YAMLNode, of what: String) throws(ConfigurationError) -> [(key: YAMLNode, value: YAMLNode)] {
            guard case .mapping(let pairs, _) = node else {
                throw error("\(what) must be a mapping of names to values, not \(node.described)", at: node.mark)
            }
            return pairs
        }

        func scalar(_ node: YAMLNode, of what: String) throws(ConfigurationError) -> String {
            guard case .scalar(let text, _) = node else { throw error("\(what) must be one value, not \(node.described)", at: node.mark) }
            return text
        }

        /// A name from `names`, else an error with the close ones.
        func name(_ node: YAMLNode, among names: [String], what: String) throws(ConfigurationError) -> String {
            let text = try scalar(node, of: "a \(what)'s name")
            guard names.contains(text) else {
                let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
                throw error("“\(text)” is not \(article) \(what)", at: node.mark, suggestions: suggestionList(text, names))
            }
            return text
        }

        func readDefaults(_ node: YAMLNode, into configuration: inout Configuration) throws(ConfigurationError) {
            for (key, value) in try mapping(node, of: "defaults") {
                switch try name(key, among: ["tab", "refetchInterval", "mouse", "cacheSizeLimit", "pageSize", "layout", "preview"], what: "default") {
                case "tab":
                    let api = try name(value, among: CatalogAPI.allCases.map(\.rawValue), what: "tab")
                    configuration.tab = CatalogAPI(rawValue: api)
                    configuration.origins["defaults.tab"] = origin(key)
                case "mouse":
                    configuration.mouse = try boolean(value)
                    configuration.origins["defaults.mouse"] = origin(key)
                case "cacheSizeLimit":
                    configuration.cacheSizeLimit = try size(value)
                    configuration.origins["defaults.cacheSizeLimit"] = origin(key)
                case "pageSize":
                    configuration.pageSize = try pageSize(value)
                    configuration.origins["defaults.pageSize"] = origin(key)
                case "layout":
                    configuration.hiddenColumns = try hiddenColumns(value)
                    configuration.origins["defaults.layout.hide"] = origin(key)
                case "preview":
                    configuration.preview = try preview(value)
                    configuration.origins["defaults.preview"] = origin(key)
                default:
                    configuration.refetchInterval = try interval(value)
                    configuration.origins["defaults.refetchInterval"] = origin(key)
                }
            }
        }

        /// `preview: {open: true, width: 45%}`: whether the preview beside a list starts
        /// open, and its share of the width, 20% to 80% (the list keeps the rest).
        func preview(_ node: YAMLNode) throws(ConfigurationError) -> PreviewPane.Settings {
            var settings = PreviewPane.Settings()
            for (key, value) in try mapping(node, of: "preview") {
                switch try name(key, among: ["open", "width"], what: "preview setting") {
                case "open":
                    settings.open = try boolean(value)
                default:
                    let text = try scalar(value, of: "a width")
                    guard text.hasSuffix("%"), let percent = Int(text.dropLast()), (20...80).contains(percent) else {
                        throw error("“\(text)” is not a width: a share of the terminal from 20% to 80%", at: value.mark)
                    }
                    settings.widthPercent = percent
                }
            }
            return settings
        }

        /// `layout: {hide: [labels, author]}`: the dashboard's columns to leave out.
        func hiddenColumns(_ node: YAMLNode) throws(ConfigurationError) -> Set<DashboardColumn> {
            var hidden: Set<DashboardColumn> = []
            for (key, value) in try mapping(node, of: "layout") {
                _ = try name(key, among: ["hide"], what: "layout setting")
                let items: [YAMLNode]
                switch value {
                case .sequence(let nodes, _): items = nodes
                case .scalar: items = [value]
                default: throw error("hide must be a column or a list of columns, not \(value.described)", at: value.mark)
                }
                for item in items {
                    let column = try name(item, among: DashboardColumn.allCases.map(\.rawValue), what: "column")
                    hidden.insert(DashboardColumn(rawValue: column)!)
                }
            }
            return hidden
        }

        /// `100MB`, `1GB`: one megabyte at least, since an image of a screen's data is that much.
        func size(_ node: YAMLNode) throws(ConfigurationError) -> Int {
            let text = try scalar(node, of: "a size")
            let units: [String: Int] = ["MB": 1 << 20, "GB": 1 << 30]
            guard let unit = units[String(text.suffix(2)).uppercased()], let count = Int(text.dropLast(2)), count > 0,
                  count <= (1 << 40) / unit
            else { throw error("“\(text)” is not a size: a number and MB or GB (100MB, 1GB)", at: node.mark) }
            return count * unit
        }

        /// 1 to 100: GitHub answers at most a hundred rows a page.
        func pageSize(_ node: YAMLNode) throws(ConfigurationError) -> Int {
            let text = try scalar(node, of: "a page size")
            guard let rows = Int(text), (1...PageSize.largest).contains(rows) else {
                throw error("“\(text)” is not a page size: 1 to \(PageSize.largest) rows, GitHub's most", at: node.mark)
            }
            return rows
        }

        func boolean(_ node: YAMLNode) throws(ConfigurationError) -> Bool {
            switch try scalar(node, of: "true or false") {
            case "true": return true
            case "false": return false
            case let text: throw error("“\(text)” is not true or false", at: node.mark)
            }
        }

        /// `30s`, `5m`, `1h`, at least ten seconds; `off` for never.
        func interval(_ node: YAMLNode) throws(ConfigurationError) -> Duration? {
            let text = try scalar(node, of: "an interval")
            if text == "off" { return nil }
            let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3600]
            guard let unit = text.last.flatMap({ units[$0] }), let count = Int64(text.dropLast()), count > 0 else {
                throw error("“\(text)” is not an interval: a number and s, m or h (30s, 5m, 1h), or off", at: node.mark)
            }
            guard count * unit >= 10 else { throw error("“\(text)” is too often: ten seconds at least", at: node.mark) }
            return .seconds(count * unit)
        }

        /// `github: sections:` a list of `{title, query}`, each a saved search;
        /// `mergeMethod:` merge, squash or rebase, the one a merge's `y` takes.
        func readGitHub(_ node: YAMLNode, into configuration: inout Configuration) throws(ConfigurationError) {
            for (key, value) in try mapping(node, of: "github") {
                if try name(key, among: ["sections", "mergeMethod"], what: "GitHub setting") == "mergeMethod" {
                    configuration.mergeMethod = MergeMethod(rawValue: try name(value, among: MergeMethod.allCases.map(\.rawValue),
                                                                              what: "merge method"))!
                    configuration.origins["github.mergeMethod"] = origin(key)
                    continue
                }
                guard case .sequence(let items, _) = value else {
                    throw error("sections must be a list of sections, each a title and a query, not \(value.described)", at: value.mark)
                }
                var sections: [GitHubSection] = []
                for (index, item) in items.enumerated() {
                    var fields: [String: String] = [:]
                    var kind = GitHubSection.Kind.repositories
                    for (field, text) in try mapping(item, of: "a section") {
                        let name = try name(field, among: ["title", "query", "type"], what: "section's field")
                        if name == "type" {
                            kind = GitHubSection.Kind(rawValue: try self.name(text, among: GitHubSection.Kind.allCases.map(\.rawValue),
                                                                              what: "section type"))!
                            continue
                        }
                        let value = try scalar(text, of: "a section's \(name)")
                        guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                            throw error("a section's \(name) cannot be empty", at: text.mark)
                        }
                        fields[name] = value
                    }
                    for required in ["title", "query"] where fields[required] == nil {
                        throw error("a section needs a \(required)", at: item.mark)
                    }
                    sections.append(GitHubSection(title: fields["title"]!, kind: kind, query: fields["query"]!))
                    configuration.origins["github.sections[\(index)]"] = origin(item)
                }
                configuration.sections = sections
            }
        }

        /// `pager: diff:` the program a pull request's diff is handed to on its standard
        /// input, run by `sh -c` (`delta`, `delta --side-by-side`).
        func readPager(_ node: YAMLNode, into configuration: inout Configuration) throws(ConfigurationError) {
            for (key, value) in try mapping(node, of: "pager") {
                _ = try name(key, among: ["diff"], what: "pager setting")
                let command = try scalar(value, of: "a command")
                guard !command.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw error("the diff's pager cannot be empty: name a program, or leave the setting out for the app's own", at: value.mark)
                }
                configuration.diffPager = DiffPager(command: command)
                configuration.origins["pager.diff"] = origin(key)
            }
        }

        func readTheme(_ node: YAMLNode, into configuration: inout Configuration) throws(ConfigurationError) {
            for (key, value) in try mapping(node, of: "theme") {
                let role = try name(key, among: Theme.Role.allCases.map(\.rawValue), what: "role")
                let text = try scalar(value, of: "a color")
                guard let color = Color(name: text) else {
                    throw error("“\(text)” is not a color: one of the eight (red), a bright one (bright-red), or 0 to 255",
                                at: value.mark, suggestions: suggestionList(text, Color.names))
                }
                configuration.colors[Theme.Role(rawValue: role)!] = color
                configuration.origins["theme.\(role)"] = origin(key)
            }
        }

        func readKeybindings(_ node: YAMLNode, into configuration: inout Configuration) throws(ConfigurationError) {
            let actions = ShellAction.allCases.map(\.rawValue) + ScreenAction.allCases.map(\.rawValue)
            var bound: [(owner: String, keys: [(key: Key, node: YAMLNode)])] = []
            for (key, value) in try mapping(node, of: "keybindings") {
                let action = try name(key, among: actions + ["custom"], what: "action")
                if action == "custom" {
                    for (index, item) in try list(value, of: "custom", each: "a key and a command").enumerated() {
                        let (command, keyNode) = try customCommand(item)
                        configuration.commands.append(command)
                        configuration.origins["keybindings.custom[\(index)]"] = origin(item)
                        bound.append(("the command “\(command.label)”", [(command.key, keyNode)]))
                    }
                    continue
                }
                let items: [YAMLNode]
                if case .sequence(let list, _) = value { items = list } else { items = [value] }
                guard !items.isEmpty else { throw error("“\(action)” needs at least one key", at: value.mark) }
                var keys: [(Key, YAMLNode)] = []
                for item in items {
                    keys.append((try self.key(item), item))
                }
                bound.append(("“\(action)”", keys))
                configuration.origins["keybindings.\(action)"] = origin(key)
                if let shell = ShellAction(rawValue: action) { configuration.shellKeys[shell] = keys.map(\.0) }
                if let screen = ScreenAction(rawValue: action) { configuration.screenKeys[screen] = keys.map(\.0) }
            }
            try checkConflicts(bound, configuration)
        }

        func key(_ node: YAMLNode) throws(ConfigurationError) -> Key {
            let name = try scalar(node, of: "a key")
            guard let key = Key(name: name) else {
                throw error("“\(name)” names no key (one character, or a name such as Enter, Space, PgDn, F5, Ctrl-D)", at: node.mark)
            }
            return key
        }

        /// A YAML list's items; `each` says what one holds, for the message.
        func list(_ node: YAMLNode, of what: String, each: String) throws(ConfigurationError) -> [YAMLNode] {
            guard case .sequence(let items, _) = node else {
                throw error("\(what) must be a list, each item \(each), not \(node.described)", at: node.mark)
            }
            return items
        }

        /// One of `keybindings.custom`: `key`, `command` and an optional `name`; the
        /// command's values are checked here, so a misspelled one stops the launch.
        func customCommand(_ node: YAMLNode) throws(ConfigurationError) -> (CustomCommand, keyNode: YAMLNode) {
            var fields: [String: YAMLNode] = [:]
            for (field, value) in try mapping(node, of: "a custom command") {
                fields[try name(field, among: ["key", "command", "name"], what: "custom command's field")] = value
            }
            guard let keyNode = fields["key"] else { throw error("a custom command needs a key", at: node.mark) }
            guard let commandNode = fields["command"] else { throw error("a custom command needs a command", at: node.mark) }
            let command = try scalar(commandNode, of: "a command")
            guard !command.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw error("a command cannot be empty", at: commandNode.mark)
            }
            let template: CommandTemplate
            do {
                template = try CommandTemplate(command)
            } catch {
                throw self.error(error.message, at: mark(of: error.offset, in: command, at: commandNode), suggestions: error.suggestions)
            }
            let name = try fields["name"].map { node throws(ConfigurationError) in try scalar(node, of: "a command's name") }
            return (CustomCommand(key: try key(keyNode), template: template, name: name), keyNode)
        }

        /// Where the place `offset` characters into a scalar's value is in the file: the
        /// same words found after the scalar's start, so a quote before them counts; the
        /// scalar's start when escapes or folding make them differ.
        func mark(of offset: Int, in value: String, at node: YAMLNode) -> YAMLNode.Mark {
            let words = value.dropFirst(offset).prefix { !$0.isNewline }
            let needle = words.range(of: "}}").map { String(words[..<$0.upperBound]) } ?? String(words)
            // The same words may come earlier in the value: the place is their next showing.
            var earlier = value.prefix(offset).components(separatedBy: needle).count - 1
            // libyaml counts a line at every break: CR, LF, CR LF, NEL, LS, PS.
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            guard !needle.isEmpty, lines.indices.contains(node.mark.line - 1) else { return node.mark }
            var start = node.mark.column
            for (index, source) in lines.enumerated().dropFirst(node.mark.line - 1) {
                var rest = source.dropFirst(start - 1)
                while let found = rest.range(of: needle) {
                    if earlier == 0 {
                        return YAMLNode.Mark(line: index + 1, column: source.distance(from: source.startIndex, to: found.lowerBound) + 1)
                    }
                    earlier -= 1
                    rest = rest[found.upperBound...]
                }
                start = 1
            }
            return node.mark
        }

        /// One key, one meaning: no action's or command's key is another's, the lists', or one of the
        /// keys the shell keeps (the tabs' digits, Enter, Esc, Backspace, Tab, Ctrl-C). An
        /// inbox's action may share a key with an item's, since no screen binds both.
        private func checkConflicts(
            _ bound: [(owner: String, keys: [(key: Key, node: YAMLNode)])], _ configuration: Configuration
        ) throws(ConfigurationError) {
            // Each key's owners in words, which of the file's bindings each is (nil for
            // a default), so two commands of one name are still two owners, and its scope.
            typealias Owner = (words: String, binding: Int?, scope: ScreenAction.Scope)
            var owners: [Key: [Owner]] = [:]
            for (key, description) in ListView.motionKeys { owners[key, default: []].append(("the lists' “\(description)”", nil, .everywhere)) }
            for key in [Key.enter, .escape, .backspace, .tab, .control("c")] + (1...9).map({ Key.character(Character(String($0))) }) {
                owners[key, default: []].append(("the shell's own \(key.displayName)", nil, .everywhere))
            }
            let written = Set(bound.map(\.owner))
            // The actions the file leaves alone keep their default keys.
            for action in ShellAction.allCases where !written.contains("“\(action.rawValue)”") {
                for key in action.defaultKeys { owners[key, default: []].append(("“\(action.rawValue)”", nil, .everywhere)) }
            }
            for action in ScreenAction.allCases where !written.contains("“\(action.rawValue)”") {
                for key in action.defaultKeys { owners[key, default: []].append(("“\(action.rawValue)”", nil, action.scope)) }
            }
            for (binding, (owner, keys)) in bound.enumerated() {
                let scope = ScreenAction.allCases.first { "“\($0.rawValue)”" == owner }?.scope ?? .everywhere
                for (key, node) in keys {
                    if let other = owners[key]?.first(where: { $0.binding != binding && $0.scope.meets(scope) }) {
                        throw error("\(key.displayName) is already \(other.words); \(owner) needs another key", at: node.mark)
                    }
                    owners[key, default: []].append((owner, binding, scope))
                }
            }
        }
    }
}
