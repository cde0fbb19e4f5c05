import BatonSupport
import Foundation

/// Fuzz target `graphql-document`: a `.graphql` file's text through the lexer and
/// the parser, and a document that parses through validation against both of the
/// project's schemas with their baton.json, and its diagnostics rendered with their
/// excerpts. Every path must end in a document or a diagnostic, never a trap.
func fuzzGraphQLDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let source = Source(text: text, path: "fuzz.graphql")
    let document: Document
    do {
        document = try Parser.parseDocument(source)
    } catch {
        _ = DiagnosticRenderer(sources: [source]).render(error.diagnostic)
        return 0
    }
    for target in ProjectSchema.all {
        let diagnostics = Validator.validate(document: document, path: source.path, schema: target.schema, config: target.config)
        _ = DiagnosticRenderer(sources: [source]).render(diagnostics)
    }
    return 0
}

/// Builds the schemas before the first input: memory made once is then not taken
/// for a leak of that input (LeakSanitizer misses a reference an enum keeps in a
/// pointer's spare bits, as the parsed schema's type references do).
func prepareGraphQLDocument() {
    _ = ProjectSchema.all
}

/// A schema of the project with its configuration, built once at start.
struct ProjectSchema {
    let schema: Schema
    let config: BatonConfig

    static let all = [load("baton.json"), load("graphql/github/baton.json")]

    private static func load(_ configPath: String) -> ProjectSchema {
        let (config, configDiagnostics) = ConfigDecoder.load(path: RepositoryRoot.path(configPath))
        guard let config else { fatalError("\(configPath): \(configDiagnostics)") }
        guard let text = try? String(contentsOfFile: config.schema, encoding: .utf8),
              let document = try? Parser.parseDocument(Source(text: text, path: config.schema))
        else { fatalError("cannot read \(config.schema)") }
        let (schema, _) = SchemaBuilder.build([SchemaSource(document: document, path: config.schema)])
        return ProjectSchema(schema: schema, config: config)
    }
}
