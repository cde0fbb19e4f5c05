import Observation
import Testing
@testable import Baton
import BatonInspector

@MainActor
@Suite(.readsTheSuite) struct InspectorTests {
    private func store() throws -> Store {
        let store = Store()
        store.commit(try Ingest.changeSet(for: Fixture.bytes("character-name-hidden.json"), plan: Plan(
            name: "TestHeaderQuery", selections: [
                Selection(type: "Query", fields: [.link("character", 1, key: .constant(#"character(id:"1")"#))]),
                Selection(type: "Character", keyFields: ["id"], fields: [
                    .scalar("id", .id), .scalar("name", .string), .scalar("species", .string),
                ]),
            ])))
        return store
    }

    @Test func countsAndRecordsByType() throws {
        let inspector = StoreInspector(try store())
        #expect(inspector.recordCount == 4)
        #expect(inspector.types == [
            .init(name: "Character", count: 1), .init(name: "Mutation", count: 1),
            .init(name: "Query", count: 1), .init(name: "Subscription", count: 1),
        ])
        #expect(inspector.records(ofType: "Character") == [.init(key: RecordKey("Character:1"), isDeleted: false)])
        #expect(inspector.records(ofType: "Robot").isEmpty)
    }

    @Test func aRecordsFieldsWithTheirValuesAndErrors() throws {
        let inspector = StoreInspector(try store())
        #expect(inspector.fields(of: RecordKey("Character:1")) == [
            .init(storageKey: "__typename", value: #""Character""#, error: nil),
            .init(storageKey: "id", value: #""1""#, error: nil),
            .init(storageKey: "name", value: "null", error: FieldError(message: "name hidden", path: "character.name")),
            .init(storageKey: "species", value: #""Human""#, error: nil),
        ])
        #expect(inspector.fields(of: .queryRoot)?.last
            == .init(storageKey: #"character(id:"1")"#, value: #"{"__ref": "Character:1"}"#, error: nil))
        #expect(inspector.fields(of: RecordKey("Character:2")) == nil)
        #expect(inspector.export == Fixture.text("character-name-hidden.store.json"))
    }

    @Test func aViewOverTheInspectorIsToldOfEveryBatch() throws {
        let store = try store()
        let inspector = StoreInspector(store)
        let wakes = Wakes()
        withObservationTracking {
            _ = inspector.recordCount
        } onChange: {
            wakes.wake()
        }
        let revision = inspector.revision
        // A batch that changes nothing still moves the revision.
        store.commit(ChangeSet())
        #expect(wakes.value == 1)
        #expect(inspector.revision == revision + 1)
    }
}
