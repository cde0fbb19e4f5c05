import Baton
import Foundation

/// Baton's conformance suite run over our runtime: the main cases and scripts,
/// Relay's, and the documents batonc compiled for each half.
@MainActor
public struct ConformanceSuite {
    public let directory: URL
    /// What the build compiled of the suite's own documents, and of Relay's.
    public let baton: CompiledHalf
    public let relay: CompiledHalf

    public init(directory: URL, baton: CompiledHalf, relay: CompiledHalf) {
        self.directory = directory
        self.baton = baton
        self.relay = relay
    }

    public func run() async throws -> SuiteReport {
        let files = SuiteFiles(directory: directory)
        let manifest = try Manifest.read(from: files.url("manifest.json"))
        guard manifest.format == 3 else { throw SuiteError.unsupportedFormat(files.url("manifest.json").path, manifest.format) }

        var report = SuiteReport()
        report.sources = try count(files.url(manifest.sources.directory), compiled: baton)
        let operations = OperationIndex(baton.operations)
        let cases = CaseRunner(files: files, operations: operations)
        for entry in manifest.cases {
            report.cases.append(Outcome(name: entry.name, verdict: await cases.run(entry)))
        }
        let scripts = ScriptRunner(files: files, operations: operations)
        for path in manifest.scripts {
            report.scripts.append(await scripts.run(path))
        }
        try await runRelay(files, into: &report)
        return report
    }

    /// Relay's cases and scripts, under its own manifest, `baton.json` and compiled
    /// operations, each with Baton's mark. Absent while Relay's test schema is
    /// missing from the copy: without it, nothing of Relay's can be compiled or bound.
    private func runRelay(_ files: SuiteFiles, into report: inout SuiteReport) async throws {
        guard files.exists("relay/manifest.json") else { return }
        let manifest = try Manifest.read(from: files.url("relay/manifest.json"))
        let missingSchema = files.missing(try SchemaFiles.paths(named: files.url(manifest.sources.config), under: directory))
        report.relaySources = try count(files.url(manifest.sources.directory), compiled: relay)
        let divergences = try Divergences.read(files, "relay/divergences.json")
        let operations = OperationIndex(relay.operations)
        let cases = CaseRunner(files: files, operations: operations, payloads: true)
        for entry in manifest.cases {
            let verdict = missingSchema.isEmpty ? await cases.run(entry) : .absent(missing: missingSchema)
            report.relayCases.append(Outcome(name: entry.name, verdict: verdict, status: entry.status,
                                             divergence: divergences[entry.name]))
        }
        let scripts = ScriptRunner(files: files, operations: operations)
        for path in manifest.scripts {
            let outcome = missingSchema.isEmpty ? await scripts.run(path) : Outcome(name: path, verdict: .absent(missing: missingSchema))
            report.relayScripts.append(outcome)
        }
    }

    /// The document files of a half's folder, and how many of them its build compiled.
    private func count(_ folder: URL, compiled half: CompiledHalf) throws -> SuiteReport.SourceCount {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".graphql") }
        let compiled = Set(half.documents)
        return .init(present: names.count, compiled: names.filter(compiled.contains).count)
    }
}
