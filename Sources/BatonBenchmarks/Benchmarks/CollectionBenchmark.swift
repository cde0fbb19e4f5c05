@_spi(Generated) import Baton
import BatonTesting
import BenchmarkCounts
import RickAndMorty

/// Collection over the fixture's page: a pass that keeps it (its root retained,
/// every record marked through the plan, nothing removed), against the
/// availability check, which walks the same plan over the same records; and a
/// pass that removes it (no root left, 898 records out and the survivors
/// renumbered), against the first commit that put the page in.
enum CollectionBenchmark: Benchmark {
    static let name = "collection"
    static let summary = "a collection pass keeping and removing the fixture's page vs the availability check and the first commit"

    static let availability = "availability.fixture"

    static func run(in session: Session) throws {
        let changeSet = try session.fixture.changeSet()
        try FixtureBaselines.measureFirstCommit(in: session)

        let kept = Environment(store: Store(), transport: SilentTransport())
        let retention = kept.handle(for: Fixture.operation).retain()
        defer { retention.end() }
        kept.store.commit(changeSet)
        let records = kept.store.recordCount
        guard kept.store.isAvailable(Fixture.operation), kept.collect().removedRecords == 0 else {
            throw HarnessError.unexpected("the retained page is not available, or a collection removed part of it")
        }
        try session.measure(availability) { blackHole(kept.store.isAvailable(Fixture.operation)) }
        try session.measure("collection.keep_page") { blackHole(kept.collect()) }

        var released = Environment(store: Store(), transport: SilentTransport())
        let fresh = {
            released = Environment(store: Store(), transport: SilentTransport())
            released.store.commit(changeSet)
        }
        fresh()
        let removed = released.collect().removedRecords
        // Every record but the three roots, which always stay.
        guard removed == records - 3 else {
            throw HarnessError.unexpected("the collection removed \(removed) records of \(records)")
        }
        try session.measure("collection.remove_page", .single, before: fresh) { blackHole(released.collect()) }

        try session.row(availability)
        try session.row("collection.keep_page", against: availability)
        try session.row("collection.remove_page", against: FixtureBaselines.firstCommit)
        try CollectionGrowth.run(in: session)
    }
}
