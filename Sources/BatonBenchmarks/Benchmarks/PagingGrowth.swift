@_spi(Generated) import Baton
import BenchmarkCounts
import GitHub

/// Whether a page costs the same at the end of a long connection as near its
/// start: the viewer's repositories, twenty a page, page 500 of 10,000 appended
/// to a connection already holding the 9,980 edges of the pages before it,
/// against page 2 appended to one holding page 1 (the first append; page 1 itself
/// starts the connection rather than merging into one). Each is the page's bytes
/// ingested and committed, as `paging.commit_page` measures. The earlier pages
/// are made outside the clock as one first page of 9,980 repositories, the same
/// edges in the same order as 499 pages merged one by one, without paying for
/// those merges before every sample.
@MainActor
enum PagingGrowth {
    static let size = 20
    static let lastPage = 500
    static let firstAppend = "growth.paging_load_next_page_2"
    static let lastAppend = "growth.paging_load_next_page_500"

    static func run(in session: Session) throws {
        let pages = ViewerRepositories(pages: lastPage, size: size)
        let held = ViewerRepositories(pages: 1, size: (lastPage - 1) * size)
        let onePage = try Ingest.changeSet(for: pages.firstPage, plan: ViewerRepositoriesScreenQuery.plan)
        let appended = { (store: Store, page: Int) in
            let cursor = ViewerRepositories.cursor(after: page - 1, size: size)
            guard let payload = pages.laterPages[cursor] else { throw HarnessError.unexpected("no page after \(cursor)") }
            _ = store.commit(try Ingest.changeSet(for: [UInt8](payload.bytes), plan: RepositoryListPaginationQuery.plan,
                                                  variables: pages.variables(after: page - 1)))
        }
        let holding = { (first: Payload) in
            let store = Store()
            store.commit(try Ingest.changeSet(for: first, plan: ViewerRepositoriesScreenQuery.plan))
            return store
        }

        let checked = try holding(held.firstPage)
        try appended(checked, lastPage)
        try expect(checked, holds: lastPage * size)

        var store = Store()
        try session.measure(firstAppend, .single, before: {
            store = Store()
            store.commit(onePage)
        }) {
            try appended(store, 2)
        }
        try session.measure(lastAppend, .single, before: { store = try holding(held.firstPage) }) {
            try appended(store, lastPage)
        }

        try session.row(firstAppend)
        try session.row(lastAppend, against: firstAppend, goal: .atMost(1.2))
    }

    /// The connection holds `count` repositories, numbered in order, and no page after.
    private static func expect(_ store: Store, holds count: Int) throws {
        let connection = store.data(of: ViewerRepositoriesScreenQuery()).viewer.repositoryList.repositories
        let nodes = connection.nodes
        guard nodes.count == count, nodes.first?.id == "R_1", nodes.last?.id == "R_\(count)", !connection.hasNext else {
            throw HarnessError.unexpected("the connection holds \(nodes.count) repositories of \(count)")
        }
    }
}
