import BatonCompiler

/// Everything the compiler reports about a compilation, sorted by place: reading
/// and parsing (configuration, schema, documents) and the schema's own checks;
/// then, when those found no error, the configuration checked against the schema
/// and the documents validated together against it.
enum DocumentChecks {
    static func diagnostics(for compilation: Compilation) -> [Diagnostic] {
        var diagnostics = compilation.loadDiagnostics
        guard !diagnostics.containsErrors, let schema = compilation.schema else { return diagnostics.sortedByPlace() }
        if let config = compilation.config {
            diagnostics += ConfigChecker.check(config, against: schema)
        }
        let documents = compilation.documents.map { ExecutableSource(document: $0.document, path: $0.source.path) }
        diagnostics += Validator.validate(documents: documents, schema: schema, config: compilation.config)
        return diagnostics.sortedByPlace()
    }
}
