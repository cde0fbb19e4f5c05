import BatonCompiler
import BatonSupport
import Foundation
import Testing

/// The golden tests' inputs under `Goldens/`: a schema, documents, and the Swift
/// they must compile to, byte for byte. `BATON_UPDATE_GOLDENS=1` writes the
/// expected files afresh, to be reviewed by eye before they are committed, and
/// fails the run.
enum Goldens {
    static let directory = RepositoryRoot.path + "/Tests/BatonCompilerTests/Goldens"

    static let config = BatonConfig(path: directory + "/baton.json", schema: directory + "/schema.graphql")

    static func schema() throws -> Schema {
        let text = try String(contentsOfFile: config.schema, encoding: .utf8)
        let document = try Parser.parseDocument(Source(text: text, path: "schema.graphql"))
        return SchemaBuilder.build([SchemaSource(document: document, path: config.schema)]).schema
    }

    static func documents() throws -> [ExecutableSource] {
        let folder = directory + "/documents"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".graphql") }.sorted()
            .map { name in
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                let path = "documents/" + name
                return ExecutableSource(document: try Parser.parseDocument(Source(text: text, path: path)), path: path)
            }
    }

    static func generate() throws -> Generator.Output {
        let schemaText = try String(contentsOfFile: config.schema, encoding: .utf8)
        return try Generator.generate(
            documents: try documents(), schema: try schema(), config: config,
            schemaDigest: Generator.schemaDigest(schemaText: schemaText, config: config))
    }

    /// `produced` against the expected file `name`. In update mode it is written
    /// there instead and the test fails: a run that wrote its goldens compared
    /// nothing, so it must never pass.
    static func expect(_ produced: String, matches name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let path = directory + "/expected/" + name
        if ProcessInfo.processInfo.environment["BATON_UPDATE_GOLDENS"] == "1" {
            try produced.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("wrote \(name); review it, then run again without BATON_UPDATE_GOLDENS", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(produced == expected, "\(name) differs from its golden; rerun with BATON_UPDATE_GOLDENS=1 and review",
                sourceLocation: sourceLocation)
    }
}
