import Foundation
import PackagePlugin

/// Runs `batonc generate` for a target's documents: every `.graphql` file under
/// `graphql/<target name, lowercased>/` except the schema's and its extensions', with the nearest
/// baton.json (that folder's, else the package's). A build-tool plugin names its
/// outputs before it runs, so each is derived from its document's file name
/// (`Characters.graphql` writes `Characters.graphql.swift`), plus the shared file.
/// SwiftPM lists the folder when the package is loaded: a new document is seen
/// after `touch Package.swift`.
@main
struct BatonPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let folder = package.appending(components: "graphql", target.name.lowercased())
        let config = try nearestConfig(from: folder, package: package)
        let schema = try schemaFiles(of: config)
        let schemaPaths = Set(schema.map(\.standardizedFileURL))
        let documents = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "graphql" && !schemaPaths.contains($0.standardizedFileURL) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard !documents.isEmpty else { return [] }

        let output = context.pluginWorkDirectoryURL.appending(component: "Generated")
        let outputs = documents.map { output.appending(component: $0.lastPathComponent + ".swift") }
            + [output.appending(component: "BatonShared.swift")]
        // The report and the persisted map sit beside the outputs, undeclared, so
        // SwiftPM does not take them for resources.
        let work = context.pluginWorkDirectoryURL
        var arguments = ["generate", "--config", config.path, "--out", output.path,
                         "--report", work.appending(component: "Baton.report.json").path,
                         "--persisted", work.appending(component: "persisted.json").path]
        arguments += documents.map(\.path)
        return [.buildCommand(
            displayName: "Generating Baton code for \(target.name) from \(documents.count) documents",
            executable: try context.tool(named: "batonc").url,
            arguments: arguments,
            inputFiles: documents + [config] + schema,
            outputFiles: outputs)]
    }

    private func nearestConfig(from folder: URL, package: URL) throws -> URL {
        for candidate in [folder.appending(component: "baton.json"), package.appending(component: "baton.json")]
        where FileManager.default.fileExists(atPath: candidate.path) {
            return candidate
        }
        throw BatonPluginError.noConfig(folder.path)
    }

    /// The schema's files baton.json names (one, or an array), and its client schema
    /// extensions' (`schemaExtensions`), resolved against its folder.
    private func schemaFiles(of config: URL) throws -> [URL] {
        let data = try Data(contentsOf: config)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let names = (object?["schema"] as? String).map { [$0] } ?? (object?["schema"] as? [String] ?? [])
        guard !names.isEmpty else { throw BatonPluginError.noSchema(config.path) }
        let extensions = object?["schemaExtensions"] as? [String] ?? []
        return (names + extensions).map { config.deletingLastPathComponent().appending(path: $0) }
    }
}

enum BatonPluginError: Error, CustomStringConvertible {
    case noConfig(String)
    case noSchema(String)

    var description: String {
        switch self {
        case .noConfig(let folder): "no baton.json in \(folder) or the package's root"
        case .noSchema(let config): "\(config) names no schema"
        }
    }
}
