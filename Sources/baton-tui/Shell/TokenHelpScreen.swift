import BatonScreens
import BatonTUI

/// The GitHub tab when no token was found: how to give one. Nothing to fetch.
@MainActor
final class TokenHelpScreen: Screen {
    static let lines = [
        "GitHub's API needs a token, and none was found.",
        "",
        "Give one in either of these, then start baton-tui again:",
        "  export GITHUB_TOKEN=<token>     (or GH_TOKEN)",
        "  gh auth login                   (the GitHub CLI's token is used when present)",
        "",
        "A classic token needs the repo and read:user scopes; a fine-grained one,",
        "read access to the repositories to show and write access to star them.",
    ]

    var title: String { "Sign in" }
    var helpLines: [String] { [] }
    var status: ScreenStatus { .ready }

    func retry() {}
    func close() {}
    func handle(_ key: Key) -> Bool { false }

    func render(in region: inout CanvasRegion) {
        for (row, line) in Self.lines.enumerated() where row + 1 < region.height {
            region.draw(line, at: Point(x: 2, y: row + 1), style: row == 0 ? Style(bold: true) : .plain,
                        truncatingTo: max(0, region.width - 2))
        }
    }
}
