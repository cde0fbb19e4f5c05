@_spi(Generated) @testable import Baton
import BatonTesting
import Testing

/// The merge of a page into a long connection keeps what a merge over the whole
/// connection gave: the first edge for a node kept, in order, and an edge deleted
/// since the page before dropped at the next merge.
@Suite @MainActor
struct LongConnectionMergeTests {
    typealias Merge = MergeTests

    /// A connection of `pages` pages of ten, repositories 1 up, each page after the last.
    static func long(pages: Int) throws -> Store {
        let store = Store()
        try Merge.commit(Merge.page(Array(1...10), total: 1_000), ["first": .int(10)], to: store)
        for page in 1..<pages {
            let ids = Array((page * 10 + 1)...(page * 10 + 10))
            try Merge.commit(Merge.page(ids, total: 1_000), ["first": .int(10), "after": .string("c\(page * 10)")], to: store)
        }
        return store
    }

    @Test func aPageRepeatingEdgesOfTheConnectionKeepsTheFirstOfEach() throws {
        let store = try Self.long(pages: 30)
        // Repository 7 (page 1), 150 (page 15) and 300 (the end) again, 301 twice.
        try Merge.commit(Merge.page([7, 301, 150, 301, 302, 300], total: 1_000),
                         ["first": .int(6), "after": .string("c300")], to: store)
        #expect(try Merge.nodes(store) == (1...302).map { "r\($0)" })
        #expect(try Merge.pageInfo(store, "endCursor") == .string("c300"))
    }

    @Test func aPrependRepeatingEdgesOfTheConnectionKeepsThePagesCopy() throws {
        let store = Store()
        try Merge.commit(Merge.page(Array(11...40), total: 1_000), ["last": .int(30), "before": .string("c41")], to: store)
        try Merge.commit(Merge.page([5, 12, 6, 39], total: 1_000), ["last": .int(4), "before": .string("c11")], to: store)
        #expect(try Merge.nodes(store) == ["r5", "r12", "r6", "r39"] + (11...40).filter { $0 != 12 && $0 != 39 }.map { "r\($0)" })
    }

    @Test func anEdgeDeletedSinceTheLastPageIsDroppedByTheNext() throws {
        let store = try Self.long(pages: 20)
        let connection = try #require(store.record(for: Merge.connectionKey))
        guard case let .links(edges) = connection.value(at: Registry.shared.slot(connection.type, "edges").index) else {
            Issue.record("no edges")
            return
        }
        var deletion = ChangeSet()
        deletion.delete(store.record(try #require(edges[54])).key)
        store.commit(deletion)
        try Merge.commit(Merge.page([201, 202], total: 1_000), ["first": .int(2), "after": .string("c200")], to: store)
        #expect(try Merge.nodes(store) == (1...202).filter { $0 != 55 }.map { "r\($0)" })
    }
}
