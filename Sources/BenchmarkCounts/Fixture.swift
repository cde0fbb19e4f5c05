import Foundation
@_spi(Generated) import Baton
import RickAndMorty

/// The benchmarks' payload: the sample server's answer to `FixtureQuery(page: 1)`,
/// checked in under `Tests/Fixtures/`, read from the file so that no server is needed.
public struct Fixture: Sendable {
    /// The response's bytes, as the transport would hand them over.
    public let bytes: [UInt8]

    /// The operation the fixture answers.
    public static let operation = FixtureQuery(page: 1)

    /// The checked-in file, found from this source file's place in the repository.
    public static let path = repositoryRoot.appendingPathComponent("Tests/Fixtures/characters-page-1.json").path

    /// The repository's root directory: three levels above this file
    /// (`Sources/BenchmarkCounts/Fixture.swift`).
    public static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads the checked-in fixture.
    public static func load() throws(FixtureError) -> Fixture {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        return Fixture(bytes: [UInt8](data))
    }

    /// The change set of these bytes under the fixture's operation.
    public func changeSet() throws -> ChangeSet {
        try Ingest.changeSet(for: bytes, plan: FixtureQuery.plan, variables: Self.operation.variables)
    }

    /// The same payload with one field changed: Rick's name, at every place the
    /// page repeats it (his row and the episodes' casts), so that the response
    /// stays consistent and exactly one slot of the store differs.
    public func renamingRick() throws(FixtureError) -> Fixture {
        let edited = try bytes.replacingEvery(
            Array(#""id":"1","name":"Rick Sanchez""#.utf8),
            with: Array(#""id":"1","name":"Rick Sanchez of C-137""#.utf8))
        return Fixture(bytes: edited)
    }
}
