import Foundation
import PackagePlugin

/// Runs `batonc generate` over Baton's conformance suite: the authors' documents
/// (or, for `BatonRelayLenses`, Relay's) and the `baton.json` their manifest names
/// under `sources`, read where the suite lies (`$BATON_SPEC`, else
/// `../shared/reference/baton-spec` beside the package), never copied into the
/// repository. The outputs are named from the documents'
/// file names before the run, as the app's plugin names its own.
@main
struct BatonSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let spec = ProcessInfo.processInfo.environment["BATON_SPEC"].map { URL(fileURLWithPath: $0) }
            ?? context.package.directoryURL.appending(components: "..", "shared", "reference", "baton-spec")
        let sources = try SpecSources(manifest: spec.appending(path: Self.manifest(of: target)))
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
            displayName: "Generating Baton code for \(target.name) from \(documents.count) documents",
            executable: try context.tool(named: "batonc").url,
            arguments: ["generate", "--config", config.path, "--out", output.path,
                        "--report", work.appending(component: "Baton.report.json").path] + documents.map(\.path),
            inputFiles: documents + [config] + (try sources.schemaFiles(beside: config)),
            outputFiles: outputs)]
    }

    /// `BatonRelayLenses` holds Relay's half of the suite, under its own manifest;
    /// any other target the suite's own documents.
    static func manifest(of target: Target) -> String {
        target.name == "BatonRelayLenses" ? "relay/manifest.json" : "manifest.json"
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

    /// The schema and its extensions the configuration names, so editing them rebuilds;
    /// a folder of extensions by its `.graphql` files.
    func schemaFiles(beside config: URL) throws -> [URL] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: config)) as? [String: Any]
        let names = [object?["schema"] as? String].compactMap { $0 } + (object?["schemaExtensions"] as? [String] ?? [])
        return try names.map { config.deletingLastPathComponent().appending(path: $0) }.flatMap { url -> [URL] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [url] }
            return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "graphql" }
        }
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
