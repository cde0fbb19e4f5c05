import BatonSupport
import Foundation
import BatonCompiler

/// batonc validating the project: every target's documents together against its
/// schema (Relay's directives and fragment arguments included, which graphql-core
/// does not know, so this row has no baseline); and, paired like with like, batonc
/// and graphql-core each parsing and validating the operation texts batonc prints,
/// one text a document as a server receives it, against the same schemas.
enum ValidationBenchmark: Benchmark {
    static let name = "graphql"
    static let summary = "batonc validates the documents; operation texts vs graphql-core"

    static func run(in session: Session) throws {
        let targets = try ProjectTarget.all()
        for target in targets {
            let diagnostics = try target.validate()
            guard !diagnostics.containsErrors, !target.documents.isEmpty else {
                throw HarnessError.unexpected("the documents of \(target.config.path) do not validate cleanly")
            }
        }
        // The documents are small: ten times the samples of the schema pairing.
        let samples = session.budget.fixedSamples * 10
        try session.measure("batonc.validate_documents", Sampling(callsPerSample: 1, samples: samples)) {
            for target in targets { blackHole(try target.validate()) }
        }
        try session.row("batonc.validate_documents")

        let texts = try targets.map { target in (target: target, texts: try target.operationTexts()) }
        for (target, texts) in texts {
            for text in texts where try validate(text, against: target.schema).containsErrors {
                throw HarnessError.unexpected("batonc rejects its own operation text \(text)")
            }
        }
        try session.measure("batonc.validate_operation_texts", Sampling(callsPerSample: 1, samples: samples)) {
            for (target, texts) in texts {
                for text in texts { blackHole(try validate(text, against: target.schema)) }
            }
        }
        guard let core = GraphQLCore.inRepository() else {
            try session.row("batonc.validate_operation_texts")
            session.skip("graphql_core.validate_operation_texts", because: ".venv/bin/python is absent")
            return
        }
        // The texts reach the script as a file: a text may hold a block string's newlines.
        let input = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-operation-texts-\(ProcessInfo.processInfo.processIdentifier).json")
        let targetsTexts: [[String: Any]] = texts.map { ["schema": $0.target.config.schemaFiles, "texts": $0.texts] }
        try JSONSerialization.data(withJSONObject: targetsTexts).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        session.progress("graphql_core.validate_operation_texts")
        let coreSeconds: [Double]
        do {
            coreSeconds = try core.seconds(["texts", String(samples), input.path])
        } catch {
            // A text graphql-core refuses is one a server would refuse: its message is on stderr.
            guard case .rejected = error else { throw error }
            try session.row("batonc.validate_operation_texts")
            session.skip("graphql_core.validate_operation_texts", because: "graphql-core rejects an operation text batonc prints")
            return
        }
        session.record("graphql_core.validate_operation_texts", try Timing(seconds: coreSeconds))
        try session.row("graphql_core.validate_operation_texts")
        try session.row("batonc.validate_operation_texts", against: "graphql_core.validate_operation_texts", goal: .atMost(0.03))
    }

    /// One text parsed and validated alone against the schema alone, as a server
    /// validates a request: no configuration, so no rule of the project's own.
    private static func validate(_ text: String, against schema: Schema) throws -> [Diagnostic] {
        Validator.validate(document: try parseDocument(Source(text: text, path: "operation")), path: "operation", schema: schema)
    }
}
