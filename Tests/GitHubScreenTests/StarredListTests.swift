import Baton
import BatonTesting
import BatonTUI
import Foundation
import ScreenTesting
import Testing
@testable import GitHub

/// The Starred list follows stars made anywhere in the app: a star puts the repository
/// at its top in the keystroke, an unstar takes it out, the header's count moves with
/// either, and a failure undoes both.
@MainActor
@Suite struct StarredListTests {
    private let transport = ScriptedTransport(handingOut: [.query, .mutation])
    private let harness: ScreenHarness
    private let screen: RepositoriesScreen

    init() {
        harness = ScreenHarness(transport: transport)
        screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
    }

    private func showRepositories() async throws {
        // Shorter than a page, even once an unstar takes a row out: nothing loads by itself.
        _ = harness.show(screen, size: Size(width: 80, height: 20))
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "ViewerRepositoriesScreenQuery" })
        try await transport.nextRequest().respond(recording.payload)
        try await harness.settle(until: { screen.status == .ready }, "the repositories")
    }

    /// Switches to the starred list and lets the screen copy its rows (no response is
    /// waited for: none is answered meanwhile).
    private func showStarred() async throws {
        try await harness.settle(until: { screen.showsStarred && !screen.rows.rows.isEmpty }, "the starred list")
    }

    /// The starred list's connection, read through the screen query's lens.
    private var starredConnectionID: String {
        harness.environment.store.data(of: ViewerRepositoriesScreenQuery()).viewer.starredList.starredRepositories.connectionID
    }

    private var starredNames: [String] {
        harness.environment.store.data(of: ViewerRepositoriesScreenQuery())
            .viewer.starredList.starredRepositories.nodes.map(\.repositoryRow.nameWithOwner)
    }

    private func answer(_ field: String, id: String, starred: Bool, count: Int) -> String {
        #"{"data":{"\#(field)":{"starrable":{"__typename":"Repository","id":"\#(id)","viewerHasStarred":\#(starred),"stargazerCount":\#(count)}}}}"#
    }

    @Test func aStarOnTheListPutsTheRepositoryFirstInTheStarredListAtOnce() async throws {
        try await showRepositories()
        let starredBefore = starredNames
        #expect(starredBefore.count == 20)
        let repository = try #require(screen.rows.selected)
        #expect(repository.nameWithOwner == "mona/maze-ingest")

        #expect(screen.handle(.character("s")))
        #expect(screen.handle(.character("t")))
        try await showStarred()
        #expect(screen.rows.rows.map(\.nameWithOwner) == ["mona/maze-ingest"] + starredBefore)
        #expect(harness.lines[2].hasPrefix("›★ mona/maze-ingest"))
        // The count follows the list before the server answers.
        #expect(harness.lines[0] == "mona · 41 starred · 21 shown")

        let request = try await transport.nextRequest()
        #expect(request.request.operationName == "AddStarMutation")
        #expect(starredConnectionID.contains("__StarredList_starredRepositories_connection"))
        #expect(request.request.variables["connections"] == .list([.string(starredConnectionID)]))
        try request.respond(json: answer("addStar", id: repository.id, starred: true, count: 116))
        try await harness.settle(until: { transport.held.isEmpty && harness.environment.store.optimisticLayerCount == 0 }, "the answer's commit")
        #expect(screen.rows.rows.map(\.nameWithOwner) == ["mona/maze-ingest"] + starredBefore)
        #expect(harness.lines[2].hasPrefix("›★ mona/maze-ingest"))
        #expect(harness.lines[0] == "mona · 41 starred · 21 shown")
        #expect(screen.notice == nil)
        screen.close()
    }

    @Test func aFailedStarLeavesTheStarredListAgain() async throws {
        try await showRepositories()
        let starredBefore = starredNames
        #expect(screen.handle(.character("s")))
        #expect(screen.handle(.character("t")))
        try await showStarred()
        #expect(screen.rows.rows.first?.nameWithOwner == "mona/maze-ingest")
        #expect(screen.rows.rows.count == 21)
        #expect(harness.lines[0] == "mona · 41 starred · 21 shown")

        try await transport.nextRequest().refuse(TransportError.http(status: 502, body: Data(), retryAfter: nil))
        try await harness.settle(until: { screen.notice != nil }, "the failure")
        #expect(screen.rows.rows.map(\.nameWithOwner) == starredBefore)
        #expect(harness.lines[2].hasPrefix("›★ hubot/glyph"))
        #expect(harness.lines[0] == "mona · 40 starred · 20 shown")
        #expect(screen.notice == "Could not star mona/maze-ingest: GitHub answered HTTP 502.")
        screen.close()
    }

    @Test func anUnstarTakesTheRepositoryOutOfTheStarredList() async throws {
        try await showRepositories()
        let starredBefore = starredNames
        #expect(screen.handle(.character("t")))
        try await showStarred()
        let repository = try #require(screen.rows.selected)
        #expect(repository.nameWithOwner == "hubot/glyph")

        #expect(screen.handle(.character("s")))
        // Before any answer: the screen copies the list a turn after the optimistic commit.
        try await harness.settle(until: { screen.rows.rows.first?.id != repository.id }, "the unstar")
        #expect(transport.held.count == 1)
        #expect(screen.rows.rows.map(\.nameWithOwner) == Array(starredBefore.dropFirst()))
        #expect(harness.lines[2].hasPrefix("›★ baton-labs/channel"))
        #expect(harness.lines[0] == "mona · 39 starred · 19 shown")

        let request = try await transport.nextRequest()
        #expect(request.request.operationName == "RemoveStarMutation")
        #expect(request.request.variables["connections"] == .list([.string(starredConnectionID)]))
        try request.respond(json: answer("removeStar", id: repository.id, starred: false, count: repository.stargazerCount - 1))
        try await harness.settle(until: { transport.held.isEmpty && harness.environment.store.optimisticLayerCount == 0 }, "the answer's commit")
        #expect(screen.rows.rows.map(\.nameWithOwner) == Array(starredBefore.dropFirst()))
        #expect(harness.lines[0] == "mona · 39 starred · 19 shown")
        #expect(screen.notice == nil)
        screen.close()
    }

    /// An answer with an error where the repository would be starred nothing: neither
    /// the list nor its count keep the optimistic star.
    @Test func anAnswerWithoutTheRepositoryLeavesTheCountAsItWas() async throws {
        try await showRepositories()
        #expect(screen.handle(.character("s")))
        #expect(screen.handle(.character("t")))
        try await showStarred()
        #expect(harness.lines[0] == "mona · 41 starred · 21 shown")

        try await transport.nextRequest().respond(json: #"{"data":{"addStar":null},"errors":[{"message":"Something went wrong","path":["addStar"]}]}"#)
        try await harness.settle(until: { harness.environment.store.optimisticLayerCount == 0 && screen.rows.rows.count == 20 }, "the answer's commit")
        #expect(harness.lines[0] == "mona · 40 starred · 20 shown")
        screen.close()
    }

    /// A star on the Repository screen reaches the starred list another screen loaded.
    @Test func aStarOnTheRepositoryScreenReachesTheLoadedStarredList() async throws {
        try await showRepositories()
        let starredBefore = starredNames
        let repositoryScreen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        _ = harness.show(repositoryScreen)
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "RepositoryScreenQuery" })
        try await transport.nextRequest().respond(recording.payload)
        try await harness.settle(until: { repositoryScreen.status == .ready }, "the repository")

        #expect(repositoryScreen.handle(.character("s")))
        #expect(starredNames == ["mona/maze-ingest"] + starredBefore)
        let request = try await transport.nextRequest()
        #expect(request.request.variables["connections"] == .list([.string(starredConnectionID)]))
        repositoryScreen.close()
        screen.close()
    }

    /// A star where the starred list was never loaded names no connection.
    @Test func aStarBeforeTheStarredListWasLoadedNamesNoConnection() async throws {
        let transport = ScriptedTransport(handingOut: [.query, .mutation])
        let harness = ScreenHarness(transport: transport)
        let repositoryScreen = RepositoryScreen(environment: harness.environment, navigator: harness.navigator, nameWithOwner: "mona/maze-ingest")
        _ = harness.show(repositoryScreen)
        let recording = try #require(try ScreenHarness.recordings().first { $0.operationName == "RepositoryScreenQuery" })
        try await transport.nextRequest().respond(recording.payload)
        try await harness.settle(until: { repositoryScreen.status == .ready }, "the repository")

        #expect(repositoryScreen.handle(.character("s")))
        let request = try await transport.nextRequest()
        #expect(request.request.operationName == "AddStarMutation")
        #expect(request.request.variables["connections"] == .list([]))
        repositoryScreen.close()
    }
}
