import Testing
@testable import Baton

/// Each store rule broken on purpose, and the one violation that names it; and the
/// stores the runtime makes, which break none.
@MainActor
@Suite struct StoreInvariantsTests {
    private let character = Registry.shared.type(named: "Character")
    private let connectionType = Registry.shared.type(named: "InvariantTestConnection")
    private let edgeType = Registry.shared.type(named: "InvariantTestEdge")

    private func pageStore() throws -> Store {
        let store = Store()
        store.commit(try Ingest.changeSet(for: Fixture.bytes("characters-page-1.json"), plan: Plans.characters,
                                          variables: ["page": .int(1)]))
        return store
    }

    private func slot(_ type: TypeID, _ field: String) -> Int32 {
        Registry.shared.slot(type, field).index
    }

    /// A change set writing one string field of one record.
    private func writing(_ key: RecordKey, _ field: String, _ text: String) -> ChangeSet {
        var changeSet = ChangeSet()
        changeSet.records = [ChangeSet.RecordEntry(key: key, type: character)]
        changeSet.strings = [text]
        changeSet.entries = [ChangeSet.Entry(record: 0, slot: slot(character, field), value: .string(0))]
        return changeSet
    }

    /// A connection under the query root whose edges lead to `nodes`, listed in
    /// `order` (positions into the edges made).
    private func connection(in store: Store, nodes: [RecordKey], order: [Int]) -> Record {
        let connection = store.makeRecord(RecordKey("client:root:__test_connection"), type: connectionType)
        store.queryRoot.setValue(.link(connection.id), at: slot(.query, "__test_connection"))
        let edges = nodes.enumerated().map { position, node in
            let edge = store.makeRecord(.path(parent: connection.key, storageKey: "edges", index: position), type: edgeType)
            edge.setValue(.link(store.record(for: node)!.id), at: slot(edgeType, "node"))
            return edge
        }
        connection.setValue(.links(order.map { edges[$0].id }), at: slot(connectionType, "edges"))
        return connection
    }

    @Test func aCommittedPageAndItsCollectionBreakNoRule() throws {
        let store = try pageStore()
        #expect(StoreInvariants.check(store).isEmpty)
        store.collect(from: [])
        #expect(store.recordCount == 3)
        #expect(StoreInvariants.check(store).isEmpty)
    }

    @Test func aLinkToANumberTheStoreDoesNotHoldIsNamed() throws {
        let store = try pageStore()
        let rick = store.record(for: RecordKey("Character:1"))!
        rick.setValue(.link(RecordID(999)), at: slot(character, "origin"))
        #expect(StoreInvariants.check(store) == [
            .danglingLink(record: RecordKey("Character:1"), field: "origin", target: RecordID(999)),
        ])
    }

    @Test func aDanglingElementOfAPluralLinkIsNamed() throws {
        let store = try pageStore()
        let rick = store.record(for: RecordKey("Character:1"))!
        rick.setValue(.links([RecordID(1), nil, RecordID(-4)]), at: slot(character, "episode"))
        #expect(StoreInvariants.check(store) == [
            .danglingLink(record: RecordKey("Character:1"), field: "episode", target: RecordID(-4)),
        ])
    }

    @Test func aConnectionListingOneEdgeTwiceIsNamed() throws {
        let store = try pageStore()
        let connection = connection(in: store, nodes: [RecordKey("Character:1"), RecordKey("Character:2")],
                                    order: [0, 1, 0])
        #expect(StoreInvariants.check(store) == [
            .repeatedEdge(connection: connection.key, edge: .path(parent: connection.key, storageKey: "edges", index: 0)),
        ])
    }

    @Test func twoEdgesToOneNodeAreNamedUnlessOneIsDeleted() throws {
        let store = try pageStore()
        let connection = connection(in: store, nodes: [RecordKey("Character:1"), RecordKey("Character:2"),
                                                       RecordKey("Character:1")], order: [0, 1, 2])
        #expect(StoreInvariants.check(store) == [
            .repeatedNode(connection: connection.key, node: RecordKey("Character:1")),
        ])
        store.record(for: .path(parent: connection.key, storageKey: "edges", index: 2))!.markDeleted(true)
        #expect(StoreInvariants.check(store).isEmpty)
    }

    @Test func aPlainLinkIsNoConnection() throws {
        let store = try pageStore()
        // The same shape under a field that is no connection's handle promises nothing.
        let list = store.makeRecord(RecordKey("client:root:list"), type: connectionType)
        store.queryRoot.setValue(.link(list.id), at: slot(.query, "list"))
        let rick = store.record(for: RecordKey("Character:1"))!.id
        let edge = store.makeRecord(RecordKey("client:root:list:edges:0"), type: edgeType)
        edge.setValue(.link(rick), at: slot(edgeType, "node"))
        list.setValue(.links([edge.id, edge.id]), at: slot(connectionType, "edges"))
        #expect(StoreInvariants.check(store).isEmpty)
    }

    @Test func aCaptureTakenUnderALayerHoldsAnOptimisticValue() throws {
        let store = try pageStore()
        let rick = store.record(for: RecordKey("Character:1"))!
        let server = capture(of: rick)
        store.applyLayer(writing(rick.key, "name", "Optimistic Rick"))
        #expect(StoreInvariants.checkImage([server], of: store).isEmpty)
        #expect(StoreInvariants.checkImage([capture(of: rick)], of: store) == [
            .optimisticValueInImage(record: rick.key, field: "name"),
        ])
    }

    @Test func aCaptureTakenUnderALayerHoldsItsDeletion() throws {
        let store = try pageStore()
        let rick = store.record(for: RecordKey("Character:1"))!
        var deletion = ChangeSet()
        deletion.deletions = [rick.key]
        store.applyLayer(deletion)
        #expect(StoreInvariants.checkImage([capture(of: rick)], of: store).contains(
            .optimisticValueInImage(record: rick.key, field: nil)))
    }

    @Test func underALayerAServerBatchsValuesAreTheServersAndTheLayersAreNot() throws {
        let store = try pageStore()
        let rick = store.record(for: RecordKey("Character:1"))!
        store.applyLayer(writing(rick.key, "name", "Optimistic Rick"))
        store.commit(writing(rick.key, "status", "Dead"))
        // The same server batches without the layer: what the image must be handed.
        let server = try pageStore()
        server.commit(writing(rick.key, "status", "Dead"))
        #expect(StoreInvariants.checkImage([capture(of: server.record(for: rick.key)!)], of: store).isEmpty)
        #expect(StoreInvariants.checkImage([capture(of: rick)], of: store) == [
            .optimisticValueInImage(record: rick.key, field: "name"),
        ])
    }

    @Test func aChangedFieldOrRecordIsNamedAsAFailuresChange() throws {
        let store = try pageStore()
        let before = StoreContents(of: store)
        #expect(StoreInvariants.unchanged(before, StoreContents(of: store)).isEmpty)
        store.commit(writing(RecordKey("Character:2"), "status", "Dead"))
        store.commit(writing(RecordKey("Character:999"), "name", "Nobody"))
        #expect(StoreInvariants.unchanged(before, StoreContents(of: store)) == [
            .failureChangedStore(record: RecordKey("Character:2"), field: "status"),
            .failureChangedStore(record: RecordKey("Character:999"), field: nil),
        ])
    }

    @Test func aRevertWithNoBatchSinceLeavesTheStoreAsItWas() throws {
        let store = try pageStore()
        let before = StoreContents(of: store)
        let count = store.recordCount
        let layer = store.applyLayer(writing(RecordKey("Character:999"), "name", "Optimistic"))
        #expect(store.recordCount == count + 1)
        store.revertLayer(layer)
        #expect(store.recordCount == count)
        #expect(store.record(for: RecordKey("Character:999")) == nil)
        #expect(StoreInvariants.unchanged(before, StoreContents(of: store)).isEmpty)
    }

    @Test func aRevertAfterAServerBatchKeepsTheRecordsItMayHaveWritten() throws {
        let store = try pageStore()
        let layer = store.applyLayer(writing(RecordKey("Character:999"), "name", "Optimistic"))
        store.commit(writing(RecordKey("Character:999"), "status", "Alive"))
        store.revertLayer(layer)
        let kept = try #require(store.record(for: RecordKey("Character:999")))
        #expect(kept.value(at: slot(character, "status")) == .string("Alive"))
        #expect(kept.value(at: slot(character, "name")) == .missing)
    }

    private func capture(of record: Record) -> CapturedRecords.Capture {
        CapturedRecords.Capture(key: record.key, type: record.type, isDeleted: record.isDeleted, replacesRow: false,
                                slots: record.slots)
    }
}
