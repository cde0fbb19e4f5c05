import Baton
import GitHub

/// What appending a page to a connection notifies: the viewer's repositories on a
/// retained screen query, a first page fetched and a second loaded, then the
/// slots one more `loadNext` notifies, in the steady state of a list paged on.
@MainActor
enum ConnectionCounts {
    static func measure() async throws -> [Count] {
        let repositories = ViewerRepositories(pages: 4)
        let store = Store()
        let environment = Environment(store: store, transport: repositories.transport)
        let handle = environment.handle(for: ViewerRepositoriesScreenQuery())
        let retention = handle.retain()
        defer { retention.end() }
        try await handle.refetch()
        let connection = handle.data.viewer.repositoryList.repositories
        // The second page makes the query root's `node(id:)` link, once for every later page.
        try await connection.loadNext(repositories.size)

        let before = store.notificationCount
        try await connection.loadNext(repositories.size)
        let appended = store.notificationCount - before
        return [Count("notifications.append_page", appended)]
    }
}
