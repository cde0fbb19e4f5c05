import Foundation
import Observation
@_spi(Generated) import Baton
import BenchmarkCounts
import RickAndMorty

/// A field read: a row of eight fields of the fixture's first character read
/// through its generated lens, untracked and inside `withObservationTracking`,
/// against the same eight lookups and casts in the `[String: Any]` that
/// `JSONSerialization` made of the same response. Figures are per field.
enum FieldReadBenchmark: Benchmark {
    static let name = "read"
    static let summary = "a field read through a lens, untracked and tracked, vs a [String: Any] lookup and cast"

    private typealias Character = FixtureQuery.Data.Characters.Results
    private static let fields = 8

    static func run(in session: Session) throws {
        let store = Store()
        store.commit(try session.fixture.changeSet())
        guard let rick = store.data(of: Fixture.operation).characters?.results?.first, rick.name == "Rick Sanchez" else {
            throw HarnessError.unexpected("the store does not read Rick Sanchez first")
        }
        let row = try firstCharacter(of: session.fixture)

        try session.measure("read.dictionary", .perOperation(fields)) { read(row) }
        try session.measure("read.lens.untracked", .perOperation(fields)) { read(rick) }

        // Each tracked body leaves an observer on the record until a change fires
        // it; a rename between samples fires them, so that they do not pile up.
        let renames = try ["Rick Sanchez", "Rick Sanchez!"].map { name in
            try Ingest.changeSet(
                for: Array(#"{"data":{"character":{"id":"1","name":"\#(name)"}}}"#.utf8),
                plan: CharacterScreenQuery.plan, variables: CharacterScreenQuery(id: "1").variables, complete: false)
        }
        var nextRename = 1
        try session.measure("read.lens.tracked", .perOperation(fields), before: {
            store.commit(renames[nextRename])
            nextRename = 1 - nextRename
        }) {
            withObservationTracking { read(rick) } onChange: {}
        }

        try session.row("read.dictionary")
        try session.row("read.lens.untracked", against: "read.dictionary", goal: .atMost(1))
        try session.row("read.lens.tracked", against: "read.dictionary")
    }

    private static func firstCharacter(of fixture: Fixture) throws -> [String: Any] {
        let tree = try JSONSerialization.jsonObject(with: Data(fixture.bytes)) as? [String: Any]
        guard let data = tree?["data"] as? [String: Any],
              let characters = data["characters"] as? [String: Any],
              let results = characters["results"] as? [[String: Any]],
              let first = results.first, first["name"] as? String == "Rick Sanchez"
        else { throw HarnessError.unexpected("JSONSerialization does not read Rick Sanchez first") }
        return first
    }

    private static func read(_ row: [String: Any]) {
        blackHole(row["id"] as? String)
        blackHole(row["name"] as? String)
        blackHole(row["status"] as? String)
        blackHole(row["species"] as? String)
        blackHole(row["type"] as? String)
        blackHole(row["gender"] as? String)
        blackHole(row["image"] as? String)
        blackHole(row["created"] as? String)
    }

    private static func read(_ character: Character) {
        blackHole(character.id)
        blackHole(character.name)
        blackHole(character.status)
        blackHole(character.species)
        blackHole(character.type)
        blackHole(character.gender)
        blackHole(character.image)
        blackHole(character.created)
    }
}
