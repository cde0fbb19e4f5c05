/// How a pull request is merged: `github.mergeMethod` chooses the one `y` takes at the
/// merge's question; the other two keep their own keys there.
public enum MergeMethod: String, CaseIterable, Sendable {
    case merge
    case squash
    case rebase

    /// The method `y` merges with, set once at launch from the configuration.
    @MainActor public static var configured = MergeMethod.merge

    var graphQL: PullRequestMergeMethod {
        switch self {
        case .merge: .MERGE
        case .squash: .SQUASH
        case .rebase: .REBASE
        }
    }

    /// The key that chooses it at the question, besides `y` for the configured one.
    var key: Character {
        switch self {
        case .merge: "M"
        case .squash: "s"
        case .rebase: "r"
        }
    }

    /// What its key does, as the question offers it: "s squashes".
    var choice: String {
        switch self {
        case .merge: "M makes a merge commit"
        case .squash: "s squashes"
        case .rebase: "r rebases"
        }
    }

    /// "with a merge commit", as the question says it.
    var words: String {
        switch self {
        case .merge: "with a merge commit"
        case .squash: "squashed"
        case .rebase: "rebased"
        }
    }
}
