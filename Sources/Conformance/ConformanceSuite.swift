import Baton
import Foundation

/// Baton's conformance suite run over our runtime: the main cases and scripts,
/// Relay's, and the authors' documents batonc compiled for them.
@MainActor
public struct ConformanceSuite {
    public let directory: URL
    public let operations: OperationIndex
    /// Whether the build compiled the suite's documents into lenses.
    public let compiled: Bool

    public init(directory: URL, operations: [any Baton.Operation.Type], compiled: Bool) {
        self.directory = directory
        self.operations = OperationIndex(operations)
        self.compiled = compiled
    }

    public func run() async throws -> SuiteReport {
        let files = SuiteFiles(directory: directory)
        let manifest = try Manifest.read(from: files.url("manifest.json"))
        guard manifest.format == 3 else { throw SuiteError.unsupportedFormat(files.url("manifest.json").path, manifest.format) }
        let sources = try documents(in: files.url(manifest.sources.directory))

        var report = SuiteReport(sources: sources, compiled: compiled ? sources : 0)
        let cases = CaseRunner(files: files, operations: operations)
        for entry in manifest.cases {
            report.cases.append(Outcome(name: entry.name, verdict: await cases.run(entry), status: nil))
        }
        let scripts = ScriptRunner(files: files, operations: operations)
        for path in manifest.scripts {
            report.scripts.append(Outcome(name: path, verdict: await scripts.run(path), status: nil))
        }
        (report.relayCases, report.relayScripts) = try await relay(files)
        return report
    }

    /// Relay's cases and scripts, under its own manifest and `baton.json`. Absent
    /// while Relay's test schema is missing from the copy: without it, nothing of
    /// Relay's can be compiled or bound.
    private func relay(_ files: SuiteFiles) async throws -> ([Outcome], [Outcome]) {
        guard files.exists("relay/manifest.json") else { return ([], []) }
        let manifest = try Manifest.read(from: files.url("relay/manifest.json"))
        let missingSchema = files.missing(try SchemaFiles.paths(named: files.url(manifest.sources.config), under: directory))
        let cases = CaseRunner(files: files, operations: operations)
        let scripts = ScriptRunner(files: files, operations: operations)
        var caseOutcomes: [Outcome] = []
        for entry in manifest.cases {
            let verdict = missingSchema.isEmpty ? await cases.run(entry) : .absent(missing: missingSchema)
            caseOutcomes.append(Outcome(name: entry.name, verdict: verdict, status: entry.status ?? "passes"))
        }
        var scriptOutcomes: [Outcome] = []
        for path in manifest.scripts {
            let verdict = missingSchema.isEmpty ? await scripts.run(path) : .absent(missing: missingSchema)
            scriptOutcomes.append(Outcome(name: path, verdict: verdict, status: nil))
        }
        return (caseOutcomes, scriptOutcomes)
    }

    private func documents(in directory: URL) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".graphql") }.count
    }
}
