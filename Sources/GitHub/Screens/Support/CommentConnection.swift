/// The comments of an issue or of a pull request, as the conversation pages through them
/// and appends to them: issue comments either way, under a connection of each.
@MainActor
protocol CommentConnection: PagedConnection {
    var totalCount: Int { get }
    var connectionID: String { get }
    var comments: [ConversationComment_comment] { get }
}

extension CommentList_issue.Comments: CommentConnection {
    var comments: [ConversationComment_comment] { nodes.map(\.conversationComment) }
}

extension PullRequestCommentList_pullRequest.Comments: CommentConnection {
    var comments: [ConversationComment_comment] { nodes.map(\.conversationComment) }
}
