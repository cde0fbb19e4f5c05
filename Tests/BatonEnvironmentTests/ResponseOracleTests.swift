import Baton
import BatonInspector
import Foundation
import GitHub
import RickAndMorty
import SampleServerSupport
import Testing

/// The response is the oracle: each operation, run through the environment
/// (HTTP transport, ingest, commit) and read back through its lenses, gives the
/// server's `data` again.
@Suite(.sampleServer)
@MainActor
struct ResponseOracleTests {
    @Test func everyCompiledOperationIsCovered() throws {
        let source = SampleServer.repositoryRoot.appendingPathComponent("graphql")
        var declared: Set<String> = []
        for api in ["rickandmorty", "github"] {
            let folder = source.appendingPathComponent(api)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".graphql") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("query ") {
                    declared.insert(String(line.dropFirst(6).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
            }
        }
        let listed = Set((RickAndMortyAPI.operations + GitHubAPI.operations).filter { $0.kind == .query }.map { $0.name })
        #expect(listed == declared)
        #expect(declared.count >= 8)
    }

    @Test(arguments: [
        CharactersScreenQuery(page: 1), CharactersScreenQuery(page: 2), CharactersScreenQuery(page: 42),
        CharactersScreenQuery(page: 1, name: "rick"), CharactersScreenQuery(page: 500),
    ])
    func characters(_ operation: CharactersScreenQuery) async throws {
        try await checkOracle(operation, .rickAndMorty(SampleServer.required()))
    }

    @Test(arguments: ["1", "2", "826"])
    func character(_ id: String) async throws {
        try await checkOracle(CharacterScreenQuery(id: id), .rickAndMorty(SampleServer.required()))
    }

    @Test(arguments: ["1", "28", "51"])
    func episode(_ id: String) async throws {
        try await checkOracle(EpisodeScreenQuery(id: id), .rickAndMorty(SampleServer.required()))
    }

    @Test(arguments: ["1", "3", "126"])
    func location(_ id: String) async throws {
        try await checkOracle(LocationScreenQuery(id: id), .rickAndMorty(SampleServer.required()))
    }

    @Test(arguments: [1, 3])
    func fixture(_ page: Int) async throws {
        try await checkOracle(FixtureQuery(page: page), .rickAndMorty(SampleServer.required()))
    }

    @Test func viewer() async throws {
        try await checkOracle(ViewerScreenQuery(), .gitHub(SampleServer.required()))
    }

    /// The viewer's own repositories, and one that does not exist.
    @Test func repositories() async throws {
        let api = try ServerAPI.gitHub(SampleServer.required())
        let environment = Environment(store: Store(), transport: api.transport)
        let viewer = try await environment.fetch(ViewerScreenQuery())
        let nodes = viewer.viewer.repositories.nodes.map(Array.init) ?? []
        let names = nodes.prefix(2).map(\.repositoryRow.nameWithOwner)
        #expect(names.count == 2)
        for nameWithOwner in names {
            let parts = nameWithOwner.split(separator: "/").map(String.init)
            try await checkOracle(RepositoryScreenQuery(owner: parts[0], name: parts[1]), api)
        }
        try await checkOracle(RepositoryScreenQuery(owner: "nobody-here", name: "nothing-here"), api)
    }

    @Test(arguments: ["swift", "rick", "zzzz-matches-nothing"])
    func search(_ query: String) async throws {
        try await checkOracle(SearchScreenQuery(query: query), .gitHub(SampleServer.required()))
    }

    /// The dashboard's default sections: issues and pull requests across repositories,
    /// their review decisions, checks and labels.
    @Test(arguments: ["is:open is:pr review-requested:@me", "is:open assignee:@me", "is:open is:pr author:@me is:draft"])
    func dashboardSection(_ query: String) async throws {
        try await checkOracle(DashboardSectionQuery(query: query), .gitHub(SampleServer.required()))
    }

    /// A pull request's checks: check runs in every state and commit statuses beside them.
    @Test(arguments: [("audio-examples", 14), ("docs-tools", 15), ("docs-kit", 6)])
    func checks(_ repository: String, _ number: Int) async throws {
        try await checkOracle(PullRequestChecksQuery(owner: "mona", name: repository, number: number), .gitHub(SampleServer.required()))
    }

    /// A pull request's changed files, a page of them: added, deleted, renamed and modified.
    @Test(arguments: [("maze-ingest", 7), ("audio-dotfiles", 18)])
    func files(_ repository: String, _ number: Int) async throws {
        try await checkOracle(PullRequestFilesScreenQuery(owner: "mona", name: repository, number: number), .gitHub(SampleServer.required()))
    }

    /// The pickers of an issue's labels and assignees and a pull request's reviewers,
    /// each over the item the conversation's query names.
    @Test func pickers() async throws {
        let api = try ServerAPI.gitHub(SampleServer.required())
        let environment = Environment(store: Store(), transport: api.transport)
        let issue = try #require(try await environment.fetch(IssueScreenQuery(owner: "mona", name: "audio-dotfiles", number: 1)).repository?.issue)
        let pullRequest = try #require(try await environment.fetch(
            PullRequestScreenQuery(owner: "mona", name: "audio-dotfiles", number: 12)).repository?.pullRequest)
        try await checkOracle(LabelPickerQuery(owner: "mona", name: "audio-dotfiles", id: issue.id), api)
        try await checkOracle(AssigneePickerQuery(owner: "mona", name: "audio-dotfiles", id: issue.id), api)
        try await checkOracle(ReviewerPickerQuery(owner: "mona", name: "audio-dotfiles", id: pullRequest.id), api)
    }

    /// The dump of a few store states, against checked-in goldens; each golden,
    /// read back apart from `StoreExport`, gives the server's response again.
    @Test(arguments: ["CharacterScreenQuery-1", "CharactersScreenQuery-page-2", "LocationScreenQuery-3"])
    func dumpMatchesGolden(_ name: String) async throws {
        switch name {
        case "CharacterScreenQuery-1": try await checkDump(CharacterScreenQuery(id: "1"), golden: name)
        case "CharactersScreenQuery-page-2": try await checkDump(CharactersScreenQuery(page: 2), golden: name)
        default: try await checkDump(LocationScreenQuery(id: "3"), golden: name)
        }
    }

    private func checkDump<Value: Query>(_ operation: Value, golden name: String) async throws {
        let api = ServerAPI.rickAndMorty(try SampleServer.required())
        let environment = Environment(store: Store(), transport: api.transport)
        _ = try await environment.fetch(operation)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens/\(name).dump")
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(StoreExport.text(of: environment.store) == expected)
        let data = try #require(try await api.rawResponse(to: operation)["data"])
        let found = try DumpOracle.differences(dump: expected, data: data)
        #expect(found.isEmpty, "Goldens/\(name).dump, \(found.count) differences: \(found.prefix(10))")
    }

    private func checkOracle<Value: Query>(_ operation: Value, _ api: ServerAPI) async throws {
        let response = try await api.rawResponse(to: operation)
        let data = try #require(response["data"], "the server answered \(Value.name) without data: \(response)")
        let environment = Environment(store: Store(), transport: api.transport)
        let lens = try await environment.fetch(operation, policy: .networkOnly)
        let authored = try AuthoredSelections(operation: Value.name, folder: api.documents)
        let found = differences(lens: try foundationJSON(of: lens), server: data, authored: authored)
        #expect(found.isEmpty, "\(Value.name) \(operation.variables): \(found.prefix(10))")
        #expect(environment.handle(for: operation).phase.data?.jsonValue == lens.jsonValue)
    }
}
