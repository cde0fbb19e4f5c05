@_spi(Generated) import Baton
import BenchmarkCounts
import RickAndMorty

/// Bytes to a change set: the ingest following `FixtureQuery`'s plan, against
/// parsing the same bytes with `JSONSerialization` alone and against decoding them
/// with `JSONDecoder` into `Codable` structs.
enum IngestBenchmark: Benchmark {
    static let name = "ingest"
    static let summary = "bytes to a change set vs JSONSerialization and JSONDecoder"

    static func run(in session: Session) throws {
        let bytes = session.fixture.bytes
        let variables = Fixture.operation.variables
        let changeSet = try Ingest.changeSet(for: bytes, plan: FixtureQuery.plan, variables: variables)
        guard changeSet.recordKeys.count > 800 else {
            throw HarnessError.unexpected("the ingest made \(changeSet.recordKeys.count) records of the fixture")
        }
        try FixtureBaselines.measureJSONSerialization(in: session)
        try FixtureBaselines.measureJSONDecoder(in: session)
        try session.measure("ingest") {
            blackHole(try Ingest.changeSet(for: bytes, plan: FixtureQuery.plan, variables: variables))
        }
        try session.row(FixtureBaselines.jsonSerialization)
        try session.row(FixtureBaselines.jsonDecoder)
        try session.row("ingest", against: FixtureBaselines.jsonSerialization, goal: .atMost(0.35))
        try session.row("ingest", against: FixtureBaselines.jsonDecoder, goal: .atMost(0.1))
    }
}
