import Baton
import BatonTesting
import Foundation
import SampleServerSupport
import Testing
@testable import GitHub

/// The inbox's parts that read GitHub's answers: a page of threads committed into the
/// store under the inbox's client types and read back, a thread's subject read into the
/// conversation it opens, the filter's words, and the `Link` header's next page.
@MainActor
struct InboxPartsTests {
    private static let page = #"""
        [{"id":"7","unread":true,"reason":"review_requested","updated_at":"2026-12-01T10:00:00Z","last_read_at":null,
          "subject":{"title":"Speed up \"solve\"","url":"https://api.github.com/repos/mona/sudoku/pulls/12","type":"PullRequest"},
          "repository":{"full_name":"mona/sudoku","private":false}},
         {"id":"3","unread":false,"reason":"mention","updated_at":"2026-11-30T10:00:00Z","last_read_at":"2026-11-30T11:00:00Z",
          "subject":{"title":"Release 2.0","url":"https://api.github.com/repos/mona/sudoku/releases/9","type":"Release"},
          "repository":{"full_name":"mona/sudoku","private":false}},
         {"id":"5","unread":true,"reason":"comment","updated_at":"2026-11-29T10:00:00Z","last_read_at":null,
          "subject":{"title":"Crash on resize","url":"https://github.example.com/api/v3/repos/octo-org/maze/issues/4","type":"Issue"},
          "repository":{"full_name":"octo-org/maze","private":true}}]
        """#

    private func committed() throws -> Environment {
        let environment = Environment(store: Store(), transport: ScriptedTransport())
        let threads = try InboxThreadJSON.page(Data(Self.page.utf8))
        try environment.commitPayload(InboxQuery(), InboxPayload.inbox(threads, participating: false, lastModified: "Tue, 01 Dec 2026 10:00:00 GMT",
                                                                           pollInterval: 60))
        return environment
    }

    @Test func aPageIsCommittedUnderTheInboxsTypesAndReadBack() throws {
        let environment = try committed()
        let inbox = try #require(environment.store.data(of: InboxQuery()).notificationInbox)
        #expect(inbox.lastModified == "Tue, 01 Dec 2026 10:00:00 GMT")
        #expect(inbox.pollInterval == 60)
        let rows = (inbox.threads ?? .empty).compactMap { InboxRow($0.inboxThread, id: $0.id) }
        #expect(rows.map(\.id) == ["7", "3", "5"])
        #expect(rows[0].title == #"Speed up "solve""#)
        #expect(rows[0].reason == "review_requested" && rows[0].unread && rows[0].repository == "mona/sudoku")
        // Unread first, each group in GitHub's order.
        #expect(InboxRow.ordered(rows).map(\.id) == ["7", "5", "3"])
        // One thread's marks reach the same record the list reads.
        try environment.commitPayload(NotificationThreadQuery(id: "7"), InboxPayload.marks(of: "7", unread: false, done: true))
        let after = (environment.store.data(of: InboxQuery()).notificationInbox?.threads ?? .empty).compactMap { InboxRow($0.inboxThread, id: $0.id) }
        #expect(after.map(\.id) == ["3", "5"])
    }

    @Test func aThreadOpensTheConversationItIsAbout() throws {
        let environment = try committed()
        let rows = environment.store.data(of: InboxQuery()).notificationInbox?.threads?.compactMap { InboxRow($0.inboxThread, id: $0.id) } ?? []
        #expect(rows.count == 3)
        #expect(rows[0].conversation == ConversationReference(
            isPullRequest: true, number: 12, repository: RepositoryName(owner: "mona", name: "sudoku"),
            url: "https://api.github.com/repos/mona/sudoku/pulls/12"))
        #expect(rows[1].conversation == nil)
        #expect(rows[2].conversation?.repository == RepositoryName(owner: "octo-org", name: "maze"))
        #expect(rows[2].conversation?.isPullRequest == false)
    }

    @Test func theFilterTakesWordsAReasonAndARepository() throws {
        let environment = try committed()
        let rows = environment.store.data(of: InboxQuery()).notificationInbox?.threads?.compactMap { InboxRow($0.inboxThread, id: $0.id) } ?? []
        #expect(rows.count == 3)
        #expect(rows.filter { $0.matches("reason:mention") }.map(\.id) == ["3"])
        #expect(rows.filter { $0.matches("repo:octo-org/maze") }.map(\.id) == ["5"])
        #expect(rows.filter { $0.matches("SUDOKU speed") }.map(\.id) == ["7"])
        #expect(rows.filter { $0.matches("repo:mona/sudoku reason:comment") }.isEmpty)
    }

    @Test func aBodyThatIsNoPageOfThreadsIsUnreadable() {
        #expect(throws: GitHubRESTError.self) { try InboxThreadJSON.page(Data(#"{"message":"Not Found"}"#.utf8)) }
    }

    @Test func theLinkHeaderNamesTheNextPage() {
        let link = #"<https://api.github.com/notifications?all=true&page=1>; rel="prev", "#
            + #"<https://api.github.com/notifications?all=true&page=3&per_page=50>; rel="next", "#
            + #"<https://api.github.com/notifications?all=true&page=9>; rel="last""#
        #expect(GitHubREST.nextPage(in: link) == 3)
        #expect(GitHubREST.nextPage(in: #"<https://api.github.com/notifications?page=1>; rel="first""#) == nil)
    }
}

/// The inbox's REST calls against a sample server of the test's own (they change its
/// inboxes): a conditional poll answered 304, a page's headers, and each mark.
@Suite(.sampleServer)
@MainActor
struct InboxRESTTests {
    @Test func aPollIsConditionalAndEachMarkIsAnswered() async throws {
        let server = try await SampleServer.start()
        defer { server.stop() }
        let rest = GitHubREST(graphQLEndpoint: server.gitHubEndpoint, token: try SampleServer.gitHubToken())
        let first = try #require(try await rest.notifications(page: 1, ifModifiedSince: nil))
        #expect(first.threads.count == GitHubREST.threadsPerPage)
        #expect(first.pollInterval == 60)
        #expect(first.nextPage == 2)
        let lastModified = try #require(first.lastModified)
        // Those mona takes part in: fewer, on one page.
        let participating = try #require(try await rest.notifications(page: 1, participating: true, ifModifiedSince: nil))
        #expect(participating.threads.count < first.threads.count + 10 && participating.nextPage == nil)
        #expect(Set(participating.threads.map(\.reason)).isDisjoint(with: ["subscribed", "manual"]))
        // Nothing changed since: GitHub answers 304, and the poll commits nothing.
        #expect(try await rest.notifications(page: 1, ifModifiedSince: lastModified) == nil)

        let unread = try #require(first.threads.first { $0.unread })
        try await rest.markThreadRead(unread.id)
        let afterRead = try #require(try await rest.notifications(page: 1, ifModifiedSince: lastModified))
        #expect(afterRead.threads.first { $0.id == unread.id }?.unread == false)

        try await rest.markThreadDone(unread.id)
        let afterDone = try #require(try await rest.notifications(page: 1, ifModifiedSince: nil))
        #expect(!afterDone.threads.contains { $0.id == unread.id })

        try await rest.markAllRead()
        let afterAll = try #require(try await rest.notifications(page: 1, ifModifiedSince: nil))
        #expect(afterAll.threads.allSatisfy { !$0.unread })

        await #expect(throws: GitHubRESTError.notFound) { try await rest.markThreadRead("999999") }
    }
}
