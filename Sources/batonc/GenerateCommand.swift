import BatonCompiler
import Foundation

/// `batonc generate`: compiles every document together and writes a Swift file
/// per document plus the shared file, only where the text changed, removing the
/// outputs of documents no longer given. Any error writes nothing. `--check`
/// writes nothing and fails naming each output that is stale or missing.
struct GenerateCommand {
    var options: GenerateOptions

    func run() -> Int32 {
        let compilation = Compilation(
            inputs: CompilerInputs(schema: .config(options.config), documentPaths: options.documentPaths))
        // The documents are validated by the generator; the compilation already read a
        // target's schema, kept beside its documents, as the schema and not a document.
        var diagnostics = DocumentChecks.inputs(of: compilation)
        var output: Generator.Output?
        if !diagnostics.containsErrors, let schema = compilation.schema, let config = compilation.config {
            let documents = compilation.documents.map {
                ExecutableSource(document: $0.document, path: Self.relative($0.source.path))
            }
            // Every file of the server's schema counts; one file's digest is its text's.
            let schemaText = config.schemaFiles
                .compactMap { path in compilation.sources.first { $0.path == path }?.text }
                .joined(separator: "\n")
            do {
                output = try Generator.generate(
                    documents: documents, schema: schema, config: config,
                    schemaDigest: Generator.schemaDigest(schemaText: schemaText, config: config))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        if !diagnostics.isEmpty { Output.error(compilation.renderer.render(diagnostics.sortedByPlace())) }
        guard let output, !diagnostics.containsErrors else { return 1 }
        let plan = OutputPlan(options: options, output: output, persistFile: compilation.config?.persistConfig?.file)
        return options.check ? plan.check() : plan.write()
    }

    /// A path under the working directory, relative to it, so reports of two
    /// checkouts compare.
    static func relative(_ path: String) -> String {
        let directory = FileManager.default.currentDirectoryPath
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
