import Baton

/// A count a list shows beside its rows (a connection's `totalCount`, a search's
/// `issueCount`), which an action moves in the same layer as it moves the rows: Relay's
/// way, a count being no edge of its list.
struct ListCount: Equatable {
    /// The connection's record.
    let record: RecordKey
    /// The count's storage key on it.
    let field: String

    /// An updater moving each count by `step`, only when the answer says the action was
    /// taken (`answered`), since one with an error in its place took none. Never below 0.
    static func updater<Value: Mutation>(
        moving counts: [ListCount], by step: Int, when answered: @escaping @MainActor @Sendable (Value.Data) -> Bool
    ) -> Updater<Value>? {
        guard !counts.isEmpty else { return nil }
        return Updater { store, data in
            guard answered(data) else { return }
            for count in counts {
                guard case let .int(value)? = store.value(count.field, of: count.record) else { continue }
                store.setValue(.int(max(0, value + step)), count.field, of: count.record)
            }
        }
    }
}
