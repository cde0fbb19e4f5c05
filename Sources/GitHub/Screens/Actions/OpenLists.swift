import Baton

/// The lists of open issues and pull requests the store holds that show an item: the
/// dashboard's sections whose query says `is:open`, and its repository's open issues or
/// pull requests. A close or a merge takes the item out of what each counts; the row
/// stays, in its new state, until the list is fetched again.
@MainActor
enum OpenLists {
    static func counts(holding target: ActionTarget, in environment: Environment) -> [ListCount] {
        sections(holding: target, in: environment.store) + repositoryList(holding: target, in: environment.store)
    }

    private static func sections(holding target: ActionTarget, in store: Store) -> [ListCount] {
        GitHubSection.configured.compactMap { section in
            guard section.kind != .repositories, section.searchQuery.split(separator: " ").contains("is:open") else { return nil }
            let query = DashboardSectionQuery(query: section.searchQuery, count: PageSize.configured)
            guard store.isAvailable(query) else { return nil }
            let search = store.data(of: query).dashboardSectionResults.search
            let holds = search.nodes.contains { ($0.asIssue?.id ?? $0.asPullRequest?.id) == target.id }
            return holds ? ListCount(record: RecordKey(search.connectionID), field: "issueCount") : nil
        }
    }

    private static func repositoryList(holding target: ActionTarget, in store: Store) -> [ListCount] {
        let name = target.reference.repository
        let query = RepositoryScreenQuery(owner: name.owner, name: name.name, count: PageSize.configured)
        guard store.isAvailable(query), let repository = store.data(of: query).repository else { return [] }
        let (connectionID, ids) = target.isPullRequest
            ? (repository.pullRequestList.pullRequests.connectionID, repository.pullRequestList.pullRequests.nodes.map(\.id))
            : (repository.issueList.issues.connectionID, repository.issueList.issues.nodes.map(\.id))
        return ids.contains(target.id) ? [ListCount(record: RecordKey(connectionID), field: "totalCount")] : []
    }
}
