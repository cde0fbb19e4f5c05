import Foundation
@_spi(Generated) import Baton
import BenchmarkCounts
import RickAndMorty

/// The fixture into the store: bytes into an empty store (ingest and commit), the
/// commit alone into an empty store, the same change set committed again into the
/// warm store (which writes nothing and notifies nothing, but compares every entry),
/// and the same payload again through an environment, whose bytes repeat the last
/// response with no batch since, so that only the age is stamped.
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
            throw HarnessError.unexpected("the same change set again changed \(again.changed.count) slots")
        }
        try session.measure("store.same_change_set_again") { warm.commit(changeSet) }

        let environment = offlineEnvironment()
        try environment.commitPayload(Fixture.operation, Payload(bytes: Data(session.fixture.bytes)))
        // Another buffer of the same bytes, as a second response would arrive, so
        // that they are compared rather than found identical by their storage.
        let response = Payload(bytes: Data(session.fixture.bytes))
        let revision = environment.store.revision
        let repeated = try environment.commitPayload(Fixture.operation, response)
        guard repeated.changed.isEmpty, environment.store.revision == revision else {
            throw HarnessError.unexpected("the same payload again committed a batch")
        }
        try session.measure("store.same_payload_again") { try environment.commitPayload(Fixture.operation, response) }

        try session.row(FixtureBaselines.jsonSerialization)
        try session.row(FixtureBaselines.bytesIntoStore, against: FixtureBaselines.jsonSerialization, goal: .atMost(0.2))
        try session.row(FixtureBaselines.firstCommit, against: FixtureBaselines.jsonSerialization)
        try session.row("store.same_change_set_again", against: FixtureBaselines.firstCommit)
        try session.row("store.same_payload_again", against: FixtureBaselines.firstCommit, goal: .atMost(0.05))
        try session.row("store.same_payload_again", against: FixtureBaselines.bytesIntoStore)
        try StoreGrowth.run(in: session)
    }
}
