import BatonScreens
import BatonTUI
import Foundation
import GitHub
import Testing
@testable import baton_tui

/// The record of the screens shown at quit: the descriptors' form, the file written and
/// read back, and every file a launch must ignore rather than trip on.
@MainActor
struct ShownScreensTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shown-screens-\(UUID().uuidString)")

    private func connections(rickAndMortyEndpoint: String = "http://127.0.0.1:9/graphql") throws -> [APIConnection] {
        let options = try AppOptions(parsing: ["--no-cache", "--rickandmorty-endpoint", rickAndMortyEndpoint,
                                               "--github-endpoint", "http://127.0.0.1:9/graphql"])
        return CatalogAPI.allCases.map { APIConnection(api: $0, options: options, imageDirectory: nil, log: nil) }
    }

    /// The Rick and Morty image the connections above use.
    private let rickAndMorty = ImageIdentity(api: .rickandmorty, endpoint: URL(string: "http://127.0.0.1:9/graphql")!, token: nil)

    /// A record of the character stack on Rick and Morty's tab, over its image.
    private func characterRecord(_ stack: [ScreenDescriptor]? = nil, shelf: DraftShelf = DraftShelf()) -> ShownScreens {
        ShownScreens(selectedTab: .github, stacks: [.rickandmorty: stack ?? characterStack],
                     images: [.rickandmorty: rickAndMorty.digest], shelves: [.rickandmorty: shelf])
    }

    private let characterStack = [
        ScreenDescriptor("characters", ["page": .int(3), "filter": .string("rick")], selection: 4),
        ScreenDescriptor("character", ["id": .string("1")], selection: 2),
        ScreenDescriptor("episode", ["id": .string("28")]),
    ]

    @Test func aDescriptorReadsAsACallAndItsJSONKeepsEachArgumentsType() throws {
        let descriptor = ScreenDescriptor("issue", ["owner": .string("octo"), "name": .string("hello"), "number": .int(7)], selection: 3)
        #expect(descriptor.description == #"issue(name: "hello", number: 7, owner: "octo", selection: 3)"#)
        #expect(ScreenDescriptor("repositories", ["starred": .bool(false)]).description == "repositories(starred: false)")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(ScreenDescriptor("characters", ["page": .int(2)])), as: UTF8.self)
        #expect(json == #"{"arguments":{"page":2},"screen":"characters"}"#)
        let decoded = try JSONDecoder().decode(ScreenDescriptor.self, from: Data(
            #"{"screen":"repository","arguments":{"owner":"octo","name":"7","starred":true,"count":7},"selection":1}"#.utf8))
        #expect(decoded.arguments == ["owner": .string("octo"), "name": .string("7"), "starred": .bool(true), "count": .int(7)])
        #expect(decoded.selection == 1)
    }

    @Test func theArgumentsAreReadByNameAndType() throws {
        let descriptor = ScreenDescriptor("characters", ["page": .int(3), "filter": .string("rick")])
        #expect(try descriptor.int("page") == 3)
        #expect(try descriptor.optionalString("filter") == "rick")
        #expect(try descriptor.optionalString("name") == nil)
        #expect(throws: ScreenDescriptorError.wrongArgumentType(screen: "characters", argument: "page", expected: "string")) {
            try descriptor.string("page")
        }
        #expect(throws: ScreenDescriptorError.missingArgument(screen: "characters", argument: "starred")) {
            try descriptor.bool("starred")
        }
        #expect(throws: ScreenDescriptorError.unknownArgument(screen: "characters", argument: "filter")) {
            try descriptor.expecting(["page"])
        }
    }

    @Test func theFileIsWrittenAndReadBack() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(ShownScreens.fileName)
        let shown = ShownScreens(selectedTab: .github, stacks: [
            .rickandmorty: characterStack,
            .github: [ScreenDescriptor("repositories", ["starred": .bool(true)]), ScreenDescriptor("search", ["query": .string("swift")]),
                      ScreenDescriptor("issue", ["owner": .string("octo"), "name": .string("hello"), "number": .int(7)],
                                       drafts: ["comment": "Half\nwritten"], composing: "comment")],
        ], images: [.rickandmorty: rickAndMorty.digest, .github: "0123456789abcdef"])
        try shown.write(to: file)
        let read = try ShownScreens.read(from: file)
        #expect(read == shown)
        #expect(read.selectedTab == .github)
        let elsewhere = ImageIdentity(api: .rickandmorty, endpoint: URL(string: "http://127.0.0.1:10/graphql")!, token: nil)
        #expect(read.descriptors(of: elsewhere).isEmpty)
        #expect(read.descriptors(of: rickAndMorty).map(\.description) == [
            #"characters(filter: "rick", page: 3, selection: 4)"#, #"character(id: "1", selection: 2)"#, #"episode(id: "28")"#,
        ])
        // A draft is named in a description, which a log may carry, and never quoted.
        #expect(read.stacks["github"]?.last?.description == #"issue(name: "hello", number: 7, owner: "octo", drafts: comment, composing: comment)"#)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#""selectedTab" : "github""#))
        #expect(text.contains(#""version" : 2"#))
        #expect(!text.contains("127.0.0.1"))
    }

    @Test func aMissingCorruptOrForeignFileIsATypedError() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(ShownScreens.fileName)
        #expect(throws: ShownScreensError.self) { try ShownScreens.read(from: file) }
        do {
            _ = try ShownScreens.read(from: file)
        } catch {
            guard case .unreadable = error else { Issue.record("a missing file is unreadable, not \(error)"); return }
        }
        for (text, kind) in [
            ("{\"selectedTab\": \"rickandm", "corrupt"),
            ("\u{0}\u{1}garbage", "corrupt"),
            (#"{"version": 2, "selectedTab": "gitlab", "stacks": {}, "images": {}}"#, "corrupt"),
            (#"{"version": 2, "selectedTab": "github", "stacks": {"rickandmorty": [{"screen": 3}]}, "images": {}}"#, "corrupt"),
            (#"{"version": 2, "selectedTab": "github", "stacks": {}}"#, "corrupt"),
            (#"{"version": 1, "selectedTab": "github", "stacks": {}}"#, "otherVersion"),
            (#"{"version": 2, "selectedTab": "github", "stacks": {"gitlab": []}, "images": {}}"#, "unknownTab"),
        ] {
            try Data(text.utf8).write(to: file)
            do {
                _ = try ShownScreens.read(from: file)
                Issue.record("\(text) was read")
            } catch {
                switch error {
                case .corrupt: #expect(kind == "corrupt", "\(text)")
                case .otherVersion(_, 1): #expect(kind == "otherVersion", "\(text)")
                case .unknownTab(_, "gitlab"): #expect(kind == "unknownTab", "\(text)")
                default: Issue.record("\(text): \(error)")
                }
            }
        }
    }

    @Test func theTabsReopenTheRecordedScreensAndRecordThemAgain() throws {
        let shelf = DraftShelf([ScreenDescriptor("character", ["id": .string("2")], drafts: ["note": "Morty's"])])
        let restored = RestoredTabs(connections: try connections(), shown: characterRecord(shelf: shelf))
        #expect(restored.selectedTab == .github)
        let stack = restored.tabs[0].stack
        #expect(stack.screens.count == 3)
        #expect(stack.trail == "Rick and Morty › Characters named “rick” › Character 1 › Episode 28")
        #expect(stack.shelf == shelf)
        let recorded = ShownScreens(tabs: restored.tabs, selected: .rickandmorty).descriptors(of: rickAndMorty)
        // The selections still wait for their rows, and are recorded as they were read;
        // the episode's list, restored with none, selects its first row.
        #expect(recorded == characterStack.map { ScreenDescriptor($0.screen, $0.arguments, selection: $0.selection ?? 0) })
        restored.tabs.forEach { $0.stack.close() }
    }

    @Test func aTabRecordedOverAnotherImageStartsAtItsFirstScreen() throws {
        let restored = RestoredTabs(connections: try connections(rickAndMortyEndpoint: "http://127.0.0.1:10/graphql"),
                                    shown: characterRecord())
        #expect(restored.tabs[0].stack.screens.count == 1)
        #expect(restored.tabs[0].stack.trail == "Rick and Morty › Characters")
        restored.tabs.forEach { $0.stack.close() }
    }

    @Test func anImageIsNamedByEndpointAndTokenNeverByTheToken() {
        let endpoint = URL(string: "https://api.github.com/graphql")!
        let mona = ImageIdentity(api: .github, endpoint: endpoint, token: "ghp_sampleMonaToken000000000000000000000")
        let hubot = ImageIdentity(api: .github, endpoint: endpoint, token: "ghp_sampleHubotToken00000000000000000000")
        let local = ImageIdentity(api: .github, endpoint: URL(string: "http://127.0.0.1:8080/github/graphql")!,
                                  token: "ghp_sampleMonaToken000000000000000000000")
        #expect(Set([mona.fileName, hubot.fileName, local.fileName]).count == 3)
        #expect(mona == ImageIdentity(api: .github, endpoint: endpoint, token: "ghp_sampleMonaToken000000000000000000000"))
        #expect(mona.fileName.hasPrefix("github-") && mona.fileName.hasSuffix(".sqlite"))
        #expect(mona.digest.count == 16)
        #expect(!mona.fileName.contains("Mona") && !mona.fileName.contains("ghp"))
    }

    @Test func eachScreenMadeFromItsDescriptorGivesItBack() throws {
        let connections = try connections()
        let stack = NavigationStack(name: "Tab") { _ in StubScreen(title: "root") }
        let cases: [(CatalogAPI, ScreenDescriptor, String)] = [
            (.rickandmorty, ScreenDescriptor("characters", ["page": .int(2)], selection: 0), "Characters"),
            (.rickandmorty, ScreenDescriptor("location", ["id": .string("20")], selection: 5), "Location 20"),
            (.github, ScreenDescriptor("repositories", ["starred": .bool(true)], selection: 45), "Starred"),
            (.github, ScreenDescriptor("search", ["query": .string("swift")], selection: 0), "Search: swift"),
            (.github, ScreenDescriptor("repository", ["owner": .string("octo"), "name": .string("hello"),
                                                      "pullRequests": .bool(false), "closed": .bool(false)], selection: 3), "octo/hello"),
            (.github, ScreenDescriptor("repository", ["owner": .string("octo"), "name": .string("hello"),
                                                      "pullRequests": .bool(true), "closed": .bool(true)], selection: 2), "octo/hello"),
            (.github, ScreenDescriptor("issue", ["owner": .string("octo"), "name": .string("hello"), "number": .int(7)], selection: 21),
             "octo/hello#7"),
            (.github, ScreenDescriptor("pullRequest", ["owner": .string("octo"), "name": .string("hello"), "number": .int(8)], selection: 4),
             "octo/hello#8"),
            // Its drafts, and the composer to open on one once the pull request shows.
            (.github, ScreenDescriptor("pullRequest", ["owner": .string("octo"), "name": .string("hello"), "number": .int(8)], selection: 0,
                                       drafts: ["comment": "Looks good", "review": "Split it"], composing: "review:REQUEST_CHANGES"),
             "octo/hello#8"),
        ]
        for (api, descriptor, title) in cases {
            let connection = try #require(connections.first { $0.api == api })
            let screen = try api.screen(for: descriptor, connection, navigator: stack)
            #expect(screen.title == title)
            #expect(screen.descriptor == descriptor)
            screen.close()
        }
        // A repository recorded before it had lists to choose shows its open issues.
        let older = ScreenDescriptor("repository", ["owner": .string("octo"), "name": .string("hello")], selection: 3)
        let restored = try CatalogAPI.github.screen(for: older, connections[1], navigator: stack)
        #expect(restored.descriptor?.arguments["pullRequests"] == .bool(false))
        #expect(restored.descriptor?.arguments["closed"] == .bool(false))
        restored.close()
        #expect(throws: ScreenDescriptorError.badArgument(screen: "search", argument: "query")) {
            try CatalogAPI.github.screen(for: ScreenDescriptor("search", ["query": .string("")]), connections[1], navigator: stack)
        }
        #expect(throws: ScreenDescriptorError.unknownScreen("character")) {
            try CatalogAPI.github.screen(for: ScreenDescriptor("character", ["id": .string("1")]), connections[1], navigator: stack)
        }
    }

    /// A GitHub stack recorded when the tab's first screen was a list of sections or the
    /// viewer's repositories is rooted at the dashboard, on the section that list is now,
    /// each screen of it still made from its descriptor.
    @Test func aRecordedGitHubStackIsRootedAtTheDashboard() throws {
        let starred = ScreenDescriptor("repositories", ["starred": .bool(true)], selection: 7)
        let repository = ScreenDescriptor("repository", ["owner": .string("octo"), "name": .string("hello"),
                                                         "pullRequests": .bool(false), "closed": .bool(false)], selection: 2)
        let search = ScreenDescriptor("search", ["query": .string("swift")])
        let sectionsRoot = ScreenDescriptor("sections", [:], selection: 3)
        let dashboard = ScreenDescriptor("dashboard", ["section": .string("Involved")], selection: 4)
        let cases: [(recorded: [ScreenDescriptor], rooted: [ScreenDescriptor])] = [
            // The viewer's starred list: that section of the dashboard, its selection kept.
            ([starred, repository], [ScreenDescriptor("dashboard", ["section": .string("Starred")], selection: 7), repository]),
            // The list of sections: the dashboard's first section, the screens above kept.
            ([sectionsRoot, search], [ScreenDescriptor("dashboard"), search]),
            // A dashboard stays as it was.
            ([dashboard, repository], [dashboard, repository]),
            ([], []),
        ]
        for (recorded, rooted) in cases {
            #expect(GitHubScreens.rerooted(recorded) == rooted, "\(recorded)")
        }
        let github = try #require(try connections().first { $0.api == .github })
        let stack = NavigationStack(name: "Tab") { _ in StubScreen(title: "root") }
        for descriptor in GitHubScreens.rerooted([starred, repository]) {
            let screen = try CatalogAPI.github.screen(for: descriptor, github, navigator: stack)
            #expect(screen.descriptor == descriptor)
            screen.close()
        }
        // A section gone since gives way to the first.
        let gone = try CatalogAPI.github.screen(for: ScreenDescriptor("dashboard", ["section": .string("Gone")], selection: 3), github,
                                                navigator: stack)
        #expect(gone.descriptor == ScreenDescriptor("dashboard", ["section": .string("Review requested")], selection: 0))
        gone.close()
    }

    @Test func aRecordNamingAScreenOrArgumentThatIsGoneStartsEveryTabAtItsRoot() throws {
        for gone in [
            ScreenDescriptor("planet", ["id": .string("1")]),
            ScreenDescriptor("character", ["id": .string("1"), "season": .int(2)]),
            ScreenDescriptor("character", ["id": .int(1)]),
            ScreenDescriptor("characters", ["page": .int(0)]),
            ScreenDescriptor("character", ["id": .string("1")], selection: -1),
            ScreenDescriptor("character", ["id": .string("1")], selection: 0, firstRow: -1),
        ] {
            let restored = RestoredTabs(connections: try connections(), shown: characterRecord([characterStack[0], gone]))
            #expect(restored.selectedTab == nil, "\(gone)")
            #expect(restored.tabs.map(\.stack.screens.count) == [1, 1], "\(gone)")
            #expect(restored.tabs[0].stack.trail == "Rick and Morty › Characters", "\(gone)")
        }
    }

    @Test func aStackThatCannotBeRestoredClosesTheScreensItMade() {
        let made = StubScreen(title: "made")
        #expect(throws: ScreenDescriptorError.unknownScreen("gone")) {
            try NavigationStack(name: "Tab", restoring: [ScreenDescriptor("made"), ScreenDescriptor("gone")]) { descriptor, _ throws(ScreenDescriptorError) in
                guard descriptor.screen == "made" else { throw .unknownScreen(descriptor.screen) }
                return made
            }
        }
        #expect(made.closes == 1)
    }
}
