import Foundation
import PackagePlugin

/// Runs `batonc generate` over Baton's conformance suite: the authors' documents
/// and the `baton.json` its manifest names under `sources`, read where the suite
/// lies (`$BATON_SPEC`, else `../shared/reference/baton-spec` beside the package),
/// never copied into the repository. The outputs are named from the documents'
/// file names before the run, as the app's plugin names its own.
@main
struct BatonSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let spec = ProcessInfo.processInfo.environment["BATON_SPEC"].map { URL(fileURLWithPath: $0) }
            ?? context.package.directoryURL.appending(components: "..", "shared", "reference", "baton-spec")
        let sources = try SpecSources(manifest: spec.appending(component: "manifest.json"))
        let folder = spec.appending(path: sources.directory)
        let config = spec.appending(path: sources.config)
        let documents = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "graphql" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }

        let output = context.pluginWorkDirectoryURL.appending(component: "Generated")
        let outputs = documents.map { output.appending(component: $0.lastPathComponent + ".swift") }
            + [output.appending(component: "BatonShared.swift")]
        let work = context.pluginWorkDirectoryURL
        return [.buildCommand(
            displayName: "Generating Baton code for the conformance suite from \(documents.count) documents",
            executable: try context.tool(named: "batonc").url,
            arguments: ["generate", "--config", config.path, "--out", output.path,
                        "--report", work.appending(component: "Baton.report.json").path] + documents.map(\.path),
            inputFiles: documents + [config] + (try sources.schemaFiles(beside: config)),
            outputFiles: outputs)]
    }
}

/// The manifest's `sources` entry (format 3): the documents' directory and the
/// configuration they compile with, both relative to the suite.
struct SpecSources {
    let directory: String
    let config: String

    init(manifest: URL) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any]
        guard let sources = object?["sources"] as? [String: Any],
              let directory = sources["directory"] as? String, let config = sources["config"] as? String
        else { throw BatonSpecPluginError.noSources(manifest.path) }
        self.directory = directory
        self.config = config
    }

    /// The schema and its extensions the configuration names, so editing them rebuilds.
    func schemaFiles(beside config: URL) throws -> [URL] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: config)) as? [String: Any]
        let names = [object?["schema"] as? String].compactMap { $0 } + (object?["schemaExtensions"] as? [String] ?? [])
        return names.map { config.deletingLastPathComponent().appending(path: $0) }
    }
}

enum BatonSpecPluginError: Error, CustomStringConvertible {
    case noSources(String)

    var description: String {
        switch self {
        case .noSources(let manifest): "\(manifest) names no sources (directory and config): a manifest of format 3 is needed"
        }
    }
}
