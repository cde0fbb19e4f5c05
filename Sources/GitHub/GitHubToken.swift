import Foundation

/// GitHub's token: `GITHUB_TOKEN`, else `GH_TOKEN`, else what `gh auth token` prints when
/// the GitHub CLI is installed and signed in. Kept in memory, never printed or logged.
public enum GitHubToken {
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for name in ["GITHUB_TOKEN", "GH_TOKEN"] {
            if let token = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !token.isEmpty {
                return token
            }
        }
        return fromGitHubCLI(path: environment["PATH"] ?? "")
    }

    /// The CLI's token, when `gh` is on the PATH and answers with one.
    private static func fromGitHubCLI(path: String) -> String? {
        let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("gh") }
        guard let gh = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { return nil }
        let process = Process()
        process.executableURL = gh
        process.arguments = ["auth", "token"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let token = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }
}
