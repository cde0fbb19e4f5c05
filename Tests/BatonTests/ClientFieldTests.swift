import Testing
@testable import Baton
import BatonInspector

/// A client extension field in the plan: never sent, so a complete response may
/// lack it; written when a response holds it; never waited for by the check.
@MainActor
@Suite struct ClientFieldTests {
    /// `character(id: "1") { id name isPinned }` and the client root field
    /// `drafts { id text }` of the client type `Draft`.
    static let plan = Plan(name: "TestPinned", selections: [
        Selection(type: "Query", fields: [
            .link("character", 1, key: .constant(#"character(id:"1")"#)),
            .links("drafts", 2, client: true),
        ]),
        Selection(type: "Character", keyFields: ["id"], fields: [
            .scalar("id", .id), .scalar("name", .string), .scalar("isPinned", .boolean, client: true),
        ]),
        Selection(type: "Draft", keyFields: ["id"], fields: [
            .scalar("id", .id, client: true), .scalar("text", .string, client: true),
        ]),
    ])

    private func commit(_ text: String, to store: Store) throws {
        store.commit(try Ingest.changeSet(for: Array(text.utf8), plan: Self.plan, complete: true))
    }

    @Test func aCompleteResponseWithoutTheClientFieldsIsAccepted() throws {
        let store = Store()
        try commit(#"{"data":{"character":{"id":"1","name":"Rick"}}}"#, to: store)
        let dump = StoreExport.text(of: store)
        #expect(dump.contains(#""Character:1": {"__typename": "Character", "id": "1", "name": "Rick"}"#))
        #expect(!dump.contains("drafts"))
    }

    @Test func aServerFieldIsStillExpected() {
        #expect(throws: IngestError.self) {
            try Ingest.changeSet(for: Array(#"{"data":{"character":{"id":"1"}}}"#.utf8), plan: Self.plan, complete: true)
        }
    }

    @Test func aPayloadHoldingTheClientFieldsWritesThem() throws {
        let store = Store()
        try commit(#"{"data":{"character":{"id":"1","name":"Rick","isPinned":true},"#
            + #""drafts":[{"id":"d1","text":"Plumbus care"}]}}"#, to: store)
        let dump = StoreExport.text(of: store)
        #expect(dump.contains(#""Character:1": {"__typename": "Character", "id": "1", "isPinned": true, "name": "Rick"}"#))
        #expect(dump.contains(#""Draft:d1": {"__typename": "Draft", "id": "d1", "text": "Plumbus care"}"#))
        #expect(dump.contains(#""drafts": {"__refs": ["Draft:d1"]}"#))
    }

    @Test func theCheckDoesNotWaitForAClientField() throws {
        let store = Store()
        try commit(#"{"data":{"character":{"id":"1","name":"Rick"}}}"#, to: store)
        #expect(store.hydrate(Self.plan, variables: [:]).answer == .memory)
    }

    @Test func theCheckFollowsAClientLinkItHolds() throws {
        let store = Store()
        try commit(#"{"data":{"character":{"id":"1","name":"Rick"},"drafts":[{"id":"d1","text":"Plumbus care"}]}}"#,
                   to: store)
        #expect(store.hydrate(Self.plan, variables: [:]).answer == .memory)
    }
}
