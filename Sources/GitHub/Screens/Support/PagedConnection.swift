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
    /// many rows are shown when not all, and whether the next page is on its way; while
    /// `G` follows the list's end, how far the pages came: "60 repositories · to the end:
    /// 40 of 60".
    func summary(total: Int, shown: Int, noun: (one: String, many: String), followsEnd: Bool) -> String {
        let summary = counted(total, noun.one, plural: noun.many)
        if followsEnd, hasNext { return summary + progress(shown: shown, total: total, followsEnd: true) }
        return summary + (shown < total ? " · \(grouped(shown)) shown" : "") + progress(shown: shown, total: total, followsEnd: false)
    }

    /// What the paging does, said after a list's count: " · to the end: 2,340 of 10,000"
    /// while `G` follows the end and pages remain, " · loading more…" while a page
    /// loads, else nothing.
    func progress(shown: Int, total: Int, followsEnd: Bool) -> String {
        if followsEnd, hasNext { return " · to the end: \(grouped(shown)) of \(grouped(total))" }
        return isLoadingNext ? " · loading more…" : ""
    }
}
