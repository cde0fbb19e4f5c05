import Baton

/// What the store does with the fixture: the records one page makes, and the slots
/// a commit notifies when the same payload comes again and when one field changed.
@MainActor
enum StoreCounts {
    static func measure(_ fixture: Fixture) throws -> [Count] {
        let store = Store()
        store.commit(try fixture.changeSet())
        let records = store.recordCount
        let again = try notifications(in: store, committing: fixture)
        let oneField = try notifications(in: store, committing: fixture.renamingRick())
        return [
            Count("records.after_one_page", records),
            Count("notifications.same_payload_again", again),
            Count("notifications.one_field_commit", oneField),
        ]
    }

    /// The slots one commit of `payload` notifies.
    private static func notifications(in store: Store, committing payload: Fixture) throws -> Int {
        let before = store.notificationCount
        store.commit(try payload.changeSet())
        return store.notificationCount - before
    }
}
