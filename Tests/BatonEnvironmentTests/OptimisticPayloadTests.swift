@_spi(Generated) import Baton
import BatonInspector
import BatonTesting
import Foundation
import RickAndMorty
import Testing

/// A payload the app shows before a source of its own answers (a REST call): applied
/// over the store at once, settled by that source's answer in one batch, or dropped.
@MainActor
struct OptimisticPayloadTests {
    let environment = Environment(store: Store(), transport: ScriptedTransport())
    let operation = CharacterScreenQuery(id: "1")

    init() throws {
        try environment.commitPayload(operation, Payload(json: HandleTests.character()))
    }

    private var name: String? { environment.store.data(of: operation).character?.characterHeader.name }

    private func rename(_ name: String) -> Payload {
        Payload(json: #"{"data":{"character":{"id":"1","name":"\#(name)"}}}"#)
    }

    @Test func aPayloadShownAtOnceIsSettledByTheAnswerInOneBatch() throws {
        let layer = try environment.applyOptimistic(operation, rename("Rick C-137"))
        #expect(name == "Rick C-137")
        #expect(environment.store.optimisticLayerCount == 1)
        let batches = environment.store.revision
        try environment.commitPayload(operation, rename("Rick Prime"), replacing: layer)
        #expect(name == "Rick Prime")
        #expect(environment.store.optimisticLayerCount == 0)
        #expect(environment.store.revision == batches + 1)
        // The rest of what the first payload wrote stands.
        #expect(environment.store.data(of: operation).character?.characterHeader.species == "Human")
    }

    @Test func aPayloadDroppedLeavesTheStoreAsItWas() throws {
        let before = StoreExport.text(of: environment.store)
        let layer = try environment.applyOptimistic(operation, rename("Rick C-137"))
        environment.revert(layer)
        #expect(name == "Rick Sanchez")
        #expect(environment.store.optimisticLayerCount == 0)
        #expect(StoreExport.text(of: environment.store) == before)
        // A second revert of the same layer does nothing.
        environment.revert(layer)
        #expect(environment.store.optimisticLayerCount == 0)
    }

    @Test func aPayloadThePlanCannotReadAppliesNothing() {
        #expect(throws: Failure.self) { try environment.applyOptimistic(operation, Payload(json: #"{"data":{"character":[1]}}"#)) }
        #expect(environment.store.optimisticLayerCount == 0)
        #expect(name == "Rick Sanchez")
    }
}
