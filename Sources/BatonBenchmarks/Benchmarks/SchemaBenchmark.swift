import BatonSupport
import Foundation
import BatonCompiler
import BenchmarkCounts

/// batonc's front of the pipeline on a real, large schema: parsing GitHub's
/// published SDL and building the schema from it (its checks included), against
/// graphql-core parsing it and running `build_ast_schema` with the SDL assumed
/// valid, over the same number of iterations in a subprocess.
enum SchemaBenchmark: Benchmark {
    static let name = "schema"
    static let summary = "batonc parses and builds GitHub's schema vs graphql-core"

    static let reference = Fixture.repositoryRoot
        .appendingPathComponent("../shared/reference/github.schema.graphql").standardizedFileURL.path

    static func run(in session: Session) throws {
        guard let text = try? String(contentsOfFile: reference, encoding: .utf8) else {
            session.skip("batonc.github_schema", because: "\(reference) is absent")
            return
        }
        let schema = try build(text)
        guard schema.types.count > 1_000 else {
            throw HarnessError.unexpected("GitHub's schema built with \(schema.types.count) types")
        }
        let samples = session.budget.fixedSamples
        try session.measure("batonc.github_schema", Sampling(callsPerSample: 1, samples: samples)) {
            blackHole(try build(text))
        }
        guard let core = GraphQLCore.inRepository() else {
            try session.row("batonc.github_schema")
            session.skip("graphql_core.github_schema", because: ".venv/bin/python is absent")
            return
        }
        session.progress("graphql_core.github_schema")
        session.record("graphql_core.github_schema", try Timing(seconds: core.seconds(["schema", String(samples), reference])))
        try session.row("graphql_core.github_schema")
        try session.row("batonc.github_schema", against: "graphql_core.github_schema", goal: .atMost(0.03))
    }

    /// The work timed: the text parsed, the schema built and checked. An error in
    /// the SDL is a failure: the figure would time a schema left half built.
    private static func build(_ text: String) throws -> Schema {
        let document = try parseDocument(Source(text: text, path: reference))
        let (schema, diagnostics) = SchemaBuilder.build([SchemaSource(document: document, path: reference)])
        guard !diagnostics.containsErrors else {
            throw HarnessError.unexpected("batonc reports \(diagnostics.filter { $0.severity == .error }.count) errors in GitHub's schema")
        }
        return schema
    }
}
