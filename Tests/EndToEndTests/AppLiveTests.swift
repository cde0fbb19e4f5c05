import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SampleServerSupport
import Testing

/// Live data in the built binary: while the repository screen is shown, another
/// person (hubot, with a token of their own) unstars and stars the repository, and comments on its
/// first issue through the sample server; the star count and the comment appear with
/// no key pressed. hubot's star ends as it was, so the counts stay as other tests
/// expect them. Over graphql-sse and over graphql-transport-ws (`--live`), one at a time.
@Suite(.sampleServer, .serialized)
struct AppLiveTests {
    private static let repositoryID = "R_MDpSZXBvc2l0b3J5OjExNjM"
    private static let issueID = "I_MDpJc3N1ZToyNTk0"

    private func starCount(_ screen: [String]) -> Int? {
        guard let line = screen.first(where: { $0.contains(" stars") && ($0.contains("☆") || $0.contains("★")) }),
              let match = line.firstMatch(of: /(\d+) stars/) else { return nil }
        return Int(match.1)
    }

    @Test(arguments: ["sse", "websocket"])
    func anotherPersonsStarAndCommentAppearWithNoKeyPressed(live: String) async throws {
        let server = try SampleServer.required()
        try await server.clearFaults()
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try GitHubApp.launch(cache: cache, arguments: ["--live", live])
        try await app.waitFor(text: "mona/maze-ingest")
        try await app.send("Enter")
        let shown = try await app.waitFor("the repository") { starCount($0) != nil && $0.contains { $0.contains("Open issues") } }
        let before = try #require(starCount(shown))
        // Events before the screen's subscription listens are not its.
        try await server.awaitGitHubSubscribers(1)

        // hubot starred it long ago: an unstar, then the star again.
        try await server.hubotStars(Self.repositoryID, false)
        try await app.waitFor("hubot's unstar", timeout: .seconds(20)) { starCount($0) == before - 1 }
        try await server.hubotStars(Self.repositoryID, true)
        try await app.waitFor("hubot's star", timeout: .seconds(20)) { starCount($0) == before }

        // The first issue, then hubot's comment on it.
        try await app.send("Enter")
        try await app.waitFor(text: "opened by")
        // The repository screen's below it still listens; the issue's joins it once its comments came.
        try await app.waitFor(text: "Comments (")
        try await server.awaitGitHubSubscribers(2)
        let body = "Live from hubot \(UUID().uuidString.prefix(6))"
        try await server.asHubot(#"mutation { addComment(input: {subjectId: "\#(Self.issueID)", body: "\#(body)"}) { clientMutationId } }"#)
        try await app.send("G")
        try await app.waitFor("hubot's comment", timeout: .seconds(20)) { $0.contains { $0.contains(body) } }
        try await app.send("q", "q", "q")
        try await app.waitFor(text: "exited 0")
    }
}
