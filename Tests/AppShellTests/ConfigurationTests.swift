import BatonScreens
import BatonTUI
import Foundation
import GitHub
import Testing
@testable import baton_tui

/// The configuration file: the repository's example, and what is wrong with a bad or
/// hostile file said at its place, exactly.
@MainActor
struct ConfigurationTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func error(_ text: String) -> String? {
        do {
            _ = try ConfigurationFile.parse(text, path: "config.yml")
            return nil
        } catch {
            return error.rendered
        }
    }

    @Test func theExampleInTheRepositoryLoadsAndSaysWhereEachSettingCameFrom() throws {
        let path = Self.repository.appendingPathComponent("config.example.yml").path
        let configuration = try ConfigurationFile.read(at: path)
        #expect(configuration.tab == .github)
        #expect(configuration.shellKeys[.back] == [.character("q"), .character("h")])
        #expect(configuration.refetchInterval == nil && configuration.origins["defaults.refetchInterval"] != nil)
        #expect(configuration.mouse)
        #expect(configuration.cacheSizeLimit == 64 << 20)
        #expect(configuration.pageSize == 20 && configuration.origins["defaults.pageSize"] != nil)
        #expect(try ConfigurationFile.parse("defaults:\n  pageSize: 50\n", path: "c.yml").pageSize == 50)
        for refused in ["0", "101", "ten"] {
            #expect(error("defaults:\n  pageSize: \(refused)\n")?.hasPrefix(
                "config.yml:2:13: error: “\(refused)” is not a page size: 1 to 100 rows, GitHub's most\n") == true)
        }
        #expect(try ConfigurationFile.parse("defaults:\n  cacheSizeLimit: 2gb\n", path: "c.yml").cacheSizeLimit == 2 << 30)
        #expect(error("defaults:\n  cacheSizeLimit: 500KB\n")?.hasPrefix(
            "config.yml:2:19: error: “500KB” is not a size: a number and MB or GB (100MB, 1GB)\n") == true)
        #expect(configuration.sections == GitHubSection.defaults + [GitHubSection(title: "My Swift", query: "user:mona language:swift")])
        #expect(configuration.hiddenColumns.isEmpty && configuration.origins["defaults.layout.hide"] != nil)
        #expect(try ConfigurationFile.parse("defaults:\n  mouse: false\n", path: "c.yml").mouse == false)
        #expect(error("defaults:\n  mouse: no\n")?.hasPrefix("config.yml:2:10: error: “no” is not true or false\n") == true)
        #expect(configuration.shellKeys[.debugPane] == [.function(12), .character("`")])
        #expect(configuration.screenKeys[.nextPage] == [.character("]"), .character("l")])
        #expect(configuration.describe().first { $0.hasPrefix("keybindings.back: q, h") }?.hasSuffix("(\(path):38)") == true)
        #expect(configuration.commands.map(\.label) == ["check out the pull request", "the pull request's diff", "lazygit"])
        #expect(configuration.diffPager == DiffPager(command: "delta --side-by-side"))
        #expect(configuration.describe().contains { $0.hasPrefix("pager.diff: delta --side-by-side") })
    }

    @Test func theDiffsPagerIsAProgramAndNothingElse() throws {
        #expect(try ConfigurationFile.parse("defaults:\n  mouse: true\n", path: "c.yml").diffPager == nil)
        #expect(try ConfigurationFile.parse("defaults:\n  mouse: true\n", path: "c.yml").describe()
            .contains { $0.hasPrefix("pager.diff: (the app's own pager)") && $0.hasSuffix("(default)") })
        #expect(error("pager:\n  diff: \"  \"\n")?.hasPrefix(
            "config.yml:2:9: error: the diff's pager cannot be empty: name a program, or leave the setting out for the app's own\n") == true)
        #expect(error("pager:\n  dif: delta\n")?.hasPrefix("config.yml:2:3: error: “dif” is not a pager setting\n") == true)
        #expect(error("pager:\n  diff: [delta]\n")?.hasPrefix("config.yml:2:9: error: a command must be one value") == true)
    }

    /// Every action written out with its default keys passes the conflict check: no
    /// default key means two things, or one the lists or the shell keep.
    @Test func theDefaultKeysMeanOneThingEach() throws {
        func quoted(_ keys: [Key]) -> String {
            "[" + keys.map { "\"" + ($0 == .character("\\") ? "\\\\" : $0.displayName) + "\"" }.joined(separator: ", ") + "]"
        }
        let lines = ShellAction.allCases.map { "  \($0.rawValue): \(quoted($0.defaultKeys))" }
            + ScreenAction.allCases.map { "  \($0.rawValue): \(quoted($0.defaultKeys))" }
        let configuration = try ConfigurationFile.parse("keybindings:\n" + lines.joined(separator: "\n") + "\n", path: "config.yml")
        #expect(configuration.shellKeys.count == ShellAction.allCases.count)
        #expect(configuration.screenKeys.count == ScreenAction.allCases.count)
        for action in ScreenAction.allCases { #expect(configuration.screenKeys[action] == action.defaultKeys) }
    }

    @Test func anEmptyFileOrOneOfCommentsLeavesTheDefaults() throws {
        for text in ["", "# nothing yet\n", "\n\n"] {
            let configuration = try ConfigurationFile.parse(text, path: "config.yml")
            #expect(configuration.tab == nil && configuration.shellKeys.isEmpty && configuration.screenKeys.isEmpty)
        }
    }

    @Test func aMisspelledNameIsSaidWithTheCloseOnes() {
        #expect(error("keybinding:\n  star: z\n") == """
            config.yml:1:1: error: “keybinding” is not a setting
            keybinding:
            ^
            Did you mean "keybindings"?

            """)
        #expect(error("keybindings:\n  bakc: x\n") == """
            config.yml:2:3: error: “bakc” is not an action
              bakc: x
              ^
            Did you mean "back"?

            """)
        #expect(error("defaults:\n  tab: gihub\n") == """
            config.yml:2:8: error: “gihub” is not a tab
              tab: gihub
                   ^
            Did you mean "github"?

            """)
    }

    @Test func aKeyBoundTwiceOrKeptByTheListsOrTheShellIsRefused() {
        #expect(error("keybindings:\n  star: j\n")?.hasPrefix(
            "config.yml:2:9: error: j is already the lists' “the next row”; “star” needs another key\n") == true)
        #expect(error("keybindings:\n  star: r\n")?.hasPrefix(
            "config.yml:2:9: error: r is already “refetch”; “star” needs another key\n") == true)
        #expect(error("keybindings:\n  star: z\n  back: [q, z]\n")?.hasPrefix(
            "config.yml:3:13: error: z is already “star”; “back” needs another key\n") == true)
        #expect(error("keybindings:\n  comment: \"2\"\n")?.hasPrefix(
            "config.yml:2:12: error: 2 is already the shell's own 2; “comment” needs another key\n") == true)
        // Moving a key off its action frees it for another.
        #expect(error("keybindings:\n  star: z\n  comment: s\n") == nil)
    }

    @Test func valuesOfTheWrongShapeOrNamingNoKeyAreRefused() {
        #expect(error("keybindings: [a, b]\n")?.hasPrefix(
            "config.yml:1:14: error: keybindings must be a mapping of names to values, not a list\n") == true)
        #expect(error("keybindings:\n  star: Ctrl-Q9\n")?.hasPrefix(
            "config.yml:2:9: error: “Ctrl-Q9” names no key (one character, or a name such as Enter, Space, PgDn, F5, Ctrl-D)\n") == true)
        #expect(error("keybindings:\n  star: []\n")?.hasPrefix("config.yml:2:9: error: “star” needs at least one key\n") == true)
        #expect(error("keybindings:\n  star: {a: b}\n")?.hasPrefix("config.yml:2:9: error: a key must be one value, not a mapping\n") == true)
    }

    @Test func hostileFilesAreRefusedAtTheirPlace() throws {
        #expect(error("keybindings:\n\tstar: r\n") == """
            config.yml:2:1: error: a tab cannot indent YAML; indent with spaces
            \tstar: r
            ^

            """)
        #expect(error("a: &x [1]\nb: *x\n")?.hasPrefix("config.yml:1:4: error: anchors are not read here; write the value out\n") == true)
        #expect(error("keybindings:\n  star: !!str s\n")?.hasPrefix("config.yml:2:9: error: tags are not read here\n") == true)
        #expect(error("defaults: {}\n---\ndefaults: {}\n")?.hasPrefix("config.yml:2:1: error: the file holds more than one document\n") == true)
        #expect(error("keybindings: {star: [s\n")?.contains("error: while parsing a flow sequence") == true)
        let deep = String(repeating: "[", count: 100_000)
        #expect(error("defaults: " + deep + "\n")?.hasPrefix("config.yml:1:74: error: nested deeper than 64 levels\n") == true)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baton-tui-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let large = directory.appendingPathComponent("large.yml")
        try Data(repeating: UInt8(ascii: "#"), count: ConfigurationFile.sizeLimit + 1).write(to: large)
        let notText = directory.appendingPathComponent("binary.yml")
        try Data([0x6B, 0x3A, 0x20, 0xFF, 0xFE, 0x0A]).write(to: notText)
        for (file, message) in [(large, "the file is larger than 1 MB; a configuration is a few lines"),
                                (notText, "the file is not UTF-8 text"),
                                (directory.appendingPathComponent("absent.yml"), "the file cannot be read")] {
            #expect(throws: ConfigurationError.self) { try ConfigurationFile.read(at: file.path) }
            do {
                _ = try ConfigurationFile.read(at: file.path)
            } catch {
                #expect(error.rendered == "\(file.path):1:1: error: \(message)\n")
            }
        }
    }

    @Test func aThemeSetsItsRolesColorsAndLeavesTheOthersStandard() throws {
        let configuration = try ConfigurationFile.parse("theme:\n  selection: blue\n  failure: 208\n", path: "config.yml")
        #expect(configuration.colors == [.selection: .blue, .failure: .indexed(208)])
        configuration.apply()
        defer { Configuration().apply() }
        #expect(Theme.current[.selection] == .blue && Theme.current[.failure] == .indexed(208) && Theme.current[.star] == .yellow)
        #expect(Style(bold: true).selected(true) == Style(background: .blue, bold: true))
        #expect(configuration.describe().contains { $0.hasPrefix("theme.failure: 208") && $0.hasSuffix("(config.yml:3)") })
        #expect(error("theme:\n  stare: red\n")?.hasSuffix("Did you mean \"stale\" or \"star\"?\n") == true)
        #expect(error("theme:\n  star: rde\n")?.hasPrefix(
            "config.yml:2:9: error: “rde” is not a color: one of the eight (red), a bright one (bright-red), or 0 to 255\n") == true)
        #expect(error("theme:\n  star: 256\n") != nil)
    }

    @Test func theCacheSizeLimitIsTheImagesLimit() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baton-tui-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = try AppOptions(parsing: ["--rickandmorty-endpoint", "http://127.0.0.1:9/graphql"])
        let limit = try ConfigurationFile.parse("defaults:\n  cacheSizeLimit: 3MB\n", path: "c.yml").cacheSizeLimit
        let connection = APIConnection(api: .rickandmorty, options: options, imageDirectory: directory, imageSizeLimit: limit, log: nil)
        #expect(connection.environment.store.persistence?.sizeLimit == 3 << 20)
        connection.environment.end()
    }

    @Test func sectionsAreAListOfATitleAndAQueryEach() {
        #expect(error("github:\n  sections:\n    - title: A\n")?.hasPrefix("config.yml:3:7: error: a section needs a query\n") == true)
        #expect(error("github:\n  sections:\n    - title: A\n      qeury: x\n")?.hasSuffix("Did you mean \"query\"?\n") == true)
        #expect(error("github:\n  sections:\n    - title: \" \"\n      query: x\n")?.hasPrefix(
            "config.yml:3:14: error: a section's title cannot be empty\n") == true)
        #expect(error("github:\n  sections: user:mona\n")?.hasPrefix(
            "config.yml:2:13: error: sections must be a list of sections, each a title and a query, not “user:mona”\n") == true)
        #expect(error("github:\n  section: []\n")?.hasSuffix("Did you mean \"sections\"?\n") == true)
        #expect(error("github:\n  sections:\n    - title: A\n      type: pullrequests\n      query: x\n")?.hasPrefix(
            "config.yml:4:13: error: “pullrequests” is not a section type\n") == true)
        let typed = try? ConfigurationFile.parse("github:\n  sections:\n    - title: A\n      type: issues\n      query: is:open\n", path: "c.yml")
        #expect(typed?.sections == [GitHubSection(title: "A", kind: .issues, query: "is:open")])
        // No sections written leaves the defaults; an empty list leaves only the viewer's lists.
        #expect((try? ConfigurationFile.parse("defaults:\n  pageSize: 20\n", path: "c.yml"))?.sections == nil)
        #expect((try? ConfigurationFile.parse("github:\n  sections: []\n", path: "c.yml"))?.sections == [])
    }

    @Test func thePreviewStartsOpenOrClosedAtAShareOfTheWidth() throws {
        let settings = try ConfigurationFile.parse("defaults:\n  preview:\n    open: false\n    width: 60%\n", path: "c.yml").preview
        #expect(settings == PreviewPane.Settings(open: false, widthPercent: 60))
        #expect(try ConfigurationFile.parse("defaults:\n  tab: github\n", path: "c.yml").preview == PreviewPane.Settings())
        #expect(error("defaults:\n  preview:\n    width: 95%\n")?.hasPrefix(
            "config.yml:3:12: error: “95%” is not a width: a share of the terminal from 20% to 80%\n") == true)
        #expect(error("defaults:\n  preview:\n    opne: true\n")?.hasSuffix("Did you mean \"open\"?\n") == true)
    }

    @Test func theLayoutHidesDashboardColumnsByName() throws {
        let hidden = try ConfigurationFile.parse("defaults:\n  layout:\n    hide: [labels, author]\n", path: "c.yml").hiddenColumns
        #expect(hidden == [.labels, .author])
        #expect(try ConfigurationFile.parse("defaults:\n  layout:\n    hide: checks\n", path: "c.yml").hiddenColumns == [.checks])
        #expect(error("defaults:\n  layout:\n    hide: [titel]\n")?.hasPrefix("config.yml:3:12: error: “titel” is not a column\n") == true)
        #expect(error("defaults:\n  layout:\n    hidden: [labels]\n")?.hasSuffix("Did you mean \"hide\"?\n") == true)
    }

    @Test func aRefetchIntervalIsANumberAndAUnitOfTenSecondsAtLeast() throws {
        func interval(_ text: String) throws -> Duration? {
            try ConfigurationFile.parse("defaults:\n  refetchInterval: \(text)\n", path: "config.yml").refetchInterval
        }
        #expect(try interval("5m") == .seconds(300))
        #expect(try interval("30s") == .seconds(30))
        #expect(try interval("1h") == .seconds(3600))
        #expect(try interval("off") == nil)
        #expect(error("defaults:\n  refetchInterval: 5s\n")?.hasPrefix("config.yml:2:20: error: “5s” is too often: ten seconds at least\n") == true)
        #expect(error("defaults:\n  refetchInterval: 5 minutes\n")?.hasPrefix(
            "config.yml:2:20: error: “5 minutes” is not an interval: a number and s, m or h (30s, 5m, 1h), or off\n") == true)
    }

    @Test func appliedKeysAreTheOnesTheShellAndTheScreensAnswer() throws {
        let configuration = try ConfigurationFile.parse("keybindings:\n  back: z\n  nextPage: l\n", path: "config.yml")
        configuration.apply()
        defer { Configuration().apply() }
        #expect(ShellAction.action(for: .character("z")) == .back)
        #expect(ShellAction.action(for: .character("q")) == nil)
        #expect(ScreenAction.nextPage.keys == [.character("l")])
        #expect(Shell.keyLines.contains { $0.hasPrefix("z ") && $0.hasSuffix("back; on a tab's first screen, quit") })
    }

    /// The inbox's marks may take an item action's key, since no screen binds both; not
    /// a key every screen binds, nor another item action's.
    @Test func anInboxsMarkSharesAKeyOnlyWithAnItemsAction() {
        #expect(error("keybindings:\n  markRead: x\n") == nil)
        #expect(error("keybindings:\n  markRead: s\n")?.hasPrefix("config.yml:2:13: error: s is already “star”; “markRead” needs another key\n") == true)
        #expect(error("keybindings:\n  close: m\n")?.hasPrefix("config.yml:2:10: error: m is already “merge”; “close” needs another key\n") == true)
        #expect(error("keybindings:\n  markDone: M\n")?.hasPrefix("config.yml:2:13: error: M is already “markAllRead”; “markDone” needs another key\n") == true)
    }

    @Test func customCommandsAreReadWithTheirKeysAndListedWhereTheyCameFrom() throws {
        let text = """
            keybindings:
              star: z
              custom:
                - key: C
                  name: Check out
                  command: gh pr checkout {{.Number}} -R {{.RepoNameWithOwner}}
                - key: Ctrl-G
                  command: lazygit

            """
        let configuration = try ConfigurationFile.parse(text, path: "config.yml")
        #expect(configuration.commands.map(\.key) == [.character("C"), .control("g")])
        #expect(configuration.commands.map(\.label) == ["Check out", "lazygit"])
        let lines = configuration.describe()
        #expect(lines.contains {
            $0.hasPrefix("keybindings.custom[0]: C, Check out: gh pr checkout {{.Number}} -R {{.RepoNameWithOwner}}")
                && $0.hasSuffix("(config.yml:4)")
        })
        #expect(lines.contains { $0.hasPrefix("keybindings.custom[1]: Ctrl-G, lazygit") && $0.hasSuffix("(config.yml:7)") })
    }

    @Test func aCommandNamingNoValueIsRefusedAtTheName() {
        #expect(error("keybindings:\n  custom:\n    - key: C\n      command: \"gh pr view {{.Number}} -R {{.Repo}}\"\n") == """
            config.yml:4:43: error: “{{.Repo}}” names no value; a command may use {{.RepoNameWithOwner}}, {{.Number}}, {{.Url}}, \
            {{.HeadRefName}}, {{.BaseRefName}}, {{.Author}}, {{.Id}}, {{.Name}}
                  command: "gh pr view {{.Number}} -R {{.Repo}}"
                                                      ^

            """)
        #expect(error("keybindings:\n  custom:\n    - key: C\n      command: echo {{.Url}} {{.url}}\n")?.hasPrefix(
            "config.yml:4:30: error: “{{.url}}” names no value") == true)
        // Lines end where libyaml ends them, CR LF too.
        #expect(error("keybindings:\r\n  custom:\r\n    - key: C\r\n      command: echo {{.Nope}}\r\n")?.hasPrefix(
            "config.yml:4:21: error: “{{.Nope}}” names no value") == true)
        #expect(error("keybindings:\n  custom:\n    - key: C\n      command: echo {{.Titel}}\n")?.hasSuffix("Did you mean \"{{.Url}}\"?\n") != nil)
        #expect(error("keybindings:\n  custom:\n    - command: lazygit\n")?.hasPrefix("config.yml:3:7: error: a custom command needs a key\n") == true)
        #expect(error("keybindings:\n  custom:\n    - key: C\n")?.hasPrefix("config.yml:3:7: error: a custom command needs a command\n") == true)
        #expect(error("keybindings:\n  custom:\n    - key: C\n      comand: x\n")?.hasSuffix("Did you mean \"command\"?\n") == true)
        #expect(error("keybindings:\n  custom: lazygit\n")?.hasPrefix(
            "config.yml:2:11: error: custom must be a list, each item a key and a command, not “lazygit”\n") == true)
    }

    @Test func aCustomCommandsKeyConflictsAsAnActionsWould() {
        #expect(error("keybindings:\n  custom:\n    - key: s\n      command: lazygit\n")?.hasPrefix(
            "config.yml:3:12: error: s is already “star”; the command “lazygit” needs another key\n") == true)
        #expect(error("keybindings:\n  custom:\n    - key: j\n      command: lazygit\n")?.hasPrefix(
            "config.yml:3:12: error: j is already the lists' “the next row”; the command “lazygit” needs another key\n") == true)
        #expect(error("keybindings:\n  custom:\n    - {key: C, command: a}\n    - {key: C, command: b, name: bee}\n")?.hasPrefix(
            "config.yml:4:13: error: C is already the command “a”; the command “bee” needs another key\n") == true)
        #expect(error("keybindings:\n  custom:\n    - {key: z, command: a}\n  star: z\n")?.hasPrefix(
            "config.yml:4:9: error: z is already the command “a”; “star” needs another key\n") == true)
        #expect(error("keybindings:\n  custom:\n    - {key: C, command: a}\n    - {key: C, command: a}\n")?.hasPrefix(
            "config.yml:4:13: error: C is already the command “a”; the command “a” needs another key\n") == true)
        // A key moved off its action is free for a command.
        #expect(error("keybindings:\n  star: z\n  custom:\n    - {key: s, command: a}\n") == nil)
    }
}
