import BatonScreens
import BatonTUI
import Foundation
import GitHub

/// The GitHub tab when no token was found: how to give one, in the variables and the
/// `gh` command of the endpoint's host. Nothing to fetch.
@MainActor
final class TokenHelpScreen: Screen {
    let lines: [String]

    init(endpoint: URL) {
        let sources = GitHubToken.sources(for: endpoint)
        let variables = sources.variables
        let login = sources.enterpriseHost.map { "gh auth login --hostname \($0)" } ?? "gh auth login"
        let export = "  export \(variables[0])=<token>"
        lines = [
            sources.enterpriseHost.map { "GitHub's API at \($0) needs a token, and none was found." }
                ?? "GitHub's API needs a token, and none was found.",
            "",
            "Give one in either of these, then start baton-tui again:",
            export.padding(toLength: max(export.count + 1, 34), withPad: " ", startingAt: 0)
                + "(or \(variables.dropFirst().joined(separator: ", ")))",
            "  " + login.padding(toLength: max(login.count + 1, 32), withPad: " ", startingAt: 0)
                + "(the GitHub CLI's token is used when present)",
            "",
            "A classic token needs the repo and read:user scopes; a fine-grained one,",
            "read access to the repositories to show and write access to star them.",
        ]
    }

    var title: String { "Sign in" }
    var helpLines: [String] { [] }
    var status: ScreenStatus { .ready }

    func retry() {}
    func close() {}
    func handle(_ key: Key) -> Bool { false }

    func render(in region: inout CanvasRegion) {
        for (row, line) in lines.enumerated() where row + 1 < region.height {
            region.draw(line, at: Point(x: 2, y: row + 1), style: row == 0 ? Style(bold: true) : .plain,
                        truncatingTo: max(0, region.width - 2))
        }
    }
}
