@_spi(Generated) @testable import Baton
import BatonTesting
import Testing

/// The merge of a page into a long connection keeps what a merge over the whole
/// connection gave: the first edge for a node kept, in order, and an edge deleted
/// since the page before dropped at the next merge. An appended page's work is
/// the page's: it writes its own links, however long the connection.
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

    /// The connection's edges as the store holds them.
    static func edges(_ store: Store) throws -> [RecordID?] {
        let connection = try #require(store.record(for: Merge.connectionKey))
        guard case let .links(edges) = connection.value(at: Registry.shared.slot(connection.type, "edges").index) else {
            return []
        }
        return edges
    }

    /// The next page of ten after a connection of `pages` pages, as a change set.
    static func nextPage(after pages: Int) throws -> ChangeSet {
        let ids = Array((pages * 10 + 1)...(pages * 10 + 10))
        return try Ingest.changeSet(for: Array(Merge.page(ids, total: 1_000).utf8), plan: Merge.plan,
                                    variables: ["first": .int(10), "after": .string("c\(pages * 10)")])
    }

    @Test func anAppendedPageWritesItsOwnLinksWhateverTheConnectionsLength() throws {
        for pages in [3, 30, 100] {
            let store = try Self.long(pages: pages)
            let before = store.linksWritten
            store.commit(try Self.nextPage(after: pages))
            // The page's ten edges under its own key, and the same ten added to the
            // connection: not the connection's list written and compared whole.
            #expect(store.linksWritten - before == 20, "after \(pages) pages")
            #expect(try Merge.nodes(store) == (1...(pages * 10 + 10)).map { "r\($0)" })
        }
    }

    @Test func aListAnUpdaterWroteIsMergedWholeThoughItsLengthIsTheSame() throws {
        let store = try Self.long(pages: 3)
        // Repository 1's edge a null: thirty elements still, but another list.
        let edges = try Self.edges(store)
        var rewrite = ChangeSet()
        rewrite.updates.append { proxy in
            proxy.setValue(.links([nil] + edges.dropFirst()), "edges", of: Merge.connectionKey)
        }
        store.commit(rewrite)
        try Merge.commit(Merge.page([1] + Array(31...39), total: 1_000), ["first": .int(10), "after": .string("c30")], to: store)
        #expect(try Merge.nodes(store) == (2...30).map { "r\($0)" } + ["r1"] + (31...39).map { "r\($0)" })
    }

    @Test func anUpdaterPuttingTheListBackInThePagesCommitNotifiesNothing() throws {
        let store = try Self.long(pages: 3)
        let edges = try Self.edges(store)
        var page = try Self.nextPage(after: 3)
        page.updates.append { proxy in proxy.setValue(.links(edges), "edges", of: Merge.connectionKey) }
        let commit = store.commit(page)
        #expect(Merge.edgesChanged(commit) == 0)
        #expect(try Merge.nodes(store) == (1...30).map { "r\($0)" })
        // The page info moved on, so the next page follows it, over the list as written.
        try Merge.commit(Merge.page(Array(41...50), total: 1_000), ["first": .int(10), "after": .string("c40")], to: store)
        #expect(try Merge.nodes(store) == (Array(1...30) + Array(41...50)).map { "r\($0)" })
    }
}
