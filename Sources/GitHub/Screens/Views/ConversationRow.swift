import BatonScreens

/// What a list says of one issue or pull request, read from its row's lens:
/// the number and state in its state's color, whether it is an issue or a pull request,
/// the title and labels, who is assigned, who opened it and when, and how many comments
/// it has.
@MainActor
struct ConversationRow {
    /// The word a list mixing both kinds says of each.
    enum Kind: String {
        case issue = "issue"
        case pullRequest = "PR"
    }

    let kind: Kind
    let number: Int
    let title: String
    let state: ConversationState
    let comments: Int
    /// Who opened it and when, its labels and its assignees.
    let marks: ConversationRow_comment

    init(_ issue: IssueRow_issue) {
        kind = .issue
        number = issue.number
        title = issue.title
        state = .issue(issue.issueState)
        comments = issue.comments.totalCount
        marks = issue.conversationRow
    }

    init(_ pullRequest: PullRequestRow_pullRequest) {
        kind = .pullRequest
        number = pullRequest.number
        title = pullRequest.title
        state = .pullRequest(pullRequest.pullRequestState, isDraft: pullRequest.isDraft)
        comments = pullRequest.comments.totalCount
        marks = pullRequest.conversationRow
    }

    /// "@login", or why the server could not say who; nil for a deleted account.
    var author: String? {
        marks.author.map { "@" + $0.login } ?? marks.fieldError(for: "author")?.inWords
    }

    var createdAt: String { marks.createdAt }
    var labels: [LabelMarks.Mark] { marks.labelList.map { LabelMarks($0).marks } ?? [] }
    var assignees: AssigneeList_assignable? { marks.assigneeList }
}
