@_spi(Generated) @testable import Baton
import BatonTesting
import Foundation
import Testing

/// A connection across launches: the availability check walks the connection's
/// client link, so a relaunch over the image reads every page merged before it.
@Suite @MainActor
struct ImageTests {
    @Test func aRelaunchReadsTheMergedPagesFromTheImage() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("connections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("image.sqlite")
        let first = Store.TestOperation(variables: ["first": .int(3)])

        let earlier = Persistence(url: url)
        let store = Store(persistence: earlier)
        try MergeTests.commit(MergeTests.page([1, 2, 3]), first.variables, to: store)
        try MergeTests.commit(MergeTests.page([4, 5]), ["first": .int(3), "after": .string("c3")], to: store)
        earlier.close()
        await earlier.flush()

        let later = Persistence(url: url)
        let relaunched = Store(persistence: later)
        #expect(relaunched.isAvailable(first))
        #expect(try MergeTests.nodes(relaunched) == ["r1", "r2", "r3", "r4", "r5"])
        #expect(try MergeTests.pageInfo(relaunched, "endCursor") == .string("c5"))
        later.close()
        await later.flush()
    }

    @Test func aLoadingFlagNeverReachesTheFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("connections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("image.sqlite")
        let persistence = Persistence(url: url)
        let transport = ScriptedTransport()
        let environment = Environment(store: Store(persistence: persistence), transport: transport)
        let handle = environment.handle(for: Store.TestOperation(variables: ["last": .int(2)]))
        let retention = handle.retain(.storeOnly)
        defer { retention.end() }
        try MergeTests.commit(MergeTests.page([4, 5], hasNext: true, hasPrevious: true), ["last": .int(2)],
                              to: environment.store)
        let anchor = Anchor(record: try #require(environment.store.record(for: MergeTests.connectionKey)),
                            owner: handle.data.anchor.owner, origin: environment.store.record(for: RecordKey("TestUser:u1")))
        func load(_ direction: PageDirection) -> Task<Void, any Error> {
            Task {
                try await anchor.loadPage(TestPaginationQuery.self, TestPaginationQuery.pagination, direction, count: 3,
                                          variables: ["after", "before", "first", "last"], identifier: nil)
            }
        }
        // Both loads in flight; the server's answer to one is written while the other's flag is up.
        let previous = load(.previous)
        let before = try await transport.nextRequest()
        let next = load(.next)
        let after = try await transport.nextRequest()
        try before.respond(json: MergeTests.page([3], hasNext: true, hasPrevious: false))
        try await previous.value
        await persistence.flush()

        let names = try persistence.writer.read { file throws(SQLiteFailure) in
            let rows = try file.rows([MergeTests.connectionKey])
            let names = file.nameSnapshot.names
            return rows.flatMap { $0?.cells.compactMap { names[$0.nameID] } ?? [] }
        }
        #expect(names?.contains("edges") == true)
        #expect(names?.contains { $0.hasPrefix("__isLoading") } == false)
        let raw = try SQLiteConnection(path: url.path, busyTimeout: 1000)
        let statement = try raw.prepare("SELECT count(*) FROM names WHERE name LIKE '\\_\\_isLoading%' ESCAPE '\\'")
        #expect(try statement.step() && statement.int64(0) == 0)
        statement.finalize()
        raw.close()
        try after.respond(json: MergeTests.page([6], hasNext: false, hasPrevious: false))
        try await next.value
        persistence.close()
        await persistence.flush()
    }

    @Test func aConnectionTheStoreNeverMergedIsAMiss() throws {
        let store = Store()
        let first = Store.TestOperation(variables: ["first": .int(3)])
        // The server's page alone, as a store written before connections were merged holds it.
        let json = MergeTests.page([1, 2])
        var changeSet = try Ingest.changeSet(for: Array(json.utf8), plan: MergeTests.plan, variables: first.variables)
        changeSet.pages.removeAll()
        let user = try #require(changeSet.records.firstIndex { $0.key == RecordKey("TestUser:u1") })
        let handle = Registry.shared.slot(TypeID("TestUser"), "__Test_repositories_connection").index
        changeSet.entries.removeAll { $0.record == Int32(user) && $0.slot == handle }
        store.commit(changeSet)
        #expect(!store.isAvailable(first))
        try MergeTests.commit(json, first.variables, to: store)
        #expect(store.isAvailable(first))
    }
}
