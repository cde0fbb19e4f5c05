import BatonCompiler

/// Everything the compiler reports about a compilation, sorted by place: reading
/// and parsing (configuration, schema, documents), the schema's own checks, and the
/// configuration checked against the schema. Document validation joins here.
enum DocumentChecks {
    static func diagnostics(for compilation: Compilation) -> [Diagnostic] {
        var diagnostics = compilation.loadDiagnostics
        if let config = compilation.config, let schema = compilation.schema {
            diagnostics += ConfigChecker.check(config, against: schema)
        }
        return diagnostics.sortedByPlace()
    }
}
