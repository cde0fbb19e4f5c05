import Baton
import Foundation
import RickAndMorty
import Testing

/// The response is the oracle: a recorded response committed to a store and read
/// back through the operation's generated lenses gives the response's data again,
/// field for field, apart from the key fields the compiler added to the text.
@MainActor
@Suite struct ResponseOracleTests {
    private func expectRoundTrip<Value: Baton.Operation>(_ operation: Value, _ response: String) throws {
        let recorded = try RecordedResponse(response)
        let store = try recorded.committed(for: operation)
        let read = store.data(of: operation).jsonValue
        let expected = try recorded.data().withoutAddedFields(comparedTo: read)
        #expect(read == expected)
        #expect(read.json == expected.json)
    }

    @Test func aPageOfCharacters() throws {
        try expectRoundTrip(CharactersScreenQuery(page: 2), "characters-page-2")
    }

    @Test func charactersNamed() throws {
        try expectRoundTrip(CharactersScreenQuery(name: "rick"), "characters-named-rick")
    }

    @Test func aCharacterWithItsHeaderAndEpisodes() throws {
        try expectRoundTrip(CharacterScreenQuery(id: "1"), "character-1")
    }

    @Test func anEpisodeAndItsCharacters() throws {
        try expectRoundTrip(EpisodeScreenQuery(id: "28"), "episode-28")
    }

    @Test func aLocationAndItsResidents() throws {
        try expectRoundTrip(LocationScreenQuery(id: "3"), "location-3")
    }
}
