import Baton
import BatonScreens
import BatonTesting
import BatonTUI
import ScreenTesting
import Testing
@testable import GitHub

/// The Repositories screen over recorded responses: what it draws, the keys, and which
/// views a change to one repository renders.
@MainActor
@Suite struct RepositoriesScreenTests {
    @Test func theFirstPageOfTheViewersRepositories() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        let host = harness.show(screen, size: .onePage)
        #expect(harness.lines.first == "Loading repositories…")
        #expect(screen.status == .loading)

        try await harness.settle(until: { screen.status == .ready }, "the viewer's repositories")
        #expect(screen.title == "Repositories")
        #expect(harness.lines[0] == "mona · 60 repositories · 20 shown")
        // Row 0 is selected (reversed); the language and the stars sit at the right edge.
        let first = harness.lines[2]
        #expect(first.hasPrefix("›  mona/maze-ingest  A tiny maze ingest"))
        #expect(first.hasSuffix("Java          ★ 115"))
        #expect(host.canvas.style(atX: 2, y: 2).reverse)
        #expect(harness.lines[3].hasPrefix("   mona/dotfiles-token"))
        #expect(screen.rows.rows.count == 20)
    }

    /// A wide row says when the repository was last updated, before its language; a
    /// private one says so after its name, a public one nothing.
    @Test func aWideRowSaysWhenTheRepositoryWasUpdatedAndAPrivateOneIsMarked() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        let host = harness.show(screen, size: Size(width: 120, height: Size.onePage.height))
        try await harness.settle(until: { screen.status == .ready }, "the viewer's repositories")
        let first = try #require(screen.rows.rows.first)
        let age = RelativeTime.words(forTimestamp: first.updatedAt)
        #expect(age.hasSuffix(" ago"))
        let updated = "updated \(age)".padding(toLength: RepositoryRowView.updatedWidth, withPad: " ", startingAt: 0)
        #expect(harness.lines[2].hasSuffix(updated + "Java          ★ 115"))
        #expect(harness.lines[2].hasPrefix("›  mona/maze-ingest  A tiny maze ingest"))
        #expect(screen.rows.rows[1].visibility == .PRIVATE)
        #expect(harness.lines[3].hasPrefix("   mona/dotfiles-token Private  A declarative"))
        #expect(host.canvas.style(atX: 25, y: 3).foreground == Theme.current[.accent])
        // Narrower, the name and description keep the room.
        _ = harness.show(screen, size: Size(width: RepositoryRowView.widthShowingUpdates - 1, height: Size.onePage.height))
        #expect(!harness.contains("updated "))
        screen.close()
    }

    /// Whatever a row's age, language and stars, each starts in the column every row
    /// of the list gives it; a row without a language leaves its column empty.
    @Test func theRightColumnsLineUpFromRowToRow() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        _ = harness.show(screen, size: Size(width: 120, height: Size.onePage.height))
        try await harness.settle(until: { screen.status == .ready }, "the viewer's repositories")
        let rows = Array(harness.lines[2..<22])
        let repositories = Array(screen.rows.rows.prefix(rows.count))
        #expect(Set(repositories.map { "★ \($0.stargazerCount)".count }).count > 1)
        #expect(Set(repositories.map { $0.primaryLanguage?.name.count ?? 0 }).count > 1)
        let starsColumn = 120 - RepositoryRowView.starsWidth
        let languageColumn = starsColumn - RepositoryRowView.languageWidth
        let updatedColumn = languageColumn - RepositoryRowView.updatedWidth
        for (line, repository) in zip(rows, repositories) {
            let characters = Array(line)
            #expect(String(characters[updatedColumn...]).hasPrefix("updated "), "\(line)")
            #expect(String(characters[languageColumn...]).hasPrefix(repository.primaryLanguage?.name ?? "  "), "\(line)")
            #expect(String(characters[starsColumn...]).trimmingCharacters(in: .whitespaces) == "★ \(repository.stargazerCount)")
        }
    }

    @Test func aStarOnOneRepositoryRendersThatRowAlone() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        let host = harness.show(screen, size: .onePage)
        try await harness.settle(until: { screen.status == .ready }, "the viewer's repositories")
        let rows = (0..<18).compactMap { screen.rows.view.rowView(at: $0) }
        #expect(rows.count == 18)
        let before = rows.map { host.renderCount(of: $0) }
        let others = host.totalRenderCount - before.reduce(0, +)
        let screenRenders = host.renderCount(of: screen)
        let listRenders = host.renderCount(of: screen.rows.view)

        // The server's answer to a star on the third repository, as a mutation would commit it.
        let third = try #require(screen.rows.rows[2].recordID.rawValue.split(separator: ":").last)
        try harness.environment.commitPayload(
            RepositoryScreenQuery(owner: "mona", name: "scheduler-client"),
            Payload(json: #"{"data":{"repository":{"id":"\#(third)","viewerHasStarred":true,"stargazerCount":71}}}"#))
        try await harness.settle(until: { host.renderCount(of: rows[2]) == before[2] + 1 }, "the third row's render")

        #expect(harness.lines[4].hasPrefix(" ★ mona/scheduler-client"))
        #expect(harness.lines[4].hasSuffix("★ 71"))
        let after = rows.map { host.renderCount(of: $0) }
        #expect(after.enumerated().allSatisfy { index, count in count == before[index] + (index == 2 ? 1 : 0) })
        #expect(host.totalRenderCount - after.reduce(0, +) == others)
        #expect(host.renderCount(of: screen) == screenRenders)
        #expect(host.renderCount(of: screen.rows.view) == listRenders)
    }

    @Test func tSwitchesToTheStarredRepositoriesAndBack() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        try await harness.settle(until: { screen.status == .ready }, "the viewer's repositories")

        #expect(screen.handle(.character("t")))
        #expect(screen.title == "Starred")
        try await harness.settle(until: { harness.contains("mona · 40 starred · 20 shown") }, "the starred repositories")
        #expect(harness.lines[2].hasPrefix("›★ hubot/glyph"))

        #expect(screen.handle(.character("t")))
        try await harness.settle(until: { harness.contains("mona · 60 repositories") }, "the repositories again")
        #expect(screen.title == "Repositories")
    }

    @Test func enterOpensTheSelectedRepositoryAndSlashOpensSearch() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        try await harness.settle(until: { screen.status == .ready }, "the viewer's repositories")

        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.enter))
        let opened = try #require(harness.navigator.opened.last as? RepositoryScreen)
        #expect(opened.title == "mona/dotfiles-token")
        opened.close()

        #expect(screen.handle(.character("/")))
        #expect(harness.navigator.opened.last is SearchScreen)
        #expect(screen.helpLines.contains { $0.hasPrefix("t ") })
        screen.close()
    }

    @Test func closingLetsGoOfTheHandles() async throws {
        let harness = try ScreenHarness.recorded()
        let screen = RepositoriesScreen(environment: harness.environment, navigator: harness.navigator)
        // One page fills the list, so nothing loads by itself.
        _ = harness.show(screen, size: .onePage)
        try await harness.settle(until: { screen.status == .ready }, "the viewer's repositories")
        let handle = harness.environment.handle(for: ViewerRepositoriesScreenQuery())
        #expect(handle.holderCount == 1)
        screen.close()
        #expect(handle.holderCount == 0)
    }
}
