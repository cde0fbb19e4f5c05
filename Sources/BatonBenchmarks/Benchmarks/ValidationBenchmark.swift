import BatonCompiler

/// batonc parsing and validating every project document (each target's together,
/// against its schema built beforehand), against graphql-core parsing and
/// validating the same documents against the same schemas in a subprocess.
enum ValidationBenchmark: Benchmark {
    static let name = "validation"
    static let summary = "batonc validates every project document vs graphql-core"

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
        guard let core = GraphQLCore.inRepository() else {
            try session.row("batonc.validate_documents")
            session.skip("graphql_core.validate_documents", because: ".venv/bin/python is absent")
            return
        }
        let arguments = targets.flatMap { ["--schema", $0.config.schema] + $0.documents.map(\.path) }
        session.progress("graphql_core.validate_documents")
        let coreSeconds: [Double]
        do {
            coreSeconds = try core.seconds(["validate", String(samples)] + arguments)
        } catch {
            // Relay's directives and fragment arguments are not graphql-core's.
            guard case .rejected = error else { throw error }
            try session.row("batonc.validate_documents")
            session.skip("graphql_core.validate_documents", because: "graphql-core rejects the Relay documents")
            return
        }
        session.record("graphql_core.validate_documents", try Timing(seconds: coreSeconds))
        try session.row("graphql_core.validate_documents")
        try session.row("batonc.validate_documents", against: "graphql_core.validate_documents")
    }
}
