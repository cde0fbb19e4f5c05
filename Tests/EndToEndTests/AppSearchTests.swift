import Foundation
import SampleServerSupport
import Testing

/// The Search screen in the built binary against the sample server: a query's results
/// paged by `]` and by moving to the end of the list.
@Suite(.sampleServer)
struct AppSearchTests {
    /// The heading's "N repositories · M shown", or N alone once every page is shown.
    private func heading(_ screen: [String]) -> String? {
        screen.first { $0.range(of: #"^\d+ repositories"#, options: .regularExpression) != nil }
    }

    @Test func aSearchPagesByBracketAndByReachingTheEnd() async throws {
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try GitHubApp.launch(cache: cache)
        try await app.waitFor(text: "mona/maze-ingest")
        try await app.send("/")
        try await app.waitFor(text: "Search:")
        for character in "user:mona" { try await app.send(String(character)) }
        try await app.send("Enter")
        try await app.waitFor("the first page") { heading($0) == "60 repositories · 20 shown" }
        try await app.send("]")
        try await app.waitFor("the second page") { heading($0) == "60 repositories · 40 shown" }
        try await app.send("G")
        let last = try await app.waitFor("the last page") { heading($0) == "60 repositories" }
        #expect(last.contains { $0.contains("GitHub › Repositories › Search: user:mona") })
        #expect(!last.contains { $0.contains("Could not") })
    }
}
