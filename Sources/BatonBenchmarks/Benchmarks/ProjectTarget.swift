import BatonSupport
import Foundation
import BatonCompiler
import BenchmarkCounts

/// A generated target's GraphQL as the build plugin finds it: the documents under
/// `graphql/<target>/`, the nearest baton.json (the folder's, else the
/// repository's) and the schema it names, built once.
struct ProjectTarget {
    let config: BatonConfig
    let schema: Schema
    /// The documents, read once: a path and its text.
    let documents: [(path: String, text: String)]

    /// Every folder under `graphql/`, in name order.
    static func all() throws -> [ProjectTarget] {
        let root = Fixture.repositoryRoot
        let graphql = root.appendingPathComponent("graphql")
        let folders = try FileManager.default.contentsOfDirectory(at: graphql, includingPropertiesForKeys: nil)
            .filter { $0.hasDirectoryPath }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try folders.map { try ProjectTarget(folder: $0, root: root) }
    }

    private init(folder: URL, root: URL) throws {
        let own = folder.appendingPathComponent("baton.json").path
        let configPath = FileManager.default.fileExists(atPath: own) ? own : root.appendingPathComponent("baton.json").path
        let (config, configDiagnostics) = ConfigDecoder.load(path: configPath)
        guard let config else { throw HarnessError.unexpected("\(configPath): \(configDiagnostics.map(\.message))") }
        self.config = config

        var sources: [SchemaSource] = []
        for (path, isClient) in config.schemaFiles.map({ ($0, false) }) + config.schemaExtensions.map({ ($0, true) }) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            sources.append(SchemaSource(document: try parseDocument(Source(text: text, path: path)), path: path, isClient: isClient))
        }
        let (schema, schemaDiagnostics) = SchemaBuilder.build(sources)
        guard !schemaDiagnostics.containsErrors else { throw HarnessError.unexpected("\(config.schema) has errors") }
        self.schema = schema

        let schemaFiles = Set(config.schemaFiles.map { URL(fileURLWithPath: $0).standardizedFileURL })
        documents = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "graphql" && !schemaFiles.contains($0.standardizedFileURL) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { ($0.path, try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// Parses the documents and validates them together against the schema, as
    /// `batonc validate` does.
    func validate() throws -> [Diagnostic] {
        Validator.validate(documents: try sources(), schema: schema, config: config)
    }

    /// The text of every operation the documents compile to, refetch queries
    /// included: what the server receives, plan directives and client fields left
    /// out, fragment arguments inlined. Read from the persisted map, in id order.
    func operationTexts() throws -> [String] {
        let sources = try sources()
        let output: Generator.Output
        do {
            output = try Generator.generate(documents: sources, schema: schema, config: config, schemaDigest: "")
        } catch {
            throw HarnessError.unexpected("\(config.path) does not compile: \(error.diagnostics.map(\.message))")
        }
        let persisted = try JSONSerialization.jsonObject(with: Data(output.persisted.utf8))
        guard let texts = persisted as? [String: String], !texts.isEmpty else {
            throw HarnessError.unexpected("the persisted map of \(config.path) holds no operation texts")
        }
        return texts.keys.sorted().map { texts[$0]! }
    }

    private func sources() throws -> [ExecutableSource] {
        try documents.map { document in
            ExecutableSource(document: try parseDocument(Source(text: document.text, path: document.path)), path: document.path)
        }
    }
}
