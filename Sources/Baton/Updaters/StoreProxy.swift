/// The store as an updater sees it, inside the commit that runs it: fields of live
/// records read and written by storage key, every write going through the commit's
/// batch, so it is notified with the rest and, in an optimistic layer, undone with it.
@MainActor
public struct StoreProxy {
    let store: Store
    var batch: Batch

    /// The field's value on the live record of `key`; nil when the store holds no
    /// such record, or a deletion removed it.
    public func value(_ storageKey: String, of key: RecordKey) -> SlotValue? {
        guard let record = store.record(for: key), !record.isDeleted else { return nil }
        return record.value(at: store.slot(record.type, rendered: storageKey).index)
    }

    /// Writes the field's value on the live record of `key`; a record the store does
    /// not hold, or holds deleted, is left alone, since nothing reads it.
    public mutating func setValue(_ value: SlotValue, _ storageKey: String, of key: RecordKey) {
        guard let record = store.record(for: key), !record.isDeleted else { return }
        batch.write(record, store.slot(record.type, rendered: storageKey).index, value)
    }
}
