@_spi(Generated) import Baton
import BatonTesting
import Foundation
import RickAndMorty
import Testing

/// The availability check's answer, beside its yes or no: memory, or a miss
/// (the image's answer is the image tests').
@MainActor
struct AvailabilityAnswerTests {
    @Test func theCheckSaysWhetherMemoryAnsweredOrItMissed() throws {
        let store = Store()
        let environment = Environment(store: store, transport: SilentTransport())
        let operation = CharacterScreenQuery(id: "1")
        #expect(store.availability(of: operation) == .miss)
        #expect(!store.isAvailable(operation))
        try environment.commitPayload(operation, Payload(json: Responses.character("1")))
        #expect(store.availability(of: operation) == .memory)
        #expect(store.isAvailable(operation))
        #expect(store.availability(of: CharacterScreenQuery(id: "2")) == .miss)
    }

    /// `Query.character` is a lookup: a character memory holds whole answers the
    /// check for its id though no response answered that root field, and the
    /// link is bound for the lens to read.
    @Test func aLookupAnswersFromTheEntityMemoryHolds() throws {
        let store = Store()
        let environment = Environment(store: store, transport: SilentTransport())
        // Another root field's response carries character 1 whole.
        try environment.commitPayload(CharacterScreenQuery(id: "2"), Payload(json: Responses.character("1")))
        let operation = CharacterScreenQuery(id: "1")
        #expect(store.availability(of: operation) == .memory)
        #expect(store.data(of: operation).character?.characterHeader.name == "Character 1")
        #expect(store.availability(of: CharacterScreenQuery(id: "3")) == .miss)
    }
}
