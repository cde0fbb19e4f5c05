@_spi(Generated) import Baton
import GitHub

/// The viewer's repositories screen, retained, its first page fetched through the
/// scripted pages' transport in an environment of its own: where the paging
/// benchmark and counts load their pages.
@MainActor
public final class PagedList {
    public let environment: Environment
    public let retention: Retention
    public let connection: RepositoryList_viewer.Repositories

    public init(_ repositories: ViewerRepositories) async throws {
        environment = Environment(store: Store(), transport: repositories.transport)
        let handle = environment.handle(for: ViewerRepositoriesScreenQuery())
        retention = handle.retain()
        connection = try await handle.refetch().viewer.repositoryList.repositories
    }

    public func end() {
        retention.end()
        environment.end()
    }
}
