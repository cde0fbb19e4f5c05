import Baton

extension GitHubAPI {
    /// Every operation compiled from `graphql/github/`, for lookup by name.
    public static var operations: [any Baton.Operation.Type] {
        [ViewerScreenQuery.self, ViewerRepositoriesScreenQuery.self, RepositoryScreenQuery.self,
         RepositoryIssuesScreenQuery.self, IssueScreenQuery.self, SearchScreenQuery.self]
    }
}
