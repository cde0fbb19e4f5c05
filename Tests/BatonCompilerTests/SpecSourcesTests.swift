import BatonCompiler
import Foundation
import Testing

/// Baton's conformance suite's authors' documents, read where the suite lies
/// (`$BATON_SPEC`, else `../shared/reference/baton-spec` beside the repository) and
/// never copied here: every one generates, together, with no diagnostic; and Relay's
/// sources with Relay's test schema, warned of its one flaw alone. Skipped, saying
/// why, where the suite is missing, except under CI, where that fails.
@Suite struct SpecSourcesTests {
    static var directory: URL {
        if let given = ProcessInfo.processInfo.environment["BATON_SPEC"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        return URL(fileURLWithPath: RepositoryRoot.path).deletingLastPathComponent()
            .appendingPathComponent("shared/reference/baton-spec")
    }

    @Test(.needs(SpecSourcesTests.directory.appendingPathComponent("sources")))
    func everySourceGeneratesWithoutADiagnostic() throws {
        let run = try generate(Self.directory.appendingPathComponent("sources"), config: "tests/baton.json", atLeast: 138)
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    /// Relay's schema is compiled as it is: `User` leaves out a field of its interface,
    /// which Relay's compiler tolerates and batonc warns of.
    @Test(.needs(SpecSourcesTests.directory.appendingPathComponent("relay/schema/testschema.graphql")))
    func everyRelaySourceGeneratesWithTheSchemasOneWarning() throws {
        let run = try generate(Self.directory.appendingPathComponent("relay/sources"), config: "relay/baton.json", atLeast: 79)
        #expect(!run.errors.contains("error:"), "\(run.errors)")
        #expect(run.errors.contains("warning: Interface field AllConcreteTypesImplementNode.count expected but User does not provide it."))
    }

    private func generate(_ sources: URL, config: String, atLeast count: Int) throws -> CommandLineTests.Run {
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".graphql") }.sorted().map { sources.appendingPathComponent($0).path }
        #expect(files.count >= count)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("batonc-spec-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try CommandLineTests().run(["generate", "--config", Self.directory.appendingPathComponent(config).path, "--out", out] + files)
        #expect(run.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).count == files.count + 1)
        return run
    }
}
