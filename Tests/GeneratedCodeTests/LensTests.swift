import Baton
import Foundation
import RickAndMorty
import Testing

/// Generated lenses read the store through their accessors: typed by the schema,
/// lists of lenses, spreads entering their fragment, equality by anchor.
@MainActor
@Suite struct LensTests {
    @Test func accessorsReadTypedValuesAndListsOfLenses() throws {
        let operation = CharactersScreenQuery(page: 2)
        let store = try RecordedResponse("characters-page-2").committed(for: operation)
        let characters = try #require(store.data(of: operation).characters)
        #expect(characters.info?.count == 826)
        #expect(characters.info?.next == 3)
        #expect(characters.info?.prev == 1)
        let results = try #require(characters.results)
        #expect(results.count == 20)
        let first = results[0].characterRow
        #expect(first.recordID == RecordKey("Character:21"))
        #expect(first.name == "Aqua Morty")
    }

    @Test func aSpreadReadsTheSameRecordAsItsParent() throws {
        let operation = CharacterScreenQuery(id: "1")
        let store = try RecordedResponse("character-1").committed(for: operation)
        let character = try #require(store.data(of: operation).character)
        let header = character.characterHeader
        #expect(header.recordID == character.recordID)
        #expect(header.name == "Rick Sanchez")
        #expect(header.origin?.name == "Earth (C-137)")
        // A non-null list of records reads as a list, never optional.
        let episodes: List<CharacterScreenQuery.Data.Character.Episode> = character.episode
        #expect(episodes.count == 51)
        #expect(episodes[0].episode == "S01E01")
    }

    @Test func lensesAreEqualByAnchor() throws {
        let operation = CharacterScreenQuery(id: "1")
        let store = try RecordedResponse("character-1").committed(for: operation)
        let data = store.data(of: operation)
        let character = try #require(data.character)
        #expect(character == data.character)
        #expect(character.episode[0] != character.episode[1])
        // A spread read again through another read of its parent is the same lens;
        // another record's is not.
        #expect(character.characterHeader == data.character?.characterHeader)
        #expect(character.episode[0].episodeRow != character.episode[1].episodeRow)
        // Another owner is another anchor, though the record is the same.
        let again = store.data(of: operation).character
        #expect(again != character)
        #expect(again?.characterHeader != character.characterHeader)
    }

    @Test func variablesLeaveUnsetNullablesAbsent() {
        #expect(CharactersScreenQuery().variables.isEmpty)
        #expect(CharactersScreenQuery(page: 2).variables == ["page": .int(2)])
        #expect(CharactersScreenQuery(page: 2, name: "rick").variables == ["page": .int(2), "name": .string("rick")])
    }

    @Test func operationValuesAreEqualAndHashedByTheirVariables() {
        // Built another way to the same variables: equal, with the same hash.
        var changed = CharactersScreenQuery(page: 3, name: "rick")
        changed.page = 2
        changed.name = nil
        #expect(changed == CharactersScreenQuery(page: 2))
        #expect(changed.hashValue == CharactersScreenQuery(page: 2).hashValue)
        #expect(changed != CharactersScreenQuery(page: 3))
        // A set keeps one value per set of variables.
        let values: Set = [
            CharactersScreenQuery(page: 2), changed, CharactersScreenQuery(page: 2, name: "rick"),
            CharactersScreenQuery(name: "rick"), CharactersScreenQuery(page: nil, name: "rick"),
        ]
        #expect(values.count == 3)
    }

    @Test func theDocumentIsTheCompactTextWithTheAddedKeys() {
        guard case .text(let text) = CharacterScreenQuery.document else {
            Issue.record("no persistConfig: the document is text")
            return
        }
        #expect(text.hasPrefix("query CharacterScreenQuery($id:ID!){character(id:$id){...CharacterHeader_character,"))
        #expect(text.contains("fragment CharacterHeader_character on Character{"))
        #expect(!text.contains("\n"))
        #expect(CharacterScreenQuery(id: "1").request.operationName == "CharacterScreenQuery")
    }

    @Test func aStoreWithoutTheDataReadsAbsentWithoutCrashing() {
        let store = Store()
        let data = store.data(of: CharacterScreenQuery(id: "1"))
        #expect(data.character == nil)
        #expect(data.jsonValue == .object(["character": .null]))
    }

    @Test func aLensThatOutlivesItsStoreReadsAbsent() throws {
        let operation = CharactersScreenQuery(page: 2)
        var store: Store? = try RecordedResponse("characters-page-2").committed(for: operation)
        let data = try #require(store?.data(of: operation))
        #expect(data.characters?.info?.count == 826)
        store = nil
        #expect(data.characters == nil)
    }
}
