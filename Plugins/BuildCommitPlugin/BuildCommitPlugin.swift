import Foundation
import PackagePlugin

/// Names the commit the binaries are built from: before every build, `scripts/build-commit`
/// writes `BuildCommit.swift` with the checkout's commit (and whether tracked files differ
/// from it), so `--version` says what a binary is without anything passed to `swift build`.
/// A prebuild command, since a commit is no input file whose change SwiftPM could see; the
/// script rewrites the file only when its text changes, so an unchanged commit recompiles
/// nothing. SwiftPM applies no plugin to the copy of a target it builds as a plugin's tool
/// (batonc for BatonPlugin): there the file is missing and `BuildVersion` says so.
@main
struct BuildCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(component: "Generated")
        return [.prebuildCommand(
            displayName: "Naming the commit \(target.name) is built from",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: [package.appending(components: "scripts", "build-commit").path, package.path,
                        output.appending(component: "BuildCommit.swift").path],
            // git is found where the build's own PATH finds it.
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
            outputFilesDirectory: output)]
    }
}
