import Baton
import GitHub
import Testing

/// The GitHub screens' connection documents against the sample server: each
/// query's first page reads through its connection lens, and the starred list
/// pages to its end.
@Suite(.serialized) @MainActor
struct DocumentsTests {
    let live: LiveServer
    let environment: Environment

    init() async throws {
        live = try await LiveServer()
        environment = Environment(store: Store(), transport: live.transport)
    }

    @Test func theStarredListPagesToItsEnd() async throws {
        let handle = environment.handle(for: ViewerRepositoriesScreenQuery())
        let retention = handle.retain()
        defer { _ = retention }
        let data = try await handle.refetch()
        #expect(data.viewer.login == "mona")
        let starred = data.viewer.starredList.starredRepositories
        #expect(starred.nodes.count == 20)
        #expect(starred.totalCount == 40)
        try await starred.loadNext(20)
        #expect(starred.nodes.count == 40)
        #expect(Set(starred.nodes.map(\.id)).count == 40)
        #expect(!starred.hasNext)
        // The viewer's own repositories are a connection of their own on the same record.
        #expect(data.viewer.repositoryList.repositories.nodes.count == 20)
        #expect(data.viewer.repositoryList.repositories.connectionID != starred.connectionID)
    }

    @Test func aRepositorysOpenIssuesReadThroughTheirConnection() async throws {
        let data = try await environment.fetch(RepositoryIssuesScreenQuery(owner: "mona", name: "canvas"))
        let issues = try #require(data.repository).issueList.issues
        #expect(issues.totalCount == 9)
        #expect(issues.nodes.count == 9)
        #expect(issues.nodes.map(\.issueRow).allSatisfy { $0.issueState == .OPEN && !$0.title.isEmpty })
        #expect(issues.nodes.map(\.issueRow.comments.totalCount).reduce(0, +) > 0)
        #expect(!issues.hasNext)
    }

    @Test func anIssuesCommentsReadThroughTheirConnection() async throws {
        let data = try await environment.fetch(IssueScreenQuery(owner: "mona", name: "audio-dotfiles", number: 1))
        let issue = try #require(data.repository?.issue)
        #expect(issue.number == 1)
        let comments = try #require(issue.commentList?.comments)
        #expect(comments.totalCount == 8)
        #expect(comments.nodes.count == 8)
        #expect(comments.nodes.map(\.conversationComment).allSatisfy { !$0.body.isEmpty && $0.author?.login.isEmpty == false })
        #expect(!comments.hasNext)
    }
}
