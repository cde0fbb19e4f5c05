import BatonCompiler
import Foundation
import Testing

/// The emitted Swift of representative documents, compared byte for byte with
/// files reviewed by eye once.
@Suite struct GoldenTests {
    @Test(arguments: [
        "Fragment.graphql.swift", "Spreads.graphql.swift", "Abstract.graphql.swift", "Mutation.graphql.swift",
        "Connection.graphql.swift", "Alias.graphql.swift", "BatonShared.swift", "report.json", "persisted.json",
    ])
    func emittedFileMatchesItsGolden(_ name: String) throws {
        let output = try Goldens.generate()
        let produced = switch name {
        case "report.json": output.report
        case "persisted.json": output.persisted
        default: try #require(output.files.first { $0.name == name }?.contents)
        }
        let path = Goldens.directory + "/expected/" + name
        if Goldens.updating { try produced.write(toFile: path, atomically: true, encoding: .utf8) }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(produced == expected, "\(name) differs from its golden; rerun with BATON_UPDATE_GOLDENS=1 and review")
    }

    @Test func everyOutputHasAGolden() throws {
        let names = try Goldens.generate().files.map(\.name)
        #expect(names == [
            "Abstract.graphql.swift", "Alias.graphql.swift", "Connection.graphql.swift", "Fragment.graphql.swift", "Mutation.graphql.swift",
            "Spreads.graphql.swift", "BatonShared.swift",
        ])
    }
}
