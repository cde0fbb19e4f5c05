import BatonCompiler
import BatonSupport

/// Everything the compiler reports about a compilation, sorted by place: reading
/// and parsing (configuration, schema, documents) and the schema's own checks;
/// then, when those found no error, the configuration checked against the schema
/// and the documents validated together against it.
enum DocumentChecks {
    static func diagnostics(for compilation: Compilation) -> [Diagnostic] {
        var diagnostics = inputs(of: compilation)
        guard !compilation.loadDiagnostics.containsErrors, let schema = compilation.schema else {
            return diagnostics.sortedByPlace()
        }
        let documents = compilation.documents.map { ExecutableSource(document: $0.document, path: $0.source.path) }
        diagnostics += Validator.validate(documents: documents, schema: schema, config: compilation.config)
        return diagnostics.sortedByPlace()
    }

    /// What reading and parsing found and, when they found no error, the configuration
    /// checked against the schema: every command's checks before its own work.
    static func inputs(of compilation: Compilation) -> [Diagnostic] {
        var diagnostics = compilation.loadDiagnostics
        if !diagnostics.containsErrors, let schema = compilation.schema, let config = compilation.config {
            diagnostics += ConfigChecker.check(config, against: schema)
        }
        return diagnostics
    }
}
