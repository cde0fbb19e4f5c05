import BatonSupport
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
        #expect(fetch.operation.name == "CharacterScreenQuery")
        #expect(fetch.operation.variables == ["id": .string("2")])
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

    /// GitHub's token goes with every request: a plain http:// endpoint other than this
    /// machine's is refused in words unless `--allow-insecure` says to send it anyway.
    @Test func aPlainHTTPGitHubEndpointElsewhereIsRefusedUnlessAllowed() throws {
        let words = "--github-endpoint http://ghe.example/api/graphql is plain HTTP: GitHub's token would cross the network"
            + " in the clear; use https, or give --allow-insecure to send it anyway"
        #expect(throws: UsageError.insecureEndpoint("--github-endpoint", "http://ghe.example/api/graphql")) {
            try AppOptions(parsing: ["--github-endpoint", "http://ghe.example/api/graphql"])
        }
        #expect(UsageError.insecureEndpoint("--github-endpoint", "http://ghe.example/api/graphql").description == words)
        let allowed = try AppOptions(parsing: ["--github-endpoint", "http://ghe.example/api/graphql", "--allow-insecure"])
        #expect(allowed.endpoint(of: .github).absoluteString == "http://ghe.example/api/graphql")
        for local in ["http://127.0.0.1:8080/github/graphql", "http://localhost/graphql", "http://[::1]:9/graphql", "https://ghe.example/api/graphql"] {
            #expect(try AppOptions(parsing: ["--github-endpoint", local]).endpoint(of: .github).absoluteString == local)
        }
        // No token goes to the Rick and Morty API: plain HTTP anywhere is its own business.
        #expect(try AppOptions(parsing: ["--rickandmorty-endpoint", "http://rick.example/graphql"]).endpoint(of: .rickandmorty)
            .absoluteString == "http://rick.example/graphql")
        // fetch and subscribe alike, once the operation names GitHub's API.
        let fetch = try FetchOptions(parsing: ["ViewerLoginQuery", "--json", "--api", "github", "--endpoint", "http://ghe.example/api/graphql"])
        #expect(throws: UsageError.insecureEndpoint("--endpoint", "http://ghe.example/api/graphql")) {
            try fetch.operation.endpoint(of: .github)
        }
        let allowedFetch = try FetchOptions(parsing: [
            "ViewerLoginQuery", "--json", "--api", "github", "--endpoint", "http://ghe.example/api/graphql", "--allow-insecure",
        ])
        #expect(try allowedFetch.operation.endpoint(of: .github).absoluteString == "http://ghe.example/api/graphql")
    }

    /// GitHub's own endpoint streams nothing, so live updates are off there unless
    /// `--live` says otherwise; another endpoint (the sample server's) streams over SSE.
    @Test func liveUpdatesAreOffAtGitHubsOwnEndpointAndOnElsewhereUnlessTheFlagSays() throws {
        let sample = ["--github-endpoint", "http://127.0.0.1:8080/github/graphql"]
        #expect(try AppOptions(parsing: []).live(of: .github) == .off)
        #expect(try AppOptions(parsing: sample).live(of: .github) == .on(.sse))
        #expect(try AppOptions(parsing: sample + ["--live", "websocket"]).live(of: .github) == .on(.websocket))
        #expect(try AppOptions(parsing: sample + ["--live", "off"]).live(of: .github) == .off)
        #expect(try AppOptions(parsing: ["--live", "sse"]).live(of: .github) == .on(.sse))
        #expect(throws: UsageError.badValue("--live", "poll")) { try AppOptions(parsing: ["--live", "poll"]) }
    }

    /// Issue 21: deep JSON is JSON, said as too deep with the limit; a syntax error
    /// says what was expected and where; no message quotes more than a short excerpt.
    @Test func variablesNestedTooDeepOrNotJSONSayWhatAndWhereQuotingAShortExcerpt() throws {
        let limit = JSONParser.maximumDepth
        let deep = #"{"page":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        // The object is the first level, so the array opening at column 8 + limit is one too many.
        let excerpt = "…" + String(repeating: "[", count: VariablesJSON.excerptWidth) + "…"
        #expect(throws: UsageError.badVariables(.nestedTooDeep(limit: limit, line: 1, column: 8 + limit, excerpt: excerpt))) {
            try VariablesJSON.decode(deep)
        }
        let atLimit = #"{"page":"# + String(repeating: "[", count: limit - 1) + "1" + String(repeating: "]", count: limit - 1) + "}"
        #expect(try VariablesJSON.decode(atLimit).count == 1)
        let typo = #"{"page": 1, "ids": [1, 2,, 3]}"#
        #expect(throws: UsageError.badVariables(.notJSON("expected a value, found ','", line: 1, column: 26, excerpt: typo))) {
            try VariablesJSON.decode(typo)
        }
        #expect(UsageError.badVariables(.notJSON("expected a value, found ','", line: 1, column: 26, excerpt: typo)).description
            == #"--variables: not JSON at line 1, column 26: expected a value, found ',': {"page": 1, "ids": [1, 2,, 3]}"#)
        let garbage = "{\n  \"name\": \"" + String(repeating: "日", count: 70_000) + "\n}"
        // The place is the line's end, so the excerpt is the line's last characters.
        let cut = "…" + String(repeating: "日", count: VariablesJSON.excerptWidth)
        #expect(throws: UsageError.badVariables(.notJSON("a control character must be escaped in a string", line: 2, column: 70_012,
                                                         excerpt: cut))) {
            try VariablesJSON.decode(garbage)
        }
        #expect(throws: UsageError.badVariables(.notAnObject(excerpt: "[1]"))) { try VariablesJSON.decode("[1]") }
        #expect(UsageError.badVariables(.notJSON("expected a value, found the end of the file", line: 1, column: 1, excerpt: "")).description
            == "--variables: not JSON at line 1, column 1: expected a value, found the end of the file")
        #expect(try VariablesJSON.decode(#"{"n": 2, "x": 2.5, "big": 1e3, "s": "a", "l": [null, true]}"#)
            == ["n": .int(2), "x": .double(2.5), "big": .double(1000), "s": .string("a"), "l": .list([.null, .bool(true)])])
    }
}
