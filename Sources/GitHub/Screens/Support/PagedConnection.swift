import BatonTUI

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
extension DashboardSectionResults_query.Search: PagedConnection {}
extension PullRequestFileList_pullRequest.Files: PagedConnection {}

extension PagedConnection {
    /// "60 repositories · 20 shown · loading more…": `total` counted in `noun`, then how
    /// many rows are shown when not all, and whether the next page is on its way.
    func summary(total: Int, shown: Int, noun: (one: String, many: String)) -> String {
        var summary = counted(total, noun.one, plural: noun.many)
        if shown < total { summary += " · \(shown) shown" }
        if isLoadingNext { summary += " · loading more…" }
        return summary
    }
}
