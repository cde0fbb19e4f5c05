import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonInspector

/// A key a store rendered from variables, which a plan registered afterwards names
/// as a constant: the two slots are twins, one value read and written as one.
@MainActor
@Suite struct TwinTests {
    /// A root a collection marks from: a plan and its variables, nothing fetched.
    private final class MarkedRoot: Root {
        let plan: Plan
        let variables: Variables
        init(_ plan: Plan, _ variables: Variables = [:]) {
            self.plan = plan
            self.variables = variables
        }
        var allowsNetwork: Bool { false }
        var isStale: Bool { false }
        var hasFailed: Bool { false }
        func fetchAgain() {}
        func stop() {}
        func environmentEnded() {}
        func healMissing(type: String, field: String) {}
        func activityChanged(active: Bool) {}
        var liveStream: LiveStream? { nil }
    }

    private static func plan(_ key: StorageKey) -> Plan {
        Plan(name: "TwinQuery", selections: [
            Selection(type: "Query", fields: [.link("twinCharacter", 1, key: key)]),
            Selection(type: "Character", keyFields: ["id"], fields: [.scalar("id", .id), .scalar("name", .string)]),
        ])
    }

    private let text = #"twinCharacter(id:"1")"#
    private let rendered = plan(.arguments("twinCharacter", [Argument("id", .variable("id"))]))

    private func response(_ id: String, _ name: String) -> [UInt8] {
        Array(#"{"data":{"twinCharacter":{"id":"\#(id)","name":"\#(name)"}}}"#.utf8)
    }

    @Test func aConstantRegisteredAfterARenderingIsItsTwin() throws {
        let store = Store()
        store.commit(try Ingest.changeSet(for: response("1", "Rick"), plan: rendered, variables: ["id": .string("1")]))
        let renderedSlot = store.slot(.query, rendered: text)
        #expect(!renderedSlot.isBuilt)

        // A plan registered now names the same text as a constant.
        let constant = Self.plan(.constant(text))
        let built = Slot(.query, text)
        #expect(built.isBuilt)
        let root = store.queryRoot
        #expect(root.readLink(built)?.key == RecordKey("Character:1"))
        #expect(store.slot(.query, rendered: text) == built)

        // Written through the build slot, both read the new value and both
        // channels' readers hear of it; the batch counts one changed slot.
        let renderedWakes = Wakes()
        let builtWakes = Wakes()
        withObservationTracking { _ = root.readLink(renderedSlot) } onChange: { renderedWakes.wake() }
        withObservationTracking { _ = root.readLink(built) } onChange: { builtWakes.wake() }
        let second = store.commit(try Ingest.changeSet(for: response("2", "Morty"), plan: constant))
        #expect(second.changed == [ChangedSlot(record: .queryRoot, storageKey: text)])
        #expect(renderedWakes.value == 1)
        #expect(builtWakes.value == 1)
        #expect(root.readLink(renderedSlot)?.key == RecordKey("Character:2"))
        #expect(root.readLink(built)?.key == RecordKey("Character:2"))

        // Written through the rendered slot, the build slot reads it too.
        store.commit(try Ingest.changeSet(for: response("1", "Rick"), plan: rendered, variables: ["id": .string("1")]))
        #expect(root.readLink(built)?.key == RecordKey("Character:1"))

        // The dump holds the text once.
        let dump = StoreExport.text(of: store)
        #expect(dump.components(separatedBy: #""twinCharacter(id:\"1\")""#).count == 2)

        // A collection from the constant's root keeps what the value links to.
        let collection = store.collect(from: [MarkedRoot(constant)])
        #expect(collection.removedRecords == 1)
        #expect(store.record(for: RecordKey("Character:1")) != nil)
        #expect(store.record(for: RecordKey("Character:2")) == nil)
        #expect(collection.freedRenderedKeys == 0)
        #expect(root.readLink(renderedSlot)?.key == RecordKey("Character:1"))

        // With no root, the value's record leaves and the slot is cleared, but the
        // twin stays numbered: an owner that resolved it reads the next write.
        let emptied = store.collect(from: [])
        #expect(emptied.removedRecords == 1)
        #expect(emptied.freedRenderedKeys == 0)
        #expect(store.renderedKeyCount == 1)
        store.commit(try Ingest.changeSet(for: response("2", "Morty"), plan: constant))
        #expect(root.readLink(renderedSlot)?.key == RecordKey("Character:2"))
    }

    @Test func aRenderingOfATextTheBuildAlreadyNamesTakesItsSlot() throws {
        let built = Slot(.query, #"twinCharacter(id:"7")"#)
        let store = Store()
        store.commit(try Ingest.changeSet(for: response("7", "Birdperson"), plan: rendered, variables: ["id": .string("7")]))
        #expect(store.renderedKeyCount == 0)
        #expect(store.slot(.query, rendered: #"twinCharacter(id:"7")"#) == built)
        #expect(store.queryRoot.readLink(built)?.key == RecordKey("Character:7"))
    }
}
