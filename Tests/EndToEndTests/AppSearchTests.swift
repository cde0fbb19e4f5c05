import Foundation
import SampleServerSupport
import Testing

/// The search screens in the built binary against the sample server: a query's results
/// paged by `]` and by moving to the end of the list; a repository's issues filtered by
/// GitHub's qualifiers, and the filter back at the next launch.
@Suite(.sampleServer)
struct AppSearchTests {
    /// The heading's "N repositories · M shown", or N alone once every page is shown.
    private func heading(_ screen: [String]) -> String? {
        screen.first { $0.range(of: #"^\d+ repositories"#, options: .regularExpression) != nil }
    }

    @Test func aSearchPagesByBracketAndByReachingTheEnd() async throws {
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        // Shorter than a page of results, so none loads by itself.
        let app = try GitHubApp.launch(cache: cache, height: 24)
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
        #expect(last.contains { $0.contains("GitHub › Your repositories › Search: user:mona") })
        #expect(!last.contains { $0.contains("Could not") })
    }

    @Test func aRepositorysIssuesFilteredByALabelComeBackAtTheNextLaunch() async throws {
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try GitHubApp.launch(cache: cache)
        try await app.waitFor(text: "mona/maze-ingest")
        try await app.send("Enter")
        try await app.waitFor(text: "Open issues (")
        try await app.send("/")
        try await app.waitFor(text: "Filter: is:issue is:open")
        for character in "label:documentation" { try await app.send(String(character)) }
        try await app.send("Enter")
        let filtered = try await app.waitFor(text: "1 issue or pull request")
        #expect(filtered.contains { $0.contains("› mona/maze-ingest: is:issue is:open label:documentation") })
        #expect(filtered.contains { $0.contains("#1") && $0.contains("Unicode names are cut off") && $0.contains("[documentation]") })
        try await app.send("C-c")
        try await app.waitFor(text: "exited 130")

        let again = try GitHubApp.launch(cache: cache)
        let restored = try await again.waitFor(text: "1 issue or pull request")
        #expect(restored.contains { $0.contains("mona/maze-ingest: is:issue is:open label:documentation") })
        #expect(restored.contains { $0.contains("Filter: is:issue is:open label:documentation") })
        try await again.send("Enter")
        try await again.waitFor(text: "mona/maze-ingest#1")
    }
}
