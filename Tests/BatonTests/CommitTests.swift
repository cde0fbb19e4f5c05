import Observation
import Synchronization
import Testing
@_spi(Generated) @testable import Baton
import BatonInspector

/// Counts the wakes of an observer, from whichever thread observation calls it on.
final class Wakes: Sendable {
    private let count = Atomic(0)
    var value: Int { count.load(ordering: .relaxed) }
    func wake() { count.add(1, ordering: .relaxed) }
}

@MainActor
@Suite struct CommitTests {
    private let variables: Variables = ["page": .int(1)]

    @discardableResult
    private func commit(_ store: Store, _ bytes: [UInt8], _ plan: Plan = Plans.characters) throws -> Commit {
        store.commit(try Ingest.changeSet(for: bytes, plan: plan, variables: variables))
    }

    private func page(replacing old: String, with new: String) -> [UInt8] {
        Array(Fixture.text("characters-page-1.json").replacingOccurrences(of: old, with: new).utf8)
    }

    @Test func theRootsAlwaysExist() {
        let store = Store()
        #expect(store.recordCount == 3)
        #expect(store.record(for: .queryRoot)?.type == .query)
        #expect(store.record(for: .mutationRoot)?.type == .mutation)
        #expect(store.record(for: .subscriptionRoot)?.type == .subscription)
    }

    @Test func aFirstCommitNotifiesNothingSinceNothingReadItsRecords() throws {
        let store = Store()
        let first = try commit(store, Fixture.bytes("characters-page-1.json"))
        // The query root existed and gained its link; every other record is new.
        #expect(first.changed == [ChangedSlot(record: .queryRoot, storageKey: "characters(filter:{},page:1)")])
        #expect(first.createdRecords == 11)
    }

    @Test func oneChangedFieldNotifiesExactlyThatSlot() throws {
        let store = Store()
        try commit(store, Fixture.bytes("characters-page-1.json"))
        let before = store.notificationCount
        let second = try commit(store, Fixture.bytes("characters-page-1-morty-dead.json"))
        #expect(second.changed == [ChangedSlot(record: RecordKey("Character:2"), storageKey: "status")])
        #expect(second.createdRecords == 0)
        #expect(store.notificationCount == before + 1)
    }

    @Test func eachBatchHandsItsNotifiedSlotsToTheHook() throws {
        let store = Store()
        var batches: [[ChangedSlot]] = []
        store.notified = { batches.append($0) }
        try commit(store, Fixture.bytes("characters-page-1.json"))
        try commit(store, Fixture.bytes("characters-page-1-morty-dead.json"))
        let layer = store.applyLayer(
            try Ingest.changeSet(for: Fixture.bytes("characters-page-1.json"), plan: Plans.characters,
                                 variables: variables, complete: false))
        store.revertLayer(layer)
        let status = ChangedSlot(record: RecordKey("Character:2"), storageKey: "status")
        // The first commit's one existing slot, the changed status, the layer
        // turning it back, and the revert turning it dead again.
        #expect(batches == [
            [ChangedSlot(record: .queryRoot, storageKey: "characters(filter:{},page:1)")], [status], [status], [status],
        ])
    }

    @Test func eachCommitIsLoggedWithItsKindAndCount() throws {
        let store = Store()
        var events: [LogEvent] = []
        store.log = { events.append($0) }
        try commit(store, Fixture.bytes("characters-page-1.json"))
        let second = store.commit(
            try Ingest.changeSet(for: Fixture.bytes("characters-page-1-morty-dead.json"), plan: Plans.characters,
                                 variables: variables),
            kind: .optimistic)
        store.commit(ChangeSet(), kind: .local)
        #expect(second.kind == .optimistic)
        #expect(events == [
            .committed(.server, changedSlots: 1), .committed(.optimistic, changedSlots: 1),
            .committed(.local, changedSlots: 0),
        ])
    }

    @Test func recommittingTheSamePayloadNotifiesNothing() throws {
        let store = Store()
        try commit(store, Fixture.bytes("characters-page-1.json"))
        let dump = StoreExport.text(of: store)
        let before = store.notificationCount
        let again = try commit(store, Fixture.bytes("characters-page-1.json"))
        #expect(again.changed.isEmpty)
        #expect(store.notificationCount == before)
        #expect(StoreExport.text(of: store) == dump)
    }

    @Test func aSlotChangedAndChangedBackInOneBatchNotifiesNothing() throws {
        let store = Store()
        try commit(store, Fixture.bytes("characters-page-1.json"))
        // Location 3 is Rick's and Morty's location: the first mention renames it,
        // the second names it as it was.
        let text = Fixture.text("characters-page-1.json")
        let first = text.range(of: "Citadel of Ricks")!
        let renamed = text.replacingCharacters(in: first, with: "Citadel of Mortys")
        let result = try commit(store, Array(renamed.utf8))
        #expect(result.changed.isEmpty)
        #expect(StoreExport.text(of: store).contains(#""Location:3": {"__typename": "Location", "id": "3", "name": "Citadel of Ricks"}"#))
    }

    /// The value stays null throughout: the error alone changes, and notifies.
    @Test func anErrorAndItsClearingEachNotifyTheField() throws {
        let store = Store()
        let hidden = Fixture.text("characters-page-1.json")
            .replacingOccurrences(of: #""id":"2","status":"Alive""#, with: #""id":"2","status":null"#)
        try commit(store, Array(hidden.utf8))
        let withError = Array(hidden.dropLast(2).utf8)
            + Array(#","errors":[{"message":"status hidden","path":["characters","results",1,"status"]}]}"#.utf8)
        let erred = try commit(store, withError)
        #expect(erred.changed == [ChangedSlot(record: RecordKey("Character:2"), storageKey: "status")])
        #expect(StoreExport.text(of: store).contains(
            #""Character:2": {"__errors": {"status": {"message": "status hidden", "path": "characters.results.1.status"}}"#))
        let answered = try commit(store, Array(hidden.utf8))
        #expect(answered.changed == [ChangedSlot(record: RecordKey("Character:2"), storageKey: "status")])
        #expect(!StoreExport.text(of: store).contains("__errors"))
    }

    @Test func anObserverOfOneFieldWakesOncePerChangeOfItAndNeverForOthers() throws {
        let store = Store()
        try commit(store, Fixture.bytes("characters-page-1.json"))
        let rick = try #require(store.record(for: RecordKey("Character:1")))
        let name = Slot(TypeID("Character"), "name")
        let wakes = Wakes()
        func observe() {
            withObservationTracking {
                _ = rick.readString(name)
            } onChange: {
                wakes.wake()
            }
        }

        observe()
        try commit(store, Fixture.bytes("characters-page-1-morty-dead.json"))
        try commit(store, page(replacing: #""status":"Alive""#, with: #""status":"Unknown""#))
        #expect(wakes.value == 0)

        try commit(store, page(replacing: "Rick Sanchez", with: "Rick Prime"))
        #expect(wakes.value == 1)
        observe()
        try commit(store, page(replacing: "Rick Sanchez", with: "Rick Prime"))
        #expect(wakes.value == 1)
        try commit(store, Fixture.bytes("characters-page-1.json"))
        #expect(wakes.value == 2)
    }

    @Test func onlyARecordReadHasARegistrarAndAChangeToOneNeverReadTellsNoOne() throws {
        let store = Store()
        try commit(store, Fixture.bytes("characters-page-1.json"))
        // A commit writes and compares without making any record's registrar.
        #expect(store.allRecords.filter(\.hasReaders).isEmpty)
        let rick = try #require(store.record(for: RecordKey("Character:1")))
        let wakes = Wakes()
        withObservationTracking {
            _ = rick.readString(Slot(TypeID("Character"), "name"))
        } onChange: {
            wakes.wake()
        }
        #expect(store.allRecords.filter(\.hasReaders).map(\.key) == [RecordKey("Character:1")])

        // Morty was never read: his change notifies no one and makes him no registrar.
        let before = store.notificationCount
        try commit(store, Fixture.bytes("characters-page-1-morty-dead.json"))
        #expect(store.notificationCount == before + 1)
        #expect(store.record(for: RecordKey("Character:2"))?.hasReaders == false)
        #expect(wakes.value == 0)
        try commit(store, page(replacing: "Rick Sanchez", with: "Rick Prime"))
        #expect(wakes.value == 1)
    }

    @Test func aDeletionNotifiesTheRecordsFieldsAndTheLinksToIt() throws {
        let store = Store()
        try commit(store, Fixture.bytes("characters-page-1.json"))
        var deletion = ChangeSet()
        deletion.delete(RecordKey("Episode:2"))
        let deleted = store.commit(deletion)
        #expect(Set(deleted.changed) == [
            ChangedSlot(record: RecordKey("Episode:2"), storageKey: "id"),
            ChangedSlot(record: RecordKey("Episode:2"), storageKey: "name"),
            ChangedSlot(record: RecordKey("Episode:2"), storageKey: "air_date"),
            ChangedSlot(record: RecordKey("Character:1"), storageKey: "episode"),
        ])
        let rick = try #require(store.record(for: RecordKey("Character:1")))
        #expect(rick.readLinks(Slot(TypeID("Character"), "episode"))?.map { $0?.key } == [RecordKey("Episode:1"), nil])

        // A payload that names it again revives it.
        try commit(store, Fixture.bytes("characters-page-1.json"))
        #expect(store.record(for: RecordKey("Episode:2"))?.isDeleted == false)
        #expect(StoreExport.text(of: store) == Fixture.text("characters-page-1.store.json"))
    }

    @Test func keysRenderedFromVariablesAreTheStoresAndOneTextHasOneSlot() throws {
        let store = Store()
        try commit(store, Fixture.bytes("characters-page-1.json"))
        let root = store.queryRoot
        let slot = store.slot(.query, rendered: "characters(filter:{},page:1)")
        #expect(!slot.isBuilt)
        #expect(root.readLink(slot)?.key == RecordKey("client:root:characters(filter:{},page:1)"))
        #expect(store.storageKey(of: slot.index, on: .query) == "characters(filter:{},page:1)")
        // A text the build names takes the build's slot.
        let built = Slot(TypeID("Query"), "commitTestsBuiltKey")
        #expect(store.slot(.query, rendered: "commitTestsBuiltKey") == built)
    }
}
