@_spi(Generated) @testable import Baton
import BatonInspector
import Testing

/// The edge directives on a mutation's payload, committed through the ingest as a
/// payload made by hand: edits on the connection the test's query merged.
@Suite @MainActor
struct EditTests {
    static var connection: String { MergeTests.connectionKey.rawValue }

    /// A store holding the connection's first page, r1 to r3.
    static func store() throws -> Store {
        let store = Store()
        try MergeTests.commit(MergeTests.page([1, 2, 3]), ["first": .int(3)], to: store)
        return store
    }

    @discardableResult
    static func mutate(_ data: String, _ store: Store, connections: [String] = [connection]) throws -> Commit {
        let variables: Variables = ["connections": .list(connections.map(Variable.string))]
        let changeSet = try Ingest.changeSet(
            for: Array(#"{"data":\#(data)}"#.utf8), plan: TestMutationPlan.plan, variables: variables, complete: false)
        return store.commit(changeSet)
    }

    static func edge(_ id: Int) -> String {
        #"{"cursor":"c\#(id)","node":{"id":"r\#(id)","name":"repo \#(id)"}}"#
    }

    @Test func appendEdgeCopiesTheEdgeIntoARecordTheConnectionOwns() throws {
        let store = try Self.store()
        let commit = try Self.mutate(#"{"addRepository":{"repositoryEdge":\#(Self.edge(7))}}"#, store)
        #expect(try MergeTests.nodes(store) == ["r1", "r2", "r3", "r7"])
        #expect(MergeTests.edgesChanged(commit) == 1)
        let copy = try #require(store.record(for: RecordKey(Self.connection + ":edges:0")))
        #expect(copy.value(at: Registry.shared.slot(copy.type, "cursor").index) == .string("c7"))
        let connection = try #require(store.record(for: MergeTests.connectionKey))
        #expect(connection.value(at: Registry.shared.slot(connection.type, "__connection_next_edge_index").index) == .int(1))
        // The same node again is not a second edge.
        try Self.mutate(#"{"addRepository":{"repositoryEdge":\#(Self.edge(7))}}"#, store)
        #expect(try MergeTests.nodes(store) == ["r1", "r2", "r3", "r7"])
        // A later page still appends after the inserted edge.
        try MergeTests.commit(MergeTests.page([4]), ["first": .int(1), "after": .string("c3")], to: store)
        #expect(try MergeTests.nodes(store) == ["r1", "r2", "r3", "r7", "r4"])
    }

    @Test func prependEdgeInsertsAtTheStart() throws {
        let store = try Self.store()
        try Self.mutate(#"{"addRepository":{"firstEdge":\#(Self.edge(8))}}"#, store)
        #expect(try MergeTests.nodes(store) == ["r8", "r1", "r2", "r3"])
    }

    @Test func appendNodeAndPrependNodeMakeAnEdgeOfTheNamedTypeWithoutACursor() throws {
        let store = try Self.store()
        try Self.mutate(#"{"createRepository":{"repository":{"id":"r9","name":"repo 9"}}}"#, store)
        try Self.mutate(#"{"createRepository":{"firstRepository":{"id":"r0","name":"repo 0"}}}"#, store)
        #expect(try MergeTests.nodes(store) == ["r0", "r1", "r2", "r3", "r9"])
        let made = try #require(store.record(for: RecordKey(Self.connection + ":edges:0")))
        #expect(made.type.name == "TestRepositoryEdge")
        #expect(made.value(at: Registry.shared.slot(made.type, "cursor").index) == .null)
    }

    @Test func deleteEdgeRemovesTheNodesEdgesAndLeavesTheRecord() throws {
        let store = try Self.store()
        let commit = try Self.mutate(#"{"removeRepository":{"removedId":"r2"}}"#, store)
        #expect(try MergeTests.nodes(store) == ["r1", "r3"])
        #expect(MergeTests.edgesChanged(commit) == 1)
        #expect(store.record(for: RecordKey("TestRepository:r2"))?.isDeleted == false)
    }

    @Test func deleteRecordDeletesTheOneRecordWithTheId() throws {
        let store = try Self.store()
        try Self.mutate(#"{"deleteRepository":{"deletedId":"r3"}}"#, store)
        #expect(store.record(for: RecordKey("TestRepository:r3"))?.isDeleted == true)
        #expect(StoreExport.text(of: store).contains(#""TestRepository:r3": null"#))
        // Deleted records read as absent: the edge's link reads null.
        let edge = try #require(store.record(for: RecordKey("TestUser:u1:repositories(first:3):edges:2")))
        #expect(edge.readLink(Registry.shared.slot(edge.type, "node")) == nil)
        // An id no record has deletes nothing.
        try Self.mutate(#"{"deleteRepository":{"deletedId":"r404"}}"#, store)
        #expect(store.allRecords.filter(\.isDeleted).count == 1)
    }

    @Test func aConnectionTheStoreDoesNotHoldIsLeftAlone() throws {
        let store = try Self.store()
        try Self.mutate(#"{"removeRepository":{"removedId":"r1"}}"#, store, connections: ["TestUser:u2:__Test_repositories_connection"])
        try Self.mutate(#"{"addRepository":{"repositoryEdge":\#(Self.edge(7))}}"#, store, connections: [])
        #expect(try MergeTests.nodes(store) == ["r1", "r2", "r3"])
        #expect(store.record(for: RecordKey(Self.connection + ":edges:0")) == nil)
    }

    @Test func anEdgeOfAnotherTypeIsLeftAlone() throws {
        let store = try Self.store()
        try Self.mutate(#"{"createRepository":{"otherEdgeRepository":{"id":"r5","name":"repo 5"}}}"#, store)
        #expect(try MergeTests.nodes(store) == ["r1", "r2", "r3"])
    }
}

/// A mutation whose payload carries each edge directive, written as generated code
/// writes a plan.
enum TestMutationPlan {
    static let connections = Edit.Connections.variable("connections")

    static let plan = Plan(name: "TestRepositoryMutation", kind: .mutation, selections: [
        Selection(type: "Mutation", fields: [
            .link("addRepository", 1), .link("createRepository", 4),
            .link("removeRepository", 5), .link("deleteRepository", 6),
        ]),
        Selection(type: "TestAddPayload", fields: [
            .link("repositoryEdge", 2, edit: Edit(.appendEdge, connections: connections)),
            .link("firstEdge", 2, edit: Edit(.prependEdge, connections: connections)),
        ]),
        Selection(type: "TestRepositoryEdge", fields: [.scalar("cursor", .string), .link("node", 3)]),
        Selection(type: "TestRepository", keyFields: ["id"], fields: [
            .scalar("id", .id, nullable: false), .scalar("name", .string, nullable: false),
        ]),
        Selection(type: "TestCreatePayload", fields: [
            .link("repository", 3, edit: Edit(.appendNode, connections: connections, edgeTypeName: "TestRepositoryEdge")),
            .link("firstRepository", 3, edit: Edit(.prependNode, connections: connections, edgeTypeName: "TestRepositoryEdge")),
            .link("otherEdgeRepository", 3, edit: Edit(.appendNode, connections: connections, edgeTypeName: "TestOtherEdge")),
        ]),
        Selection(type: "TestRemovePayload", fields: [
            .scalar("removedId", .id, edit: Edit(.deleteEdge, connections: connections)),
        ]),
        Selection(type: "TestDeletePayload", fields: [.scalar("deletedId", .id, edit: Edit(.deleteRecord))]),
    ])
}
