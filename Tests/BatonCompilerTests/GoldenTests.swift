import BatonCompiler
import Foundation
import Testing

/// The emitted Swift of representative documents, compared byte for byte with
/// files reviewed by eye once.
@Suite struct GoldenTests {
    @Test(arguments: [
        "Fragment.graphql.swift", "Spreads.graphql.swift", "Abstract.graphql.swift", "Mutation.graphql.swift",
        "Connection.graphql.swift", "Alias.graphql.swift", "ErrorDirectives.graphql.swift", "BatonShared.swift", "report.json",
        "persisted.json",
    ])
    func emittedFileMatchesItsGolden(_ name: String) throws {
        let output = try Goldens.generate()
        let produced = switch name {
        case "report.json": output.report
        case "persisted.json": output.persisted
        default: try #require(output.files.first { $0.name == name }?.contents)
        }
        try Goldens.expect(produced, matches: name)
    }

    @Test func everyOutputHasAGolden() throws {
        let names = try Goldens.generate().files.map(\.name)
        #expect(names == [
            "Abstract.graphql.swift", "Alias.graphql.swift", "Connection.graphql.swift", "ErrorDirectives.graphql.swift",
            "Fragment.graphql.swift", "Mutation.graphql.swift", "Spreads.graphql.swift", "BatonShared.swift",
        ])
    }
}
