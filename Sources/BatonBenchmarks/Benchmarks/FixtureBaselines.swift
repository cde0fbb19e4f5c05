import Foundation
@_spi(Generated) import Baton
import BenchmarkCounts
import RickAndMorty

/// The baselines several benchmarks compare the fixture's work with, timed once a
/// run whichever benchmark asks first.
@MainActor
enum FixtureBaselines {
    static let jsonSerialization = "json.serialization"
    static let jsonDecoder = "json.decoder.codable"
    static let bytesIntoStore = "store.bytes_into_store"
    static let firstCommit = "store.first_commit"

    /// `JSONSerialization.jsonObject` on the fixture's bytes.
    static func measureJSONSerialization(in session: Session) throws {
        let data = Data(session.fixture.bytes)
        guard let tree = try JSONSerialization.jsonObject(with: data) as? [String: Any], tree["data"] != nil else {
            throw HarnessError.unexpected("JSONSerialization read no data object from the fixture")
        }
        try session.measure(jsonSerialization) { blackHole(try JSONSerialization.jsonObject(with: data)) }
    }

    /// The fixture's bytes into an empty store: the ingest and the commit, the
    /// store made outside the clock.
    static func measureBytesIntoStore(in session: Session) throws {
        let bytes = session.fixture.bytes
        let variables = Fixture.operation.variables
        var store = Store()
        try session.measure(bytesIntoStore, .single, before: { store = Store() }) {
            store.commit(try Ingest.changeSet(for: bytes, plan: FixtureQuery.plan, variables: variables))
        }
    }

    /// The commit alone of the fixture's change set into an empty store.
    static func measureFirstCommit(in session: Session) throws {
        let changeSet = try session.fixture.changeSet()
        var store = Store()
        try session.measure(firstCommit, .single, before: { store = Store() }) {
            store.commit(changeSet)
        }
    }

    /// `JSONDecoder` decoding the fixture into structs shaped like the operation.
    static func measureJSONDecoder(in session: Session) throws {
        let data = Data(session.fixture.bytes)
        let decoder = JSONDecoder()
        let decoded = try decoder.decode(FixtureResponse.self, from: data)
        guard let results = decoded.data?.characters?.results, !results.isEmpty else {
            throw HarnessError.unexpected("JSONDecoder read no characters from the fixture")
        }
        try session.measure(jsonDecoder) { blackHole(try decoder.decode(FixtureResponse.self, from: data)) }
    }
}
