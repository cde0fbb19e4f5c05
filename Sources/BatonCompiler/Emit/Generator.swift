import BatonSupport

/// The compiler's last stages for one target: every document validated together,
/// transformed, planned and written as Swift, one file per document plus the
/// shared file, with the report and the persisted map beside them.
public enum Generator {
    /// The shared file's name among the outputs.
    public static let sharedFileName = "BatonShared.swift"

    /// The output a document file compiles to: `Characters.graphql` writes
    /// `Characters.graphql.swift`, so a build can name it before it runs.
    public static func outputName(for documentPath: String) -> String {
        (documentPath.split(separator: "/").last.map(String.init) ?? documentPath) + ".swift"
    }

    public struct Output: Sendable {
        /// File name and contents, documents' in path order, then the shared file.
        public var files: [(name: String, contents: String)]
        public var report: String
        /// Relay's persisted map, ids in order.
        public var persisted: String
    }

    /// The digest of the schema's text and the transient lists, which an image
    /// written under another schema or lists is told apart by.
    public static func schemaDigest(schemaText: String, config: BatonConfig?) -> String {
        let types = (config?.transient.types ?? []).map(\.value).sorted()
        let fields = (config?.transient.fields ?? []).map { "\($0.typeName).\($0.fieldName)" }.sorted()
        return Digest.sha256.hex(schemaText + "\n#transient " + types.joined(separator: ",") + ";" + fields.joined(separator: ","))
    }

    public static func generate(
        documents: [ExecutableSource], schema: Schema, config: BatonConfig?, schemaDigest: String
    ) throws(GenerateFailure) -> Output {
        var diagnostics = Validator.validate(documents: documents, schema: schema, config: config)
        diagnostics += outputClashes(documents)
        guard !diagnostics.containsErrors else { throw GenerateFailure(diagnostics: diagnostics) }
        do {
            return try TargetCompilation(documents: documents, schema: schema, config: config, schemaDigest: schemaDigest).run()
        } catch {
            throw GenerateFailure(diagnostics: [error])
        }
    }

    private static func outputClashes(_ documents: [ExecutableSource]) -> [Diagnostic] {
        var seen: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for source in documents {
            let name = outputName(for: source.path)
            if let first = seen[name] {
                let start = SourceLocation(offset: 0, line: 1, column: 1)
                diagnostics.append(.error(
                    "Two documents would write \(name): rename this file or \(first).",
                    path: source.path, span: SourceSpan(start: start, end: start)))
            } else {
                seen[name] = source.path
            }
        }
        return diagnostics
    }
}

/// Why nothing was generated: the diagnostics of every document.
public struct GenerateFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]
}
