import Baton
import BatonTesting
import Foundation
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// The Issue screen over a recorded response: header, body and comments.
@MainActor
@Suite struct IssueScreenTests {
    @Test func theIssueItsBodyAndItsComments() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1)
        _ = harness.show(screen, size: Size(width: 60, height: 18))
        #expect(harness.lines.first == "Loading mona/maze-ingest#1…")
        try await harness.settle(until: { screen.status == .ready }, "the issue")

        #expect(screen.title == "mona/maze-ingest#1")
        #expect(harness.lines[0] == "#1 Unicode names are cut off")
        #expect(harness.lines[1].hasPrefix("Open · opened by @mona on 20"))
        #expect(!harness.lines[3].isEmpty)
        let heading = try #require(harness.lines.firstIndex(of: "Comments (1)"))
        #expect(harness.lines[heading + 2].hasPrefix("@pablod · ") && harness.lines[heading + 2].hasSuffix(" ago"))
        #expect(harness.lines[heading + 3] == "LGTM 👍")
        // The body and one comment, each a section `]` and `[` move between.
        #expect(screen.thread.pager.document(width: 60).whole.sectionStarts == [0, heading - 1])
        screen.close()
    }

    /// The store holds the issue but not its comments, the deferred part (another screen's
    /// fetch kept the issue's record, and the comments were collected): the header draws
    /// from the store at once, and the comments are fetched rather than left loading.
    @Test func anIssueHeldWithoutItsDeferredCommentsFetchesThem() async throws {
        let transport = ScriptedTransport(handingOut: [.query])
        let harness = ScreenHarness(transport: transport)
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "IssueScreenQuery" })
        var response = try #require(try JSONSerialization.jsonObject(with: Data(recording.payload.bytes)) as? [String: Any])
        var data = try #require(response["data"] as? [String: Any])
        var repository = try #require(data["repository"] as? [String: Any])
        var issue = try #require(repository["issue"] as? [String: Any])
        issue["comments"] = nil
        repository["issue"] = issue
        data["repository"] = repository
        response["data"] = data
        let query = IssueScreenQuery(owner: "mona", name: "maze-ingest", number: 1, count: PageSize.configured)
        try harness.environment.commitPayload(query, Payload(json: String(decoding: try JSONSerialization.data(withJSONObject: response), as: UTF8.self)))
        #expect(IssueScreen.isAvailable(owner: "mona", name: "maze-ingest", number: 1, in: harness.environment))

        let screen = IssueScreen(environment: harness.environment, owner: "mona", name: "maze-ingest", number: 1)
        _ = harness.show(screen, size: Size(width: 60, height: 18))
        #expect(harness.lines[0] == "#1 Unicode names are cut off")
        #expect(harness.contains("Comments · loading…"))
        let request = try await transport.nextRequest(timeout: .seconds(5))
        #expect(request.request.operationName == "IssueScreenQuery")
        try request.respond(json: String(decoding: recording.payload.bytes, as: UTF8.self))
        try await harness.settle(until: { harness.contains("Comments (1)") }, "the comments")
        #expect(transport.requests(.query).count == 1)
        screen.close()
    }
}
