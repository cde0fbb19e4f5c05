import Baton
import Foundation
import GitHub
import SampleServerSupport
import Testing

/// A comment through the HTTP transport against the sample server, its answer
/// delayed: the optimistic response's `@appendEdge` shows the comment at the end
/// of the issue's CommentList at once, the answer puts the server's comment in
/// its place (one edge), and a failure takes the layer's edge out again.
@Suite(.sampleServer)
@MainActor
struct CommentOverHTTPTests {
    struct IssueAddress {
        let owner: String
        let name: String
        let number: Int
    }

    let github: GitHubOverHTTP

    init() throws {
        github = try GitHubOverHTTP()
    }

    /// The optimistic response of a comment by mona: the edge's node as the screen would show it.
    static func optimistic(id: String, body: String) -> AddCommentMutation.OptimisticResponse {
        .init(addComment: .init(commentEdge: .init(node: .init(
            id: id, author: .init(__typename: "User", login: "mona"), body: body, createdAt: "2026-11-29T17:00:00Z",
            url: "https://github.com/mona/sample/issues/1#issuecomment-0"))))
    }

    @Test func theLayerAppendsTheCommentTheAnswerConfirmsItAndAFailureRemovesIt() async throws {
        let address = try await openIssue()
        let query = IssueScreenQuery(owner: address.owner, name: address.name, number: address.number)
        // A root, which keeps the issue and its comments through collections.
        let handle = github.environment.handle(for: query)
        _ = try await github.environment.fetch(query)
        let issue = try #require(handle.data.repository?.issue)
        let connectionID = try #require(issue.commentList?.comments.connectionID)
        func commentIDs() -> [String] { handle.data.repository?.issue?.commentList?.comments.nodes.map(\.id) ?? [] }
        let before = commentIDs()
        #expect(before == (try await serverCommentIDs(address)))

        // The call runs at once up to its first wait, the layer applied by then, so the
        // store is read before any answer can be committed; the server sleeps too.
        github.fault.set("delay=500ms")
        let addComment = AddCommentMutation.Action(environment: github.environment)
        let body = "Confirmed on 1.2"
        let call = Task.immediate {
            try await addComment(input: AddCommentInput(body: body, subjectId: issue.id), connections: [connectionID],
                                 optimistic: Self.optimistic(id: "IC_optimistic", body: body))
        }
        #expect(github.store.optimisticLayerCount == 1)
        #expect(addComment.isInFlight)
        #expect(commentIDs() == before + ["IC_optimistic"])
        #expect(handle.data.repository?.issue?.commentList?.comments.nodes.last?.conversationComment.body == body)

        let data = try await call.value
        #expect(github.store.optimisticLayerCount == 0)
        let serverID = try #require(data.addComment?.commentEdge?.node?.id)
        #expect(serverID != "IC_optimistic")
        #expect(try await serverCommentIDs(address) == before + [serverID])
        #expect(commentIDs() == before + [serverID])
        let comments = handle.data.repository?.issue?.commentList?.comments.nodes ?? []
        #expect(comments.filter { $0.conversationComment.body == body }.count == 1)
        #expect(comments.last?.conversationComment.author?.login == "mona")

        // A failure after the delay: the layer's edge goes, the confirmed one stays.
        github.fault.set("delay=500ms,status=500")
        let failing = Task.immediate {
            try await addComment(input: AddCommentInput(body: "Not delivered", subjectId: issue.id), connections: [connectionID],
                                 optimistic: Self.optimistic(id: "IC_refused", body: "Not delivered"))
        }
        #expect(github.store.optimisticLayerCount == 1)
        #expect(commentIDs() == before + [serverID, "IC_refused"])
        let failure = await #expect(throws: Failure.self) { try await failing.value }
        #expect(failure?.kind == .transport)
        github.fault.set(nil)
        #expect(github.store.optimisticLayerCount == 0)
        #expect(commentIDs() == before + [serverID])
        #expect(try await serverCommentIDs(address) == before + [serverID])

        // Each mutation reached the server once, the text it validated without the client's variable.
        #expect(try await github.mutationsSent() == ["AddCommentMutation", "AddCommentMutation"])
    }

    // MARK: The server, asked apart from the runtime

    /// An open issue of one of the viewer's repositories with fewer comments than a page holds.
    private func openIssue() async throws -> IssueAddress {
        let data = try await github.post("""
            { viewer { repositories(first: 20) { nodes { name owner { login }
              issues(first: 5, states: [OPEN]) { nodes { number comments(first: 0) { totalCount } } } } } } }
            """)
        let repositories = try #require(((data["viewer"] as? [String: Any])?["repositories"] as? [String: Any])?["nodes"] as? [[String: Any]])
        for repository in repositories {
            guard let name = repository["name"] as? String,
                  let owner = (repository["owner"] as? [String: Any])?["login"] as? String,
                  let issues = (repository["issues"] as? [String: Any])?["nodes"] as? [[String: Any]] else { continue }
            for issue in issues {
                let count = ((issue["comments"] as? [String: Any])?["totalCount"] as? NSNumber)?.intValue ?? .max
                if let number = (issue["number"] as? NSNumber)?.intValue, count < 19 {
                    return IssueAddress(owner: owner, name: name, number: number)
                }
            }
        }
        Issue.record("none of the viewer's repositories has an open issue with room on the first page")
        throw ServerRefused()
    }

    private func serverCommentIDs(_ address: IssueAddress) async throws -> [String] {
        let data = try await github.post("""
            { repository(owner: "\(address.owner)", name: "\(address.name)") { issue(number: \(address.number)) {
              comments(first: 100) { nodes { id } } } } }
            """)
        let issue = try #require((data["repository"] as? [String: Any])?["issue"] as? [String: Any])
        let nodes = try #require((issue["comments"] as? [String: Any])?["nodes"] as? [[String: Any]])
        return nodes.compactMap { $0["id"] as? String }
    }
}
