import Baton
@testable import BatonInspector
import BatonTesting
import BatonTUI
import Foundation
import RickAndMorty
import Testing

@MainActor
@Suite struct DebugPaneTests {
    /// An environment holding the fixture's page, fetched through its transport.
    private func fetchedEnvironment() async throws -> Environment {
        let environment = try CharactersPage.environment()
        _ = try await environment.fetch(CharactersPage.operation)
        return environment
    }

    @Test func theHeaderCountsTheStoreAndTheTypesListCharacters() async throws {
        let environment = try await fetchedEnvironment()
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)])
        let store = environment.store
        let characters = store.allRecords.filter { $0.type.name == "Character" }.count
        #expect(characters > 20)

        #expect(harness.lines[0] == "Store inspector · Rick and Morty · Tab: keys here")
        #expect(harness.lines[1] == "\(store.recordCount) records · 8 types · 0 optimistic layers")
        // The fetch's root waits in the buffer, as a query nothing retains does.
        #expect(harness.lines[2] == "roots: 0 retained · 1 in the release buffer")
        #expect(harness.lines[3] == "image: none")
        #expect(harness.lines[4] == " Types  Records  Record  Log  Streams  Renders")
        #expect(Array(harness.lines[5...12]) == [
            "Character     \(characters)", "Characters    1", "Episode       \(store.allRecords.filter { $0.type.name == "Episode" }.count)",
            "Info          1", "Location      \(store.allRecords.filter { $0.type.name == "Location" }.count)",
            "Mutation      1", "Query         1", "Subscription  1",
        ])
        // The shown section is reversed in the bar, the selected row too.
        #expect(harness.host.canvas.style(atX: 1, y: 4).reverse)
        #expect(harness.host.canvas.style(atX: 0, y: 5).reverse)
    }

    @Test func enterListsTheCharacterRecordsAndOpensOneWithItsSlots() async throws {
        let environment = try await fetchedEnvironment()
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)], height: 100)
        harness.press(.enter)
        #expect(harness.pane.browser?.section == .records)
        #expect(harness.lines[5] == "Character:1    Rick Sanchez")
        #expect(harness.lines[6] == "Character:10   Alan Rails")

        harness.press(.enter)
        let lines = harness.lines
        #expect(lines[5] == "Character:1")
        #expect(lines[6] == "__typename  \"Character\"")
        #expect(lines.contains("name        \"Rick Sanchez\""))
        #expect(lines.contains("status      \"Alive\""))
        #expect(lines.contains("origin      → Location:1"))
        #expect(lines.contains("episode     51 links"))
        #expect(lines.contains("  [0] → Episode:1"))
        // The single values first, then the plural link's elements.
        let episodes = try #require(lines.firstIndex(of: "episode     51 links"))
        #expect(lines[episodes - 1].hasPrefix("type "))
        #expect(lines[episodes + 1] == "  [0] → Episode:1")

        // Enter on a link opens the record it names; Escape comes back.
        let origin = try #require(harness.pane.browser?.currentList.rows.firstIndex { $0.text.hasPrefix("origin") })
        harness.pane.browser?.currentList.list.select(origin)
        harness.press(.enter)
        #expect(harness.lines[5] == "Location:1")
        #expect(harness.lines.contains("name        \"Earth (C-137)\""))
        harness.press(.escape)
        #expect(harness.lines[5] == "Character:1")
        harness.press(.escape)
        #expect(harness.lines[5] == "Character:1    Rick Sanchez")
        harness.press(.escape)
        #expect(harness.lines[5].hasPrefix("Character "))
        // At the types there is nothing to go back to: the key is left to the app.
        #expect(!harness.pane.handle(.escape))
    }

    @Test func aFieldErrorShowsBelowItsSlot() async throws {
        let environment = try await fetchedEnvironment()
        try environment.commitPayload(CharactersPage.operation, Payload(json: """
            {"data": {"characters": {"results": [{"id": "1", "name": null}]}},
             "errors": [{"message": "name hidden", "path": ["characters", "results", 0, "name"]}]}
            """))
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)], height: 100)
        harness.press(.enter)
        #expect(harness.lines[5] == "Character:1")
        harness.press(.enter)
        let name = try #require(harness.lines.firstIndex(of: "name        null"))
        #expect(harness.lines[name + 1] == "  ! name hidden at characters.results.0.name")
        #expect(harness.host.canvas.style(atX: 2, y: name + 1).foreground == .red)
    }

    @Test func slashFiltersTheRecordsByKeyOrValue() async throws {
        let environment = try await fetchedEnvironment()
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)], height: 40)
        harness.press(.enter, .character("/"))
        #expect(harness.pane.capturesText)
        harness.type("morty smith")
        #expect(harness.lines[5] == "Character:2  Morty Smith")
        #expect(harness.lines[6] == "")
        #expect(harness.lines[39] == "/morty smith")
        // Enter keeps the filter and gives the keys back; Escape clears it.
        harness.press(.enter)
        #expect(!harness.pane.capturesText)
        harness.press(.enter)
        #expect(harness.lines[5] == "Character:2")
        harness.press(.escape, .escape)
        #expect(harness.lines[5] == "Character:1    Rick Sanchez")
        #expect(!harness.lines.contains("/morty smith"))
    }

    @Test func aCommitDrawsThePaneAgainAndNothingElse() async throws {
        let environment = try await fetchedEnvironment()
        let pane = DebugPane(sources: [.init(name: "Rick and Morty", environment: environment)],
                             renderCounts: { [] }, exportDirectory: FileManager.default.temporaryDirectory)
        let other = Label("a screen that reads no store")
        let turns = Turns()
        let host = RenderHost(root: Stack.vertical([.init(other, .fixed(1)), .init(pane)]),
                              size: Size(width: 80, height: 40), minimumSize: .zero, scheduler: turns.scheduler)
        host.render()
        for _ in 0..<2 {
            _ = pane.handle(.enter)
            turns.run()
        }
        #expect(host.canvas.lines[6] == "Character:1".padding(toLength: 80, withPad: " ", startingAt: 0))
        let paneRenders = host.renderCount(of: pane)
        let otherRenders = host.renderCount(of: other)
        let records = environment.store.recordCount

        try environment.commitPayload(CharactersPage.operation, Payload(bytes: CharactersPage.renamingRick()))
        #expect(turns.isPending)
        turns.run()

        #expect(host.renderCount(of: pane) == paneRenders + 1)
        #expect(host.renderCount(of: other) == otherRenders)
        let name = try #require(pane.browser?.currentList.rows.first { $0.text.hasPrefix("name ") })
        #expect(name.text == "name        \"Rick Sanchez of C-137\"")
        #expect(environment.store.recordCount == records)

        // The log's tail, newest first: the commit, then the fetch before it.
        _ = pane.handle(.tab)
        turns.run()
        let lines = host.canvas.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[6] == "4 commit server, 1 slot changed")
        #expect(lines[7].hasPrefix("3 fetch FixtureQuery done in "))
        #expect(lines[7].hasSuffix(" ms"))
        #expect(lines[8] == "2 commit server, 1 slot changed")
        #expect(lines[9] == "1 fetch FixtureQuery sent")
    }

    @Test func theCountsLineFollowsTheOptimisticLayers() async throws {
        let environment = try await fetchedEnvironment()
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)], width: 100)
        let records = environment.store.recordCount
        let layer = environment.store.applyLayer(ChangeSet())
        harness.turns.run()
        #expect(harness.lines[1] == "\(records) records · 8 types · 1 optimistic layer")
        environment.store.revertLayer(layer)
        harness.turns.run()
        #expect(harness.lines[1] == "\(records) records · 8 types · 0 optimistic layers")
    }

    @Test func theRootsLineFollowsRetentionsLive() async throws {
        let environment = try CharactersPage.environment()
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)])
        let handle = environment.handle(for: CharactersPage.operation)
        harness.turns.run()
        #expect(harness.lines[2] == "roots: 0 retained · 1 in the release buffer")

        let retention = handle.retain()
        try await wait(until: { handle.isAvailable }, "the page committed")
        harness.turns.run()
        #expect(harness.lines[2] == "roots: 1 retained · 0 in the release buffer")

        retention.end()
        #expect(harness.turns.isPending)
        harness.turns.run()
        #expect(harness.lines[2] == "roots: 0 retained · 1 in the release buffer")
    }

    @Test func eExportsTheDumpAndSaysWhere() async throws {
        let environment = try await fetchedEnvironment()
        let directory = ScratchDirectory()
        defer { directory.remove() }
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)],
                                  exportDirectory: directory.url.appendingPathComponent("exports"))
        harness.press(.character("e"))
        let url = try #require(harness.pane.lastExport)
        #expect(url.deletingLastPathComponent().path == directory.url.appendingPathComponent("exports").path)
        #expect(url.lastPathComponent.hasPrefix("rick-and-morty-store-"))
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written == StoreExport.text(of: environment.store))
        #expect(harness.pane.message == "Exported the store to \(url.path)")
        #expect(harness.lines[29].hasPrefix("Exported the store to /"))

        // A second export in the same second takes the next name.
        harness.press(.character("e"))
        let second = try #require(harness.pane.lastExport)
        #expect(second != url)
        #expect(try String(contentsOf: second, encoding: .utf8) == written)
    }

    @Test func anExportThatCannotBeWrittenSaysWhy() async throws {
        let environment = try await fetchedEnvironment()
        let directory = ScratchDirectory()
        defer { directory.remove() }
        // A file where the directory should be.
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let blocker = directory.url.appendingPathComponent("exports")
        try Data("not a directory".utf8).write(to: blocker)
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)], exportDirectory: blocker)
        harness.press(.character("e"))
        #expect(harness.pane.lastExport == nil)
        #expect(harness.pane.message?.hasPrefix("Export failed: cannot make the directory \(blocker.path): ") == true)
        #expect(harness.lines[29].hasPrefix("Export failed: cannot make the directory /"))
    }

    @Test func theRenderCountsOfTheViewsReadAgainAtEachBatch() async throws {
        let environment = try await fetchedEnvironment()
        let counts = RenderCounts()
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)],
                                  renderCounts: { [("CharactersScreen", counts.screen), ("StatusBar", 12)] })
        harness.press(.backTab)
        #expect(harness.lines[5] == "CharactersScreen  3")
        #expect(harness.lines[6] == "StatusBar         12")

        counts.screen = 4
        environment.store.commit(ChangeSet())
        harness.turns.run()
        #expect(harness.lines[5] == "CharactersScreen  4")
    }

    @Test func eachSourceKeepsItsPlace() async throws {
        let first = try await fetchedEnvironment()
        let second = try CharactersPage.environment()
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: first), .init(name: "GitHub", environment: second)])
        harness.press(.enter)
        harness.pane.selectedSource = 1
        harness.turns.run()
        #expect(harness.lines[0] == "Store inspector · GitHub · Tab: keys here")
        #expect(harness.lines[1] == "3 records · 3 types · 0 optimistic layers")
        #expect(harness.lines[5] == "Mutation      1")
        harness.pane.selectedSource = 0
        harness.turns.run()
        #expect(harness.lines[5] == "Character:1    Rick Sanchez")
        harness.pane.selectedSource = 7
        #expect(harness.pane.selectedSource == 1)
    }

    @Test func aTinyRegionTruncatesAndNeverCrashes() async throws {
        let environment = try await fetchedEnvironment()
        for (width, height) in [(0, 0), (1, 1), (3, 2), (12, 4), (20, 6), (40, 10)] {
            let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)], width: width, height: height)
            harness.press(.enter, .enter, .down, .enter, .tab, .character("e"), .escape, .left)
            if width >= 12 {
                #expect(harness.lines[0].hasPrefix("Store in"))
            }
            harness.host.resize(to: Size(width: height, height: width))
        }
        let harness = PaneHarness([.init(name: "Rick and Morty", environment: environment)], width: 12, height: 4)
        #expect(harness.lines[0] == "Store inspe…")
    }

    @Test func withoutSourcesThePaneSaysSo() {
        let harness = PaneHarness([])
        #expect(harness.lines[0] == "No environment to inspect")
        #expect(!harness.pane.handle(.enter))
    }
}

/// Render counts a test moves by hand, as a host's would move.
@MainActor
private final class RenderCounts {
    var screen = 3

    @Test func theStreamsSectionSaysLiveUpdatesAreOffWhereTheServerStreamsNothing() {
        let off = Environment(store: Store(), transport: SilentTransport(), serverStreams: false)
        #expect(SectionRows.streams(StoreInspector(off)).map(\.text) == ["live updates are off: this server streams no subscriptions"])
        let on = Environment(store: Store(), transport: SilentTransport())
        #expect(SectionRows.streams(StoreInspector(on)).isEmpty)
    }
}
