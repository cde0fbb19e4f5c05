import BatonCompiler
import Foundation
import Testing

/// Baton's conformance suite's authors' documents, read where the suite lies
/// (`$BATON_SPEC`, else `../shared/reference/baton-spec` beside the repository) and
/// never copied here: every one generates, together, with no diagnostic.
@Suite struct SpecSourcesTests {
    static var directory: URL {
        if let given = ProcessInfo.processInfo.environment["BATON_SPEC"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        return URL(fileURLWithPath: RepositoryRoot.path).deletingLastPathComponent()
            .appendingPathComponent("shared/reference/baton-spec")
    }

    @Test func everySourceGeneratesWithoutADiagnostic() throws {
        let sources = Self.directory.appendingPathComponent("sources")
        guard FileManager.default.fileExists(atPath: sources.path) else {
            // A clean clone may lack the suite; CI never does, so there its absence fails.
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("the conformance suite's sources are missing at \(sources.path); set BATON_SPEC")
            }
            return
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".graphql") }.sorted().map { sources.appendingPathComponent($0).path }
        #expect(files.count >= 138)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("batonc-spec-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let config = Self.directory.appendingPathComponent("tests/baton.json").path
        let run = try CommandLineTests().run(["generate", "--config", config, "--out", out] + files)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).count == files.count + 1)
    }
}
