import BatonCompiler
import Foundation
import Testing

/// The report: the schema's digest, every operation and fragment with what a
/// reader of the build needs, sorted by name, the same bytes on every run.
@Suite struct ReportTests {
    private func report() throws -> [String: Any] {
        let text = try Goldens.generate().report
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func listsOperationsAndFragmentsByName() throws {
        let report = try report()
        #expect((report["schemaDigest"] as? String)?.count == 64)
        let operations = try #require(report["operations"] as? [[String: Any]])
        #expect(operations.compactMap { $0["name"] as? String } == [
            "AliasQuery", "CharacterListQuery", "ErrorDirectivesQuery", "FollowersPaginationQuery", "FollowersQuery",
            "RenameMutation", "SearchQuery",
        ])
        let fragments = try #require(report["fragments"] as? [[String: Any]])
        #expect(fragments.compactMap { $0["name"] as? String } == [
            "CharacterRow_character", "Followers_character", "StrictRow_character", "Whereabouts_character",
        ])
        // A refetchable fragment is reached by its refetch query as well.
        let followers = fragments.first { $0["name"] as? String == "Followers_character" }
        #expect(followers?["operations"] as? [String] == ["FollowersPaginationQuery", "FollowersQuery"])
    }

    @Test func anOperationCarriesItsKindSourceVariablesFragmentsTextAndLens() throws {
        let operations = try #require(try report()["operations"] as? [[String: Any]])
        let list = try #require(operations.first { $0["name"] as? String == "CharacterListQuery" })
        #expect(Set(list.keys) == ["name", "kind", "source", "id", "variables", "fragments", "text", "lens"])
        #expect(list["kind"] as? String == "query")
        #expect(list["source"] as? String == "documents/Spreads.graphql")
        #expect(list["id"] is NSNull)
        #expect(list["fragments"] as? [String] == ["CharacterRow_character"])
        let variables = try #require(list["variables"] as? [[String: Any]])
        #expect(variables.compactMap { $0["name"] as? String } == ["page", "status"])
        #expect(variables.compactMap { $0["type"] as? String } == ["Int", "Status"])
        #expect(variables.first?["default"] as? String == "1")
        let lens = try #require(list["lens"] as? [String: Any])
        #expect(lens["type"] as? String == "Query")
        let accessors = try #require(lens["accessors"] as? [[String: Any]])
        #expect(accessors.first?["name"] as? String == "page")
        #expect(accessors.first?["type"] as? String == "Page?")
        let page = try #require(accessors.first?["lens"] as? [String: Any])
        #expect(page["type"] as? String == "CharacterPage")
    }

    @Test func aFragmentCarriesItsAuthoredTextAndTheOperationsReachingIt() throws {
        let fragments = try #require(try report()["fragments"] as? [[String: Any]])
        let row = try #require(fragments.first)
        #expect(row["typeCondition"] as? String == "Character")
        #expect(row["operations"] as? [String] == ["AliasQuery", "CharacterListQuery"])
        // As the author wrote it: no key field added.
        #expect(row["text"] as? String == "fragment CharacterRow_character on Character{name,status,nicknames,scores}")
    }

    /// Two runs of batonc, each a process hashing with its own seed, given the
    /// documents in opposite orders.
    @Test func theReportIsTheSameOnEveryRun() throws {
        let commandLine = CommandLineTests()
        let config = try commandLine.temporaryFile("baton.json", #"{"schema": "\#(Goldens.config.schema)"}"#)
        let folder = URL(fileURLWithPath: config).deletingLastPathComponent().path
        let documents = try Goldens.documents().map { Goldens.directory + "/" + $0.path }
        var reports: [String] = []
        for (run, order) in [documents, documents.reversed()].enumerated() {
            let report = "\(folder)/report-\(run).json"
            let result = try commandLine.run(["generate", "--config", config, "--out", "\(folder)/\(run)", "--report", report] + order)
            #expect(result.status == 0, "\(result.errors)")
            reports.append(try String(contentsOfFile: report, encoding: .utf8))
        }
        #expect(reports[0] == reports[1])
        #expect(reports[0].contains(#""name": "CharacterListQuery""#))
    }
}
