import Foundation
import SampleServerSupport
import TerminalTesting
import Testing

/// The built binary on its GitHub tab against the suite's sample server (or one a test
/// started for itself), with the server's token and an image of its own.
enum GitHubApp {
    /// Launches it; `token` signs in as another viewer than the server's default, and
    /// `arguments` follow the others (`--config FILE`); `environment` adds variables (`EDITOR=…`). Unless `dashboard`, or the
    /// arguments name a configuration, the dashboard has no sections of its own, so the
    /// tab opens on the viewer's repositories, where most tests start; without `preview`
    /// the preview starts closed. With `standardError`, what the program writes there (a
    /// trap's message, which its screen would hide) is appended to that file instead.
    static func launch(cache: URL, width: Int = 100, height: Int = 40, token: String? = nil,
                       arguments: [String] = [], environment: [String] = [], server: SampleServer? = nil,
                       dashboard: Bool = false, preview: Bool = true, standardError: URL? = nil) throws -> TmuxSession {
        let server = try server ?? SampleServer.required()
        let token = try token ?? SampleServer.gitHubToken()
        var arguments = arguments
        if !dashboard, !arguments.contains("--config") {
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            let configuration = cache.appendingPathComponent("repositories-first.yml")
            let closed = preview ? "" : "defaults:\n  preview:\n    open: false\n"
            try (closed + "github:\n  sections: []\n").write(to: configuration, atomically: true, encoding: .utf8)
            arguments += ["--config", configuration.path]
        }
        if let standardError {
            try FileManager.default.createDirectory(at: standardError.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        let redirect = standardError.map { ["/bin/sh", "-c", #"exec "$@" 2>>"$0""#, $0.path] } ?? []
        return try TmuxSession(redirect + ["/usr/bin/env", "GH_ENTERPRISE_TOKEN=\(token)"] + environment + [try BatonTUI.binary().path,
                                "--api", "github", "--github-endpoint", server.gitHubEndpoint.absoluteString,
                                "--rickandmorty-endpoint", server.rickAndMortyEndpoint.absoluteString,
                                "--cache-dir", cache.path] + arguments, width: width, height: height)
    }

    /// A folder for an image no other test shares.
    static func temporaryCache() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("baton-tui-github-\(UUID().uuidString)")
    }
}
