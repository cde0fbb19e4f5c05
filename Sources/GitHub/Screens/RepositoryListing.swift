import Baton
import BatonTUI

/// One list of repositories the Repositories screen switches between (the viewer's own,
/// the starred): its operation's handle, what the list reads from its data, and the list
/// view with its own selection.
@MainActor
final class RepositoryListing {
    /// What the listing's data says, as the screen shows it.
    struct Contents: Equatable {
        var summary: String
        var rows: [RepositoryRow_repository]
    }

    let title: String
    let rows = RowList<RepositoryRow_repository>(emptyText: "No repositories") { repository, state in
        RepositoryRowView(repository, state: state)
    }
    /// The handle's status in the status bar's words.
    let status: @MainActor () -> ScreenStatus
    /// The data's summary and rows, or nil while the store holds none.
    let contents: @MainActor () -> Contents?
    let retry: @MainActor () -> Void
    private let retainHandle: @MainActor () -> Retention
    private var retention: Retention?

    init<Value: Query>(title: String, handle: OperationHandle<Value>, read: @escaping @MainActor (Value.Data) -> Contents) {
        self.title = title
        status = { handle.screenStatus }
        contents = { handle.phase.data.map(read) }
        retry = { handle.retry() }
        retainHandle = { handle.retain() }
    }

    /// Holds the handle from the first time the listing is shown until `release()`.
    func hold() {
        if retention == nil { retention = retainHandle() }
    }

    func release() {
        retention?.end()
        retention = nil
    }
}
