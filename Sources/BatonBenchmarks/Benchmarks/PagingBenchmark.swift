@_spi(Generated) import Baton
import BenchmarkCounts
import GitHub

/// Paging a connection: the viewer's repositories, twenty a page, the first page
/// fetched and 42 more loaded with `loadNext` through a recorded transport (each
/// answer made before the clock starts); a figure per page, the pages cycling
/// from a fresh environment once all 42 are in. Against the same pages' bytes
/// ingested and committed into a store on the main actor, in the same order and
/// cycle, so that the ratio is what `loadNext` adds to the bytes-into-store work
/// (the request through the transport, the ingest on another thread, the loading
/// flag set and cleared); the merge into the connection is in both, and neither
/// asks for a collection, since an appended page drops no link. Beside them, a
/// round trip from the main actor to the global executor and back with nothing
/// in it: the two hand-offs the main-thread rule asks of every page, which
/// `loadNext` pays and the commit does not. Then whether a page's merge grows with
/// the connection it joins (`PagingGrowth`).
enum PagingBenchmark: Benchmark {
    static let name = "paging"
    static let summary = "loadNext per page over 42 pages vs the same page's bytes ingested and committed, the round trip of its two hand-offs, and page 500 against page 2"

    /// The pages loaded after the first.
    static let pages = 42
    static let commitPage = "paging.commit_page"
    static let roundTrip = "paging.round_trip"

    static func run(in session: Session) async throws {
        let repositories = ViewerRepositories(pages: pages + 1)
        let later = try (1...pages).map { page in
            let cursor = ViewerRepositories.cursor(after: page, size: repositories.size)
            guard let payload = repositories.laterPages[cursor] else { throw HarnessError.unexpected("no page after \(cursor)") }
            return (bytes: [UInt8](payload.bytes), variables: repositories.variables(after: page))
        }
        let firstPage = try Ingest.changeSet(for: repositories.firstPage, plan: ViewerRepositoriesScreenQuery.plan)
        let commit = { (store: Store, page: Int) in
            _ = store.commit(try Ingest.changeSet(for: later[page].bytes, plan: RepositoryListPaginationQuery.plan,
                                                  variables: later[page].variables))
        }

        let checked = Store()
        checked.commit(firstPage)
        for page in 0..<pages { try commit(checked, page) }
        try expectEveryPage(checked.data(of: ViewerRepositoriesScreenQuery()).viewer.repositoryList.repositories, repositories)
        let list = try await PagedList(repositories)
        for _ in 0..<pages { try await list.connection.loadNext(repositories.size) }
        try expectEveryPage(list.connection, repositories)
        list.end()

        var store = Store()
        var committed = pages
        try session.measure(commitPage, .single, before: {
            guard committed == pages else { return }
            store = Store()
            store.commit(firstPage)
            committed = 0
        }) {
            try commit(store, committed)
            committed += 1
        }

        var paged: PagedList?
        var loaded = pages
        try await session.measureEach("paging.load_next", before: {
            guard loaded == pages else { return }
            paged?.end()
            paged = try await PagedList(repositories)
            loaded = 0
        }) {
            try await paged?.connection.loadNext(repositories.size)
            loaded += 1
        }
        paged?.end()

        try await session.measureEach(roundTrip, before: {}) {
            blackHole(await offTheMainActor(loaded))
        }

        try session.row(commitPage)
        try session.row("paging.load_next", against: commitPage, goal: .atMost(1.5))
        try session.row(roundTrip, against: commitPage)
        try PagingGrowth.run(in: session)
    }

    /// Where `Reception` runs a page's ingest, with no work: the round trip's
    /// two hand-offs alone. The call in it keeps the optimizer from dropping the
    /// hop to a body that needs no executor.
    @concurrent
    private static func offTheMainActor(_ value: Int) async -> Int {
        blackHole(value)
        return value
    }

    /// Every page merged into the connection once, in order, and no page after.
    private static func expectEveryPage(
        _ connection: RepositoryList_viewer.Repositories, _ repositories: ViewerRepositories
    ) throws {
        let nodes = connection.nodes
        let expected = (pages + 1) * repositories.size
        guard nodes.count == expected, nodes.last?.id == "R_\(expected)", !connection.hasNext else {
            throw HarnessError.unexpected("the connection holds \(nodes.count) repositories of \(expected)")
        }
    }
}
