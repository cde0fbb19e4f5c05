import Foundation

/// GitHub's token for an endpoint, as the GitHub CLI finds it. At api.github.com:
/// `GITHUB_TOKEN`, else `GH_TOKEN`, else what `gh auth token` prints. At any other host,
/// a GitHub Enterprise server's (`https://HOST/api/graphql`): `GH_ENTERPRISE_TOKEN`,
/// else `GITHUB_ENTERPRISE_TOKEN`, else `gh auth token --hostname HOST`; github.com's
/// token is never sent to another host. Kept in memory, never printed or logged.
public enum GitHubToken {
    /// Where a host's token is looked for: the variables in order, then the CLI's arguments.
    public struct Sources: Equatable, Sendable {
        public let variables: [String]
        public let cliArguments: [String]
        /// The Enterprise host the CLI is asked about; nil for github.com.
        public let enterpriseHost: String?
    }

    /// github.com's API host; every other is an Enterprise server's.
    static let publicHost = "api.github.com"

    public static func sources(for endpoint: URL) -> Sources {
        let host = endpoint.host?.lowercased() ?? ""
        if host == publicHost {
            return Sources(variables: ["GITHUB_TOKEN", "GH_TOKEN"], cliArguments: ["auth", "token"], enterpriseHost: nil)
        }
        return Sources(variables: ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"],
                       cliArguments: ["auth", "token", "--hostname", host], enterpriseHost: host)
    }

    public static func resolve(for endpoint: URL,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let sources = sources(for: endpoint)
        for name in sources.variables {
            if let token = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !token.isEmpty {
                return token
            }
        }
        return fromGitHubCLI(arguments: sources.cliArguments, path: environment["PATH"] ?? "")
    }

    /// The CLI's token, when `gh` is on the PATH and answers with one.
    private static func fromGitHubCLI(arguments: [String], path: String) -> String? {
        let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("gh") }
        guard let gh = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { return nil }
        let process = Process()
        process.executableURL = gh
        process.arguments = arguments
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
