import Foundation
import Testing
@testable import baton_tui

/// The sign-in help names the variables and the `gh` command of the endpoint's host.
@MainActor
struct TokenHelpScreenTests {
    @Test func githubComAndAnEnterpriseHostEachNameTheirOwn() throws {
        let github = TokenHelpScreen(endpoint: try #require(URL(string: "https://api.github.com/graphql"))).lines
        #expect(github[0] == "GitHub's API needs a token, and none was found.")
        #expect(github.contains("  export GITHUB_TOKEN=<token>     (or GH_TOKEN)"))
        #expect(github.contains("  gh auth login                   (the GitHub CLI's token is used when present)"))
        let enterprise = TokenHelpScreen(endpoint: try #require(URL(string: "https://ghe.example.com/api/graphql"))).lines
        #expect(enterprise[0] == "GitHub's API at ghe.example.com needs a token, and none was found.")
        #expect(enterprise.contains("  export GH_ENTERPRISE_TOKEN=<token> (or GITHUB_ENTERPRISE_TOKEN)"))
        #expect(enterprise.contains("  gh auth login --hostname ghe.example.com (the GitHub CLI's token is used when present)"))
        #expect(!enterprise.joined().contains("GITHUB_TOKEN="))
    }
}
