@_spi(Generated) import Baton
import BenchmarkCounts
import RickAndMorty

/// Bytes to a change set: the ingest following `FixtureQuery`'s plan, against
/// parsing the same bytes with `JSONSerialization` alone, against decoding them
/// with `JSONDecoder` into `Codable` structs, and against simdjson's parse of them,
/// the fastest there is: the anchor, with no goal yet.
enum IngestBenchmark: Benchmark {
    static let name = "ingest"
    static let summary = "bytes to a change set vs JSONSerialization, JSONDecoder and simdjson"

    static func run(in session: Session) throws {
        let bytes = session.fixture.bytes
        let variables = Fixture.operation.variables
        let changeSet = try Ingest.changeSet(for: bytes, plan: FixtureQuery.plan, variables: variables)
        guard changeSet.recordKeys.count > 800 else {
            throw HarnessError.unexpected("the ingest made \(changeSet.recordKeys.count) records of the fixture")
        }
        try FixtureBaselines.measureJSONSerialization(in: session)
        try FixtureBaselines.measureJSONDecoder(in: session)
        try SimdJSONBaseline.measure(in: session)
        try session.measure("ingest") {
            blackHole(try Ingest.changeSet(for: bytes, plan: FixtureQuery.plan, variables: variables))
        }
        try session.row(FixtureBaselines.jsonSerialization)
        try session.row(FixtureBaselines.jsonDecoder)
        try session.row(SimdJSONBaseline.name)
        try session.row("ingest", against: FixtureBaselines.jsonSerialization, goal: .atMost(0.35))
        try session.row("ingest", against: FixtureBaselines.jsonDecoder, goal: .atMost(0.1))
        try session.row("ingest", against: SimdJSONBaseline.name)
    }
}
