import Baton
import BatonScreens
import Foundation
import BatonTesting
import BatonTUI
@testable import RickAndMorty
import ScreenTesting
import Testing

@MainActor
struct DetailScreenTests {
    private let rick = Responses.character(1, name: "Rick Sanchez", episodes: [(1, "S01E01", "Pilot"), (2, "S01E02", "Lawnmower Dog")])

    @Test func aCharacterShowsItsHeaderPlacesAndEpisodes() async throws {
        let harness = ScreenHarness(transport: RecordedTransport([Responses.recording("CharacterScreenQuery", ["id": .string("1")], rick)]))
        let screen = CharacterScreen(id: "1", environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        #expect(screen.title == "Character 1")
        try await wait(until: { screen.status == .ready })
        let lines = harness.render()
        #expect(screen.title == "Rick Sanchez")
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "Rick Sanchez")
        #expect(lines.contains { $0.contains("Status") && $0.contains("Alive") })
        #expect(lines.contains { $0.contains("Species") && $0.contains("Human") })
        #expect(lines.contains { $0.contains("Gender") && $0.contains("Male") })
        #expect(lines.contains { $0.hasPrefix("›Origin") && $0.contains("Earth (C-137)") })
        #expect(lines.contains { $0.contains("Location") && $0.contains("Citadel of Ricks") })
        #expect(lines.contains { $0.contains("S01E01") && $0.contains("Pilot") })
        #expect(lines.contains { $0.contains("S01E02") && $0.contains("Lawnmower Dog") })
    }

    @Test func aFieldErrorIsSaidWhereItsValueWouldBe() async throws {
        // Rick's species and his second episode's name failed on the server.
        let failed = rick
            .replacingOccurrences(of: #""species":"Human""#, with: #""species":null"#)
            .replacingOccurrences(of: #""name":"Lawnmower Dog""#, with: #""name":null"#)
            .replacingOccurrences(of: "}}}", with: #"}},"errors":[{"message":"species resolver failed","path":["character","species"]},{"message":"episode name resolver failed","path":["character","episode",1,"name"]}]}"#)
        let harness = ScreenHarness(transport: RecordedTransport([Responses.recording("CharacterScreenQuery", ["id": .string("1")], failed)]))
        let screen = CharacterScreen(id: "1", environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status == .ready })
        let lines = harness.render()
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "Rick Sanchez")
        #expect(lines.contains { $0.contains("Species") && $0.contains("✗ species resolver failed") })
        #expect(lines.contains { $0.contains("S01E02") && $0.contains("✗ episode name resolver failed") })
        #expect(!lines.contains { $0.contains("(no name)") })
    }

    /// `r` refetches a screen whose data looks current too, as it does on GitHub's:
    /// a field error or a change on the server shows without leaving the screen.
    @Test func retryRefetchesAScreenThatIsReady() async throws {
        let transport = ScriptedTransport()
        let harness = ScreenHarness(transport: transport)
        let screen = CharacterScreen(id: "1", environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await transport.nextRequest().respond(json: rick)
        try await wait(until: { screen.status == .ready })

        screen.retry()
        // The status follows the store a turn later, as every screen's does.
        try await wait(until: { screen.status == .refreshing })
        let renamed = rick.replacingOccurrences(of: "Rick Sanchez", with: "Rick Prime")
        try await transport.nextRequest().respond(json: renamed)
        try await wait(until: { screen.status == .ready })
        #expect(harness.render()[0].trimmingCharacters(in: .whitespaces) == "Rick Prime")
        screen.close()
    }

    @Test func enterOpensTheOriginTheLocationOrAnEpisode() async throws {
        let harness = ScreenHarness(transport: RecordedTransport([Responses.recording("CharacterScreenQuery", ["id": .string("1")], rick)]))
        let screen = CharacterScreen(id: "1", environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status == .ready })
        _ = harness.render()
        #expect(screen.handle(.enter))
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.enter))
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.enter))
        let opened = harness.navigator.opened
        #expect(opened.count == 3)
        #expect((opened[0] as? LocationScreen)?.id == "1")
        #expect((opened[1] as? LocationScreen)?.id == "3")
        #expect((opened[2] as? EpisodeScreen)?.id == "2")
        opened.forEach { $0.close() }
    }

    /// From 120 columns the selected place or episode shows beside the list, fetched
    /// once the selection rests there.
    @Test func theSelectedPlaceOrEpisodeIsPreviewedBesideTheList() async throws {
        let citadel = Responses.location(3, name: "Citadel of Ricks", residents: [Responses.Character(id: 8, name: "Adjudicator Rick")])
        let pilot = Responses.episode(1, code: "S01E01", name: "Pilot", characters: [Responses.Character(id: 1, name: "Rick Sanchez")])
        let harness = ScreenHarness(transport: RecordedTransport([
            Responses.recording("CharacterScreenQuery", ["id": .string("1")], rick),
            Responses.recording("LocationScreenQuery", ["id": .string("3")], citadel),
            Responses.recording("EpisodeScreenQuery", ["id": .string("1")], pilot),
        ]))
        let screen = CharacterScreen(id: "1", environment: harness.environment, navigator: harness.navigator)
        harness.show(screen, size: Size(width: 160, height: 30))
        try await wait(until: { screen.status == .ready })
        #expect(screen.handle(.character("j")))
        try await harness.settle(until: { screen.preview.screen?.title == "Citadel of Ricks" }, "the location's preview")
        #expect(harness.render().contains { $0.contains("│") && $0.contains("Adjudicator Rick") })
        #expect(screen.handle(.character("j")))
        try await harness.settle(until: { screen.preview.screen?.title == "Pilot" }, "the episode's preview")
        screen.close()
    }

    @Test func anEpisodeShowsItsCodeAirDateAndCharacters() async throws {
        let json = Responses.episode(1, code: "S01E01", name: "Pilot", characters: [
            Responses.Character(id: 1, name: "Rick Sanchez"), Responses.Character(id: 2, name: "Morty Smith"),
        ])
        let harness = ScreenHarness(transport: RecordedTransport([Responses.recording("EpisodeScreenQuery", ["id": .string("1")], json)]))
        let screen = EpisodeScreen(id: "1", environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status == .ready })
        let lines = harness.render()
        #expect(screen.title == "Pilot")
        #expect(lines.contains { $0.contains("Code") && $0.contains("S01E01") })
        #expect(lines.contains { $0.contains("Air date") && $0.contains("December 2, 2013") })
        #expect(lines.contains { $0.contains("Characters") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("2") })
        #expect(lines.contains { $0.hasPrefix("›Rick Sanchez") })
        #expect(lines.contains { $0.hasPrefix(" Morty Smith") })
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.enter))
        #expect((harness.navigator.opened.first as? CharacterScreen)?.id == "2")
    }

    @Test func aLocationShowsItsTypeDimensionAndResidents() async throws {
        let json = Responses.location(3, name: "Citadel of Ricks", residents: [Responses.Character(id: 8, name: "Adjudicator Rick", status: "Dead")])
        let harness = ScreenHarness(transport: RecordedTransport([Responses.recording("LocationScreenQuery", ["id": .string("3")], json)]))
        let screen = LocationScreen(id: "3", environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        try await wait(until: { screen.status == .ready })
        let lines = harness.render()
        #expect(screen.title == "Citadel of Ricks")
        #expect(lines.contains { $0.contains("Type") && $0.contains("Space station") })
        #expect(lines.contains { $0.contains("Dimension") && $0.contains("unknown") })
        #expect(lines.contains { $0.hasPrefix("›Adjudicator Rick") && $0.contains("Dead") })
    }

    @Test func anUnknownCharacterSaysSo() async throws {
        let none = #"{"data":{"character":null}}"#
        let harness = ScreenHarness(transport: RecordedTransport([Responses.recording("CharacterScreenQuery", ["id": .string("999")], none)]))
        let screen = CharacterScreen(id: "999", environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        #expect(harness.render()[0].trimmingCharacters(in: .whitespaces) == "Loading the character…")
        try await wait(until: { screen.status == .ready })
        let lines = harness.render()
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "No character 999")
        #expect(screen.list.rowCount == 0)
    }

    @Test func aRequestErrorIsSaidInWordsAndCloseReleasesTheHandle() async throws {
        let refused = #"{"errors":[{"message":"Variable \"$id\" got invalid value"}]}"#
        let harness = ScreenHarness(transport: RecordedTransport([Responses.recording("CharacterScreenQuery", ["id": .string("9")], refused)]))
        let screen = CharacterScreen(id: "9", environment: harness.environment, navigator: harness.navigator)
        harness.show(screen)
        #expect(harness.render()[0].trimmingCharacters(in: .whitespaces) == "Loading the character…")
        try await wait(until: { screen.status != .loading })
        #expect(screen.status == .failed(kind: "graphql", message: #"The Rick and Morty API refused the request: Variable "$id" got invalid value."#))
        // No data: the failure in the screen's place, as on GitHub's screens, never a
        // label with a dash for a value.
        harness.host.render()
        let lines = harness.render()
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "Could not load the character (graphql)")
        #expect(lines[1].trimmingCharacters(in: .whitespaces).hasPrefix("The Rick and Morty API refused the request"))
        #expect(!lines.contains { $0.contains("Status") || $0.contains("—") })
        let handle = harness.environment.handle(for: CharacterScreenQuery(id: "9"))
        #expect(handle.holderCount == 1)
        screen.close()
        #expect(handle.holderCount == 0)
    }
}
