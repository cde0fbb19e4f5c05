import Testing
@_spi(Generated) @testable import Baton
@testable import BatonScreens

/// A follower's update reads inside a scope it ends when the update's observation ends:
/// a record the last update no longer read keeps no registrar, nor anything a stopped
/// follower read.
@MainActor
@Suite struct FollowerTests {
    /// `{ shown { id name } }`: the root's link to the character shown.
    private let plan = Plan(name: "ShownQuery", selections: [
        Selection(type: "Query", fields: [.link("shown", 1)]),
        Selection(type: "Character", keyFields: ["id"], fields: [.scalar("id", .id, nullable: false), .scalar("name", .string)]),
    ])

    private func show(_ id: Int, in store: Store) throws {
        let bytes = Array(#"{"data":{"shown":{"id":"\#(id)","name":"character \#(id)"}}}"#.utf8)
        store.commit(try Ingest.changeSet(for: bytes, plan: plan, variables: [:]))
    }

    @Test func whatTheLastUpdateReadAloneKeepsItsRegistrarAndStoppingLetsItGo() async throws {
        let store = Store()
        try show(1, in: store)
        let root = try #require(store.record(for: .queryRoot))
        let shown = Slot(TypeID.query, "shown"), name = Slot(TypeID("Character"), "name")
        var updates = 0
        let follower = Follower {
            updates += 1
            _ = root.readLink(shown)?.readString(name)
        }
        let first = try #require(store.record(for: RecordKey("Character:1")))
        #expect(first.hasReaders)

        try show(2, in: store)
        while updates < 2 { await Task.yield() }
        let second = try #require(store.record(for: RecordKey("Character:2")))
        #expect(!first.hasReaders)
        #expect(second.hasReaders)

        follower.stop()
        #expect(!second.hasReaders)
        #expect(!root.hasReaders)
    }
}
