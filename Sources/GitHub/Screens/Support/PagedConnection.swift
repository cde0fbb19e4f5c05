/// A connection lens the screens page forward through, as the generated connection
/// lenses spell it.
@MainActor
protocol PagedConnection {
    var hasNext: Bool { get }
    var isLoadingNext: Bool { get }
    func loadNext(_ count: Int) async throws
}

extension RepositoryList_viewer.Repositories: PagedConnection {}
extension StarredList_viewer.StarredRepositories: PagedConnection {}
extension IssueList_repository.Issues: PagedConnection {}
extension PullRequestList_repository.PullRequests: PagedConnection {}
extension SearchResults_query.Search: PagedConnection {}
extension ConversationSearchResults_query.Search: PagedConnection {}
