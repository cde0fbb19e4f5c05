import Foundation
import Testing
@testable import baton_tui

/// The flags as the app and `fetch` read them.
struct OptionsTests {
    @Test func theTabIsTheOneAskedForElseLeftToTheLastQuit() throws {
        #expect(try AppOptions(parsing: []).api == nil)
        #expect(try AppOptions(parsing: ["--api", "github"]).api == .github)
        #expect(throws: UsageError.badValue("--api", "gitlab")) { try AppOptions(parsing: ["--api", "gitlab"]) }
    }

    /// The app and fetch read their command lines as batonc does: a value after `=`
    /// too, `--` before operands, and the same words for a mistake.
    @Test func theCommandLineReadsAsBatoncsDoes() throws {
        #expect(try AppOptions(parsing: ["--api=github", "--no-cache"]).api == .github)
        let fetch = try FetchOptions(parsing: ["--json", "--variables={\"id\":\"2\"}", "--", "CharacterScreenQuery"])
        #expect(fetch.operationName == "CharacterScreenQuery")
        #expect(fetch.variables == ["id": .string("2")])
        #expect(throws: UsageError.arguments(.unknownOption("--colour"))) { try AppOptions(parsing: ["--colour"]) }
        #expect(throws: UsageError.arguments(.givenTwice("--api"))) { try AppOptions(parsing: ["--api", "github", "--api=github"]) }
        #expect(throws: UsageError.arguments(.missingValue("--log"))) { try AppOptions(parsing: ["--log"]) }
    }

    @Test func anEndpointIsAnHTTPURLWithAHostForTheAppAndForFetchAlike() throws {
        let app = try AppOptions(parsing: ["--github-endpoint", "http://127.0.0.1:8080/github/graphql"])
        #expect(app.endpoint(of: .github).absoluteString == "http://127.0.0.1:8080/github/graphql")
        #expect(app.endpoint(of: .rickandmorty) == CatalogAPI.rickandmorty.defaultEndpoint)
        for text in ["http:foo", "ftp://example.com/graphql", "example.com/graphql"] {
            #expect(throws: UsageError.badValue("--rickandmorty-endpoint", text)) {
                try AppOptions(parsing: ["--rickandmorty-endpoint", text])
            }
            #expect(throws: UsageError.badValue("--endpoint", text)) {
                try FetchOptions(parsing: ["CharactersScreenQuery", "--endpoint", text])
            }
        }
    }

    @Test func variablesNestedDeepOrNotJSONAreSaidSoQuotingOnlyTheirBeginning() throws {
        let deep = String(repeating: #"{"a":"#, count: 2_000) + "1" + String(repeating: "}", count: 2_000)
        #expect(throws: UsageError.badVariables(#"nested deeper than 256 levels: {"a":{"a":{"a":{"a":{"a":{"a":{"a":{"a":… (12001 bytes)"#)) {
            try VariablesJSON.decode(deep)
        }
        // Brackets in strings do not count; at the limit it decodes.
        let atLimit = String(repeating: #"{"a":"#, count: 256) + #""[[{""# + String(repeating: "}", count: 256)
        #expect(VariablesJSON.depth(of: atLimit) == 256)
        #expect(try VariablesJSON.decode(atLimit).count == 1)
        let garbage = "{" + String(repeating: "x", count: 70_000)
        #expect(throws: UsageError.badVariables("not JSON: {xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (70001 bytes)")) {
            try VariablesJSON.decode(garbage)
        }
        #expect(throws: UsageError.badVariables("not a JSON object: [1]")) { try VariablesJSON.decode("[1]") }
    }
}
