@_spi(Generated) import Baton
import BenchmarkCounts
import GitHub

/// Whether a page costs the same to commit into a store already holding 100,000
/// records as into an empty one: the fixture's page (901 records of characters,
/// locations and episodes) committed into a store of 50,000 of the viewer's
/// repositories and their edges, against the same page into an empty store. Both
/// samples are prepared alike outside the clock (the large store is made before
/// either), so what the empty store's commit finds in the caches is what the full
/// one's finds.
@MainActor
enum StoreGrowth {
    static let intoEmpty = "growth.store_commit_into_empty"
    static let intoFull = "growth.store_commit_into_100000_records"
    /// Two records a repository (its node and its edge): past 100,000 with the
    /// viewer, the connection and the language.
    static let repositories = 50_000

    static func run(in session: Session) throws {
        let page = try session.fixture.changeSet()
        let full = try LargeStore(repositories: repositories)
        guard full.make().recordCount >= 100_000 else {
            throw HarnessError.unexpected("the large store holds \(full.make().recordCount) records")
        }

        var store = Store()
        try session.measure(intoEmpty, .single, before: {
            blackHole(full.make())
            store = Store()
        }) {
            store.commit(page)
        }
        try session.measure(intoFull, .single, before: { store = full.make() }) {
            store.commit(page)
        }
        // The page is all new in both: the same records created, none replaced.
        let created = (Store().commit(page).createdRecords, full.make().commit(page).createdRecords)
        guard created.0 == created.1 else {
            throw HarnessError.unexpected("the page created \(created.0) records into an empty store, \(created.1) into the full one")
        }

        try session.row(intoEmpty)
        try session.row(intoFull, against: intoEmpty, goal: .atMost(1.2))
    }
}

/// A store of the viewer's repositories, one page of `repositories`, made again as
/// often as asked from a change set ingested once.
@MainActor
struct LargeStore {
    let changeSet: ChangeSet

    init(repositories: Int) throws {
        let page = ViewerRepositories(pages: 1, size: repositories)
        changeSet = try Ingest.changeSet(for: page.firstPage, plan: ViewerRepositoriesScreenQuery.plan)
    }

    func make() -> Store {
        let store = Store()
        store.commit(changeSet)
        return store
    }
}
