@_spi(Generated) import Baton
import BenchmarkCounts
import RickAndMorty

/// The fixture into the store: bytes into an empty store (ingest and commit), the
/// commit alone into an empty store, and the same change set again into the warm
/// store, which writes nothing and notifies nothing.
enum StoreBenchmark: Benchmark {
    static let name = "store"
    static let summary = "bytes into an empty store vs JSONSerialization; the same payload again vs the first commit"

    static func run(in session: Session) throws {
        let changeSet = try session.fixture.changeSet()
        try FixtureBaselines.measureJSONSerialization(in: session)
        try FixtureBaselines.measureBytesIntoStore(in: session)
        try FixtureBaselines.measureFirstCommit(in: session)

        let warm = Store()
        warm.commit(changeSet)
        let again = warm.commit(changeSet)
        guard again.changed.isEmpty, again.createdRecords == 0 else {
            throw HarnessError.unexpected("the same payload again changed \(again.changed.count) slots")
        }
        try session.measure("store.same_payload_again") { warm.commit(changeSet) }

        try session.row(FixtureBaselines.jsonSerialization)
        try session.row(FixtureBaselines.bytesIntoStore, against: FixtureBaselines.jsonSerialization, goal: .atMost(0.5))
        try session.row(FixtureBaselines.firstCommit, against: FixtureBaselines.jsonSerialization)
        try session.row("store.same_payload_again", against: FixtureBaselines.firstCommit, goal: .atMost(0.05))
    }
}
