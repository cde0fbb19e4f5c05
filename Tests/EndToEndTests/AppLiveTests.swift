import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SampleServerSupport
import TerminalTesting
import Testing

/// Live data in the built binary: while the repository screen is shown, another
/// person (hubot, with a token of their own) unstars and stars the repository, and comments on its
/// first issue through the sample server; the star count and the comment appear with
/// no key pressed, the star drawing again alone (the debug pane's render counts say so).
/// hubot's star ends as it was, so the counts stay as other tests
/// expect them. Over graphql-sse and over graphql-transport-ws (`--live`), each on a
/// server of its own, so that the subscribers counted are the app's alone.
@Suite struct AppLiveTests {
    private static let repositoryID = "R_MDpSZXBvc2l0b3J5OjExNjM"
    private static let issueID = "I_MDpJc3N1ZToyNTk0"

    private func starCount(_ screen: [String]) -> Int? {
        guard let line = screen.first(where: { $0.contains(" stars") && ($0.contains("☆") || $0.contains("★")) }),
              let match = line.firstMatch(of: /(\d+) stars/) else { return nil }
        return Int(match.1)
    }

    /// The render count of each kind of view, as the debug pane's Renders section lists
    /// them, drawn afresh: the pane moves to the section before (Streams) and back.
    private func renders(in app: TmuxSession) async throws -> [String: Int] {
        try await app.send("Left")
        try await app.waitFor("the streams") { rows in
            rows.contains { $0.contains("StarCountSubscription") } && !rows.contains { $0.contains("StarView") }
        }
        try await app.send("Right")
        let rows = try await app.waitFor("the render counts") { rows in rows.contains { $0.contains("StarView") } }
        var counts: [String: Int] = [:]
        for row in rows {
            guard let pane = row.split(separator: "│").last,
                  let match = pane.firstMatch(of: /^([A-Za-z]+)\s+(\d+)\s*$/) else { continue }
            counts[String(match.1)] = Int(match.2)
        }
        return counts
    }

    @Test(arguments: ["sse", "websocket"])
    func anotherPersonsStarAndCommentAppearWithNoKeyPressed(live: String) async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let cache = GitHubApp.temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        // The preview closed: the render counts are the repository screen's alone.
        let app = try GitHubApp.launch(cache: cache, width: 160, arguments: ["--live", live], server: server, preview: false)
        try await app.waitFor(text: "mona/maze-ingest")
        try await app.send("Enter")
        let shown = try await app.waitFor("the repository") { starCount($0) != nil && $0.contains { $0.contains("Open issues") } }
        let before = try #require(starCount(shown))
        // Events before the screen's subscription listens are not its.
        try await server.awaitGitHubSubscribers(1)
        // The debug pane's render counts, beside the screen. The pane drawn in the pass that
        // opened it may have counted before the screen, narrowed, drew again: they are read
        // once it drew alone.
        try await app.send("F12", "Right", "Right", "Right", "Right", "Right")
        let rendersBefore = try await renders(in: app)

        // hubot starred it long ago: an unstar, then the star again.
        try await server.hubotStars(Self.repositoryID, false)
        try await app.waitFor("hubot's unstar", timeout: .seconds(20)) { starCount($0) == before - 1 }
        // One event, one view drawn again: the star's; the rest of the screen is not.
        let rendersAfter = try await renders(in: app)
        #expect(rendersAfter["StarView"] == rendersBefore["StarView"].map { $0 + 1 }, "\(rendersBefore) → \(rendersAfter)")
        for view in ["RepositoryScreen", "RepositoryHeaderView", "IssueRowView", "StatusLine", "Shell"] {
            #expect(rendersAfter[view] == rendersBefore[view], "\(view): \(rendersBefore) → \(rendersAfter)")
        }
        try await app.send("F12")
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
