import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SampleServerSupport
import Testing

/// `baton-tui fetch` as a black box: the built binary against the sample server.
@Suite(.sampleServer)
struct FetchCommandTests {
    @Test func jsonEqualsTheServersData() async throws {
        let server = try SampleServer.required()
        let run = try BatonTUI.run(["fetch", "CharactersScreenQuery", "--variables", #"{"page":1}"#,
                                    "--endpoint", server.rickAndMortyEndpoint.absoluteString, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let printed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let response = try await rawResponse(
            server.rickAndMortyEndpoint,
            query: "query CharactersScreenQuery($page:Int){characters(page:$page){info{count,pages,next,prev},results{id,name,status,species,image}}}",
            variables: ["page": 1])
        let data = try #require(response["data"] as? [String: Any])
        #expect(NSDictionary(dictionary: try #require(printed)).isEqual(to: data))
    }

    @Test func dumpPrintsTheStore() throws {
        let server = try SampleServer.required()
        let run = try BatonTUI.run(["fetch", "CharacterScreenQuery", "--variables", #"{"id":"2"}"#,
                                    "--endpoint", server.rickAndMortyEndpoint.absoluteString, "--dump"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "{")
        #expect(lines.last == "}")
        #expect(lines.contains { $0.hasPrefix(#"  "Character:2": {"__typename": "Character""#) && $0.contains(#""name": "Morty Smith""#) })
        #expect(lines.contains(#"  "client:root": {"__typename": "Query", "character(id:\"2\")": {"__ref": "Character:2"}},"#))
    }

    @Test func aFailureExitsNonZeroWithItsKind() throws {
        let server = try SampleServer.required()
        let run = try BatonTUI.run(["fetch", "CharacterScreenQuery", "--variables", #"{"id":"2"}"#,
                                    "--endpoint", server.controlEndpoint.appendingPathComponent("nowhere").absoluteString,
                                    "--json"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("transport failure: HTTP 404"))
    }

    @Test func aMissingDataReadFromTheStoreAloneExitsNonZero() throws {
        let run = try BatonTUI.run(["fetch", "CharacterScreenQuery", "--variables", #"{"id":"2"}"#,
                                    "--policy", "store-only", "--json"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("missingData failure"))
    }

    @Test func theImageAnswersAStoreOnlyFetchAfterANetworkOne() throws {
        let server = try SampleServer.required()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("baton-tui-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let common = ["fetch", "LocationScreenQuery", "--variables", #"{"id":"3"}"#, "--cache-dir", cache.path, "--json",
                      "--endpoint", server.rickAndMortyEndpoint.absoluteString]
        let fetched = try BatonTUI.run(common)
        #expect(fetched.status == 0, "\(fetched.stderr)")
        let cached = try BatonTUI.run(common + ["--policy", "store-only"])
        #expect(cached.status == 0, "\(cached.stderr)")
        #expect(cached.stdout == fetched.stdout)
    }

    @Test func badUsageExitsTwo() throws {
        let unknown = try BatonTUI.run(["fetch", "NoSuchQuery", "--json"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no operation NoSuchQuery"))
        let misspelt = try BatonTUI.run(["fetch", "CharacterScreenQuery", "--variables", #"{"idd":"2"}"#, "--json"])
        #expect(misspelt.status == 2)
        #expect(misspelt.stderr.contains("takes no variable `idd`"))
        let subscription = try BatonTUI.run(["fetch", "StarCountSubscription", "--json"])
        #expect(subscription.status == 2)
        #expect(subscription.stderr.contains("StarCountSubscription is a subscription; `baton-tui fetch` runs query operations"))
        let query = try BatonTUI.run(["subscribe", "IssueScreenQuery"])
        #expect(query.status == 2)
        #expect(query.stderr.contains("IssueScreenQuery is a query; `baton-tui subscribe` runs subscription operations"))
        let none = try BatonTUI.run(["subscribe", "StarCountSubscription", "--count", "none"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("--count does not take `none`"))
        let version = try BatonTUI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("baton-tui "))
    }

    private func rawResponse(_ endpoint: URL, query: String, variables: [String: Any]) async throws -> [String: Any] {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["query": query, "variables": variables])
        let (body, _) = try await URLSession.shared.data(for: request)
        return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }
}
