@_spi(Generated) import Baton
import BatonTesting
import BenchmarkCounts
import GitHub

/// What a collection pass costs as the store grows: after one screen's release (the
/// fixture's page, 898 records, held by no root), a pass over a store whose retained
/// part is the viewer's repositories, 50,000 of them (100,000 records), against
/// 5,000 (10,000 records). A pass marks every record its roots reach and goes over
/// every record to sweep, so it grows with the records kept: the goal is a ratio no
/// larger than the ratio of the records it marks, which the row's note says.
@MainActor
enum CollectionGrowth {
    static let small = "growth.collection_10000_records"
    static let large = "growth.collection_100000_records"

    static func run(in session: Session) throws {
        let page = try session.fixture.changeSet()
        var marked: [Int] = []
        for (name, repositories) in [(small, 5_000), (large, 50_000)] {
            let retained = try LargeStore(repositories: repositories)
            var released = ReleasedScreen(retained: retained, page: page)
            let collection = released.environment.collect()
            guard collection.removedRecords == released.pageRecords else {
                throw HarnessError.unexpected("the pass removed \(collection.removedRecords) records of the page's \(released.pageRecords)")
            }
            marked.append(released.environment.store.recordCount)
            try session.measure(name, .single, before: { released = ReleasedScreen(retained: retained, page: page) }) {
                blackHole(released.environment.collect())
            }
        }
        let ratio = Double(marked[1]) / Double(marked[0])
        try session.row(small)
        try session.row(large, against: small, goal: .atMost((ratio * 100).rounded() / 100))
    }
}

/// An environment whose one root holds the viewer's repositories, and a page no root
/// holds any more, as a screen closed and its release buffer let go of leaves it.
@MainActor
private struct ReleasedScreen {
    let environment: Environment
    let retention: Retention
    let pageRecords: Int

    init(retained: LargeStore, page: ChangeSet) {
        environment = Environment(store: retained.make(), transport: SilentTransport())
        retention = environment.handle(for: ViewerRepositoriesScreenQuery()).retain(.storeOnly)
        // What the root does not reach of the retained answer goes first: the pass
        // measured removes the page alone.
        environment.collect()
        let before = environment.store.recordCount
        environment.store.commit(page)
        pageRecords = environment.store.recordCount - before
    }
}
