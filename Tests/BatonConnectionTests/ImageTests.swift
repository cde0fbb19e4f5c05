@testable import Baton
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
