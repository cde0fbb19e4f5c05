import BatonCompiler
import Foundation

/// The golden tests' inputs under `Goldens/`: a schema, documents, and the Swift
/// they must compile to, byte for byte. `BATON_UPDATE_GOLDENS=1` writes the
/// expected files afresh, to be reviewed by eye before they are committed.
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

    static var updating: Bool { ProcessInfo.processInfo.environment["BATON_UPDATE_GOLDENS"] == "1" }
}
