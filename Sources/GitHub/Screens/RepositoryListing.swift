import Baton
import BatonTUI

/// One list of repositories the Repositories screen switches between (the viewer's own,
/// the starred): how to read its connection from the screen's data, and the list view
/// with its own selection.
@MainActor
final class RepositoryListing {
    /// What the listing's connection says, as the screen shows it.
    struct Contents: Equatable {
        var summary: String
        var rows: [RepositoryRow_repository]
        /// How many the whole list holds, beyond the pages loaded.
        var total: Int
    }

    let title: String
    let rows = RowList<RepositoryRow_repository>(emptyText: "No repositories") { repository, state in
        RepositoryRowView(repository, state: state)
    }
    /// The connection in the data, or nil while the store holds none.
    let connection: @MainActor () -> (any PagedConnection)?
    /// The summary and rows, or nil while the store holds none; the summary says how far
    /// the pages came while the list `followsEnd`.
    let contents: @MainActor (_ followsEnd: Bool) -> Contents?

    /// `noun` names what the list holds in its summary, one and more ("repository",
    /// "repositories"; "starred" for both).
    init<Connection: PagedConnection>(
        title: String, noun: (one: String, many: String), handle: OperationHandle<ViewerRepositoriesScreenQuery>,
        read: @escaping @MainActor (ViewerRepositoriesScreenQuery.Data.Viewer) -> Connection,
        rows: @escaping @MainActor (Connection) -> [RepositoryRow_repository],
        totalCount: @escaping @MainActor (Connection) -> Int
    ) {
        self.title = title
        connection = { handle.phase.data.map { read($0.viewer) } }
        contents = { followsEnd in
            guard let viewer = handle.phase.data?.viewer else { return nil }
            let connection = read(viewer)
            let shown = rows(connection)
            let summary = "\(viewer.login) · " + connection.summary(
                total: totalCount(connection), shown: shown.count, noun: noun, followsEnd: followsEnd)
            return Contents(summary: summary, rows: shown, total: totalCount(connection))
        }
    }
}
