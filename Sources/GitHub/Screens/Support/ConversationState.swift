import BatonTUI

/// Where an issue or a pull request stands, in the word and the color GitHub gives it:
/// open green, a draft gray, merged or a closed issue purple, a closed pull request red.
struct ConversationState: Equatable {
    let words: String
    let color: Color

    static func issue(_ state: IssueState) -> ConversationState {
        switch state {
        case .OPEN: ConversationState(words: "Open", color: .green)
        case .CLOSED: ConversationState(words: "Closed", color: .magenta)
        case .unknown(let name): ConversationState(words: name.capitalized, color: .white)
        }
    }

    static func pullRequest(_ state: PullRequestState, isDraft: Bool) -> ConversationState {
        switch state {
        case .OPEN: isDraft ? ConversationState(words: "Draft", color: .brightBlack) : ConversationState(words: "Open", color: .green)
        case .MERGED: ConversationState(words: "Merged", color: .magenta)
        case .CLOSED: ConversationState(words: "Closed", color: .red)
        case .unknown(let name): ConversationState(words: name.capitalized, color: .white)
        }
    }
}
