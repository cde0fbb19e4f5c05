import Baton

extension GitHubAPI {
    /// The screens' queries and the live subscriptions compiled from `graphql/github/`,
    /// which `baton-tui fetch` and `subscribe` look up by name.
    public static var operations: [any Baton.Operation.Type] {
        [ViewerScreenQuery.self, ViewerRepositoriesScreenQuery.self, RepositoryScreenQuery.self,
         RepositoryIssuesScreenQuery.self, IssueScreenQuery.self, PullRequestScreenQuery.self, SearchScreenQuery.self,
         ConversationSearchScreenQuery.self, DashboardSectionQuery.self, PullRequestChecksQuery.self, PullRequestFilesScreenQuery.self,
         LabelPickerQuery.self, AssigneePickerQuery.self, ReviewerPickerQuery.self, InboxQuery.self, NotificationThreadQuery.self,
         ViewerLoginQuery.self, StarCountSubscription.self, IssueCommentSubscription.self]
    }
}
