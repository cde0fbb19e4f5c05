import Foundation
import GitHub
import Testing

/// The token by host: api.github.com's variables and `gh auth token`, an Enterprise
/// host's own variables and `gh auth token --hostname HOST`, each never the other's.
struct GitHubTokenTests {
    private let github = URL(string: "https://api.github.com/graphql")!
    private let enterprise = URL(string: "https://ghe.example.com/api/graphql")!

    /// A folder holding a `gh` that prints a token naming the arguments it was given,
    /// or fails when `failing`.
    private func fakeCLI(failing: Bool = false) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baton-tui-gh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let gh = directory.appendingPathComponent("gh")
        try (failing ? "#!/bin/sh\nexit 1\n" : "#!/bin/sh\necho \"token-for $*\"\n").write(to: gh, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gh.path)
        return directory
    }

    @Test func apiGitHubComTakesGitHubTokenThenGHTokenThenTheCLI() throws {
        let cli = try fakeCLI()
        defer { try? FileManager.default.removeItem(at: cli) }
        #expect(GitHubToken.resolve(for: github, environment: ["GITHUB_TOKEN": "a", "GH_TOKEN": "b", "PATH": cli.path]) == "a")
        #expect(GitHubToken.resolve(for: github, environment: ["GITHUB_TOKEN": " \n", "GH_TOKEN": "b"]) == "b")
        // An Enterprise host's variable is not github.com's.
        #expect(GitHubToken.resolve(for: github, environment: ["GH_ENTERPRISE_TOKEN": "e", "PATH": cli.path]) == "token-for auth token")
        #expect(GitHubToken.resolve(for: github, environment: ["GH_ENTERPRISE_TOKEN": "e", "PATH": "/nonexistent"]) == nil)
    }

    @Test func anotherHostTakesTheEnterpriseVariablesThenTheCLIForThatHost() throws {
        let cli = try fakeCLI()
        defer { try? FileManager.default.removeItem(at: cli) }
        #expect(GitHubToken.resolve(for: enterprise, environment: ["GH_ENTERPRISE_TOKEN": "e", "GITHUB_ENTERPRISE_TOKEN": "f"]) == "e")
        #expect(GitHubToken.resolve(for: enterprise, environment: ["GITHUB_ENTERPRISE_TOKEN": "f", "GITHUB_TOKEN": "a"]) == "f")
        // github.com's token never goes to another host.
        #expect(GitHubToken.resolve(for: enterprise, environment: ["GITHUB_TOKEN": "a", "GH_TOKEN": "b", "PATH": cli.path])
            == "token-for auth token --hostname ghe.example.com")
        #expect(GitHubToken.resolve(for: enterprise, environment: ["GITHUB_TOKEN": "a", "PATH": "/nonexistent"]) == nil)
        let local = try #require(URL(string: "http://127.0.0.1:8080/github/graphql"))
        #expect(GitHubToken.resolve(for: local, environment: ["PATH": cli.path]) == "token-for auth token --hostname 127.0.0.1")
    }

    @Test func aCLIThatFailsGivesNoToken() throws {
        let cli = try fakeCLI(failing: true)
        defer { try? FileManager.default.removeItem(at: cli) }
        #expect(GitHubToken.resolve(for: github, environment: ["PATH": cli.path]) == nil)
        #expect(GitHubToken.resolve(for: enterprise, environment: ["PATH": cli.path]) == nil)
    }

    @Test func theSourcesNameTheHost() {
        #expect(GitHubToken.sources(for: github).enterpriseHost == nil)
        #expect(GitHubToken.sources(for: github).variables == ["GITHUB_TOKEN", "GH_TOKEN"])
        #expect(GitHubToken.sources(for: URL(string: "https://API.GitHub.com/graphql")!).enterpriseHost == nil)
        let sources = GitHubToken.sources(for: enterprise)
        #expect(sources.variables == ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"])
        #expect(sources.cliArguments == ["auth", "token", "--hostname", "ghe.example.com"])
        #expect(sources.enterpriseHost == "ghe.example.com")
    }
}
