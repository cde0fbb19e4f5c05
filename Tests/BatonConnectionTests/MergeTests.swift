@_spi(Generated) @testable import Baton
import BatonTesting
import Testing

/// The merge of a connection's pages, through the ingest and the commit: a page
/// without a cursor replaces, after the end cursor appends, before the start
/// cursor prepends; edges are deduplicated by node; a stale page is ignored.
@Suite @MainActor
struct MergeTests {
    static var plan: Plan { TestConnectionPlan.plan }

    static let connectionKey = RecordKey("TestUser:u1:__Test_repositories_connection")

    /// A page of repositories `ids`, each edge's cursor `c` and the id, with its page info.
    static func page(_ ids: [Int], total: Int = 9, hasNext: Bool = true, hasPrevious: Bool = false) -> String {
        let edges = ids.map { #"{"cursor":"c\#($0)","node":{"id":"r\#($0)","name":"repo \#($0)"}}"# }
        let start = ids.first.map { #""c\#($0)""# } ?? "null"
        let end = ids.last.map { #""c\#($0)""# } ?? "null"
        return #"{"data":{"viewer":{"id":"u1","repositories":{"totalCount":\#(total),"edges":[\#(edges.joined(separator: ","))],"#
            + #""pageInfo":{"endCursor":\#(end),"hasNextPage":\#(hasNext),"startCursor":\#(start),"hasPreviousPage":\#(hasPrevious)}}}}}"#
    }

    @discardableResult
    static func commit(_ json: String, _ variables: Variables, to store: Store) throws -> Commit {
        store.commit(try Ingest.changeSet(for: Array(json.utf8), plan: plan, variables: variables))
    }

    /// The merged connection's nodes, by id, in order.
    static func nodes(_ store: Store) throws -> [String] {
        let connection = try #require(store.record(for: connectionKey))
        guard case let .links(edges) = connection.value(at: Registry.shared.slot(connection.type, "edges").index) else {
            return []
        }
        return edges.compactMap { id -> String? in
            guard let id else { return nil }
            let edge = store.record(id)
            guard case let .link(node) = edge.value(at: Registry.shared.slot(edge.type, "node").index) else { return nil }
            return String(store.record(node).key.rawValue.split(separator: ":").last ?? "")
        }
    }

    static func pageInfo(_ store: Store, _ field: String) throws -> SlotValue {
        let info = try #require(store.record(for: RecordKey(connectionKey.rawValue + ":pageInfo")))
        return info.value(at: Registry.shared.slot(info.type, field).index)
    }

    static func edgesChanged(_ commit: Commit) -> Int {
        commit.changed.filter { $0.record == connectionKey && $0.storageKey == "edges" }.count
    }

    @Test func aFirstPageStartsTheConnectionBesideTheServersPage() throws {
        let store = Store()
        try Self.commit(Self.page([1, 2, 3]), ["first": .int(3)], to: store)
        #expect(try Self.nodes(store) == ["r1", "r2", "r3"])
        let user = try #require(store.record(for: RecordKey("TestUser:u1")))
        #expect(user.value(at: Registry.shared.slot(user.type, "__Test_repositories_connection").index)
            == .link(try #require(store.record(for: Self.connectionKey)).id))
        // The server's page is kept under its own key, untouched.
        #expect(store.record(for: RecordKey("TestUser:u1:repositories(first:3)")) != nil)
        let connection = try #require(store.record(for: Self.connectionKey))
        #expect(connection.value(at: Registry.shared.slot(connection.type, "totalCount").index) == .int(9))
        #expect(try Self.pageInfo(store, "endCursor") == .string("c3"))
        #expect(try Self.pageInfo(store, "hasNextPage") == .bool(true))
    }

    @Test func aPageAfterTheEndAppendsOnceAndMergesTheForwardPageInfo() throws {
        let store = Store()
        try Self.commit(Self.page([1, 2, 3]), ["first": .int(3)], to: store)
        let commit = try Self.commit(Self.page([4, 5, 6], total: 10, hasNext: false, hasPrevious: true),
                                     ["first": .int(3), "after": .string("c3")], to: store)
        #expect(try Self.nodes(store) == ["r1", "r2", "r3", "r4", "r5", "r6"])
        #expect(Self.edgesChanged(commit) == 1)
        #expect(try Self.pageInfo(store, "endCursor") == .string("c6"))
        #expect(try Self.pageInfo(store, "hasNextPage") == .bool(false))
        // The backward fields are the first page's: an appended page does not set them.
        #expect(try Self.pageInfo(store, "startCursor") == .string("c1"))
        #expect(try Self.pageInfo(store, "hasPreviousPage") == .bool(false))
        // The connection's own fields follow the latest page.
        let connection = try #require(store.record(for: Self.connectionKey))
        #expect(connection.value(at: Registry.shared.slot(connection.type, "totalCount").index) == .int(10))
    }

    @Test func aPageWithoutACursorReplacesTheEdgesAndEveryPageInfoField() throws {
        let store = Store()
        try Self.commit(Self.page([1, 2, 3]), ["first": .int(3)], to: store)
        try Self.commit(Self.page([4, 5, 6]), ["first": .int(3), "after": .string("c3")], to: store)
        try Self.commit(Self.page([7, 8], hasNext: false, hasPrevious: true), ["last": .int(2)], to: store)
        #expect(try Self.nodes(store) == ["r7", "r8"])
        #expect(try Self.pageInfo(store, "startCursor") == .string("c7"))
        #expect(try Self.pageInfo(store, "endCursor") == .string("c8"))
        #expect(try Self.pageInfo(store, "hasNextPage") == .bool(false))
        #expect(try Self.pageInfo(store, "hasPreviousPage") == .bool(true))
    }

    @Test func aPageBeforeTheStartPrependsAndMergesTheBackwardPageInfo() throws {
        let store = Store()
        try Self.commit(Self.page([4, 5], hasNext: true, hasPrevious: true), ["last": .int(2)], to: store)
        try Self.commit(Self.page([2, 3], hasNext: false, hasPrevious: false),
                        ["last": .int(2), "before": .string("c4")], to: store)
        #expect(try Self.nodes(store) == ["r2", "r3", "r4", "r5"])
        #expect(try Self.pageInfo(store, "startCursor") == .string("c2"))
        #expect(try Self.pageInfo(store, "hasPreviousPage") == .bool(false))
        // The forward fields are the first page's.
        #expect(try Self.pageInfo(store, "endCursor") == .string("c5"))
        #expect(try Self.pageInfo(store, "hasNextPage") == .bool(true))
    }

    @Test func edgesAreDeduplicatedByNodeTheFirstEdgeKept() throws {
        let store = Store()
        try Self.commit(Self.page([1, 2, 3]), ["first": .int(3)], to: store)
        // The server moved repository 3 and 2 onto the next page as well.
        try Self.commit(Self.page([3, 4, 2, 5]), ["first": .int(4), "after": .string("c3")], to: store)
        #expect(try Self.nodes(store) == ["r1", "r2", "r3", "r4", "r5"])
        // A page that repeats a node within itself keeps it once.
        try Self.commit(Self.page([6, 6, 7]), ["first": .int(3)], to: store)
        #expect(try Self.nodes(store) == ["r6", "r7"])
    }

    @Test func aStaleAppendWhoseCursorIsNoLongerTheEndIsIgnored() throws {
        let store = Store()
        try Self.commit(Self.page([1, 2, 3]), ["first": .int(3)], to: store)
        // The connection is fetched again from the start while a page after c3 is on the way.
        try Self.commit(Self.page([1, 2, 3, 4, 5, 6]), ["first": .int(6)], to: store)
        let commit = try Self.commit(Self.page([4, 9], total: 20, hasNext: false),
                                     ["first": .int(2), "after": .string("c3")], to: store)
        #expect(try Self.nodes(store) == ["r1", "r2", "r3", "r4", "r5", "r6"])
        #expect(Self.edgesChanged(commit) == 0)
        #expect(try Self.pageInfo(store, "endCursor") == .string("c6"))
        #expect(try Self.pageInfo(store, "hasNextPage") == .bool(true))
        let connection = try #require(store.record(for: Self.connectionKey))
        #expect(connection.value(at: Registry.shared.slot(connection.type, "totalCount").index) == .int(9))
        // A stale prepend is ignored the same way.
        try Self.commit(Self.page([0]), ["last": .int(1), "before": .string("c4")], to: store)
        #expect(try Self.nodes(store) == ["r1", "r2", "r3", "r4", "r5", "r6"])
    }

    @Test func aCursorVariableLeftNullReplaces() throws {
        let store = Store()
        try Self.commit(Self.page([1, 2]), ["first": .int(2)], to: store)
        try Self.commit(Self.page([5]), ["first": .int(1), "after": .null], to: store)
        #expect(try Self.nodes(store) == ["r5"])
    }

    @Test func collectionKeepsThePagesTheConnectionHolds() async throws {
        let store = Store()
        let environment = Environment(store: store, transport: SilentTransport())
        let first = Store.TestOperation(variables: ["first": .int(3)])
        let handle = environment.handle(for: first)
        let retention = handle.retain(.storeOnly)
        try Self.commit(Self.page([1, 2, 3]), first.variables, to: store)
        // The second page's operation value is nobody's root: only the connection keeps its records.
        try Self.commit(Self.page([4, 5, 6]), ["first": .int(3), "after": .string("c3")], to: store)
        environment.collect()
        #expect(try Self.nodes(store) == ["r1", "r2", "r3", "r4", "r5", "r6"])
        #expect(store.record(for: RecordKey("TestRepository:r6")) != nil)
        // The second page's own record is not the connection's, and goes.
        #expect(store.record(for: RecordKey(#"TestUser:u1:repositories(after:"c3",first:3)"#)) == nil)
        _ = retention
    }
}

extension Store {
    /// The test plan as an operation value, for a root that retains it.
    struct TestOperation: Query {
        typealias Data = TestData
        static let name = "TestRepositoriesQuery"
        static let document = RequestDocument.text("query TestRepositoriesQuery { viewer { id } }")
        static var plan: Plan { TestConnectionPlan.plan }
        let variables: Variables
    }

    struct TestData: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
        func writeFields(to object: inout [String: Variable]) {}
    }
}

/// A connection paged both ways, written as generated code writes a plan:
/// `viewer { id repositories(first:, after:, last:, before:) @connection(key: "Test_repositories") {
/// totalCount edges { cursor node { id name } } pageInfo { endCursor hasNextPage startCursor hasPreviousPage } } }`
enum TestConnectionPlan {
    static let plan = Plan(name: "TestRepositoriesQuery", selections: [
        Selection(type: "Query", fields: [.link("viewer", 1)]),
        Selection(type: "TestUser", keyFields: ["id"], fields: [
            .scalar("id", .id, nullable: false),
            .link("repositories", 2, key: .arguments("repositories", [
                Argument("after", .variable("after")), Argument("before", .variable("before")),
                Argument("first", .variable("first")), Argument("last", .variable("last")),
            ]), nullable: false, connection: ConnectionInfo(
                key: "Test_repositories", direction: .bidirectional, handleKey: .constant("__Test_repositories_connection"))),
        ]),
        Selection(type: "TestRepositoryConnection", fields: [
            .scalar("totalCount", .int, nullable: false),
            .links("edges", 3),
            .link("pageInfo", 5, nullable: false),
        ]),
        Selection(type: "TestRepositoryEdge", fields: [.scalar("cursor", .string, nullable: false), .link("node", 4)]),
        Selection(type: "TestRepository", keyFields: ["id"], fields: [
            .scalar("id", .id, nullable: false), .scalar("name", .string, nullable: false),
        ]),
        Selection(type: "PageInfo", fields: [
            .scalar("endCursor", .string), .scalar("hasNextPage", .boolean, nullable: false),
            .scalar("startCursor", .string), .scalar("hasPreviousPage", .boolean, nullable: false),
        ]),
    ])
}
