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
}
