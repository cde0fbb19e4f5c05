import Foundation

/// The baselines several benchmarks compare the fixture's work with, timed once a
/// run whichever benchmark asks first.
@MainActor
enum FixtureBaselines {
    static let jsonSerialization = "json.serialization"
    static let jsonDecoder = "json.decoder.codable"

    /// `JSONSerialization.jsonObject` on the fixture's bytes.
    static func measureJSONSerialization(in session: Session) throws {
        let data = Data(session.fixture.bytes)
        guard let tree = try JSONSerialization.jsonObject(with: data) as? [String: Any], tree["data"] != nil else {
            throw HarnessError.unexpected("JSONSerialization read no data object from the fixture")
        }
        try session.measure(jsonSerialization) { blackHole(try JSONSerialization.jsonObject(with: data)) }
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
