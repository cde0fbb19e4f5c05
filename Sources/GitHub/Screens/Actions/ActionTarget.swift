/// An issue or a pull request as the actions on it see it: which one, where it
/// stands, and, for a pull request, whether it is a draft.
struct ActionTarget: Equatable {
    enum Standing: Equatable {
        case open
        case closed
        case merged
    }

    let id: String
    let reference: ConversationReference
    /// Its title, which a merge's commit title starts from.
    let title: String
    let standing: Standing
    let isDraft: Bool

    var isPullRequest: Bool { reference.isPullRequest }
    /// `owner/name#12`, as the notices name it.
    var name: String { reference.name }
    /// "issue" or "pull request".
    var noun: String { isPullRequest ? "pull request" : "issue" }

    static func issue(id: String, reference: ConversationReference, title: String, state: IssueState) -> ActionTarget {
        ActionTarget(id: id, reference: reference, title: title, standing: state == .CLOSED ? .closed : .open, isDraft: false)
    }

    static func pullRequest(id: String, reference: ConversationReference, title: String, state: PullRequestState,
                            isDraft: Bool) -> ActionTarget {
        let standing: Standing = switch state {
        case .MERGED: .merged
        case .CLOSED: .closed
        default: .open
        }
        return ActionTarget(id: id, reference: reference, title: title, standing: standing, isDraft: isDraft)
    }
}
