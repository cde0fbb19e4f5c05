import BatonScreens

/// What a repository's list says of one issue or pull request, read from its row's lens:
/// the number in its state's color, the title and labels, who is assigned, who opened it
/// and when, and how many comments it has.
@MainActor
struct ConversationRow {
    let number: Int
    let title: String
    let state: ConversationState
    /// "@login", or why the server could not say who; nil for a deleted account.
    let author: String?
    let createdAt: String
    let comments: Int
    let labels: LabelList_labelable
    let assignees: AssigneeList_assignable

    init(_ issue: IssueList_repository.Issues.Edges.Node) {
        number = issue.number
        title = issue.title
        state = .issue(issue.state)
        author = issue.author.map { "@" + $0.login } ?? issue.fieldError(for: "author")?.inWords
        createdAt = issue.createdAt
        comments = issue.comments.totalCount
        labels = issue.labelList
        assignees = issue.assigneeList
    }

    init(_ pullRequest: PullRequestList_repository.PullRequests.Edges.Node) {
        number = pullRequest.number
        title = pullRequest.title
        state = .pullRequest(pullRequest.state, isDraft: pullRequest.isDraft)
        author = pullRequest.author.map { "@" + $0.login } ?? pullRequest.fieldError(for: "author")?.inWords
        createdAt = pullRequest.createdAt
        comments = pullRequest.comments.totalCount
        labels = pullRequest.labelList
        assignees = pullRequest.assigneeList
    }
}
