import Baton

extension GitHubAPI {
    /// Every operation compiled from `graphql/github/`, for lookup by name.
    public static var operations: [any Baton.Operation.Type] {
        [ViewerScreenQuery.self, StarredScreenQuery.self, RepositoryScreenQuery.self,
         IssueDetailsScreenQuery.self, SearchScreenQuery.self]
    }
}
