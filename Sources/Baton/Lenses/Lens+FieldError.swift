extension Lens {
    /// The field error the server sent for one field of this lens's record, so a view
    /// can say in place why a field it shows is null. `storageKey` names the field as
    /// the store does: its name, or for a field with arguments its name and arguments
    /// as rendered (`issues(first:0)`). Nil when the field holds no error, and for a
    /// lens over no record.
    ///
    /// The read registers on the field's own channel, the one its accessor registers
    /// on, so the view that asks is told when an error comes and when a payload that
    /// answers the field clears it, and by no other field's change.
    @MainActor public func fieldError(for storageKey: String) -> FieldError? {
        guard let record = anchor.record else { return nil }
        if let slot = Registry.shared.existingSlot(record.type, storageKey) {
            return record.readError(slot)
        }
        // A key rendered from variables has its store's number, once written; a key
        // never written holds no error.
        guard let store = record.store else { return nil }
        for index in record.occupiedIndices where index < 0 && store.storageKey(of: index, on: record.type) == storageKey {
            return record.readError(Slot(type: record.type, index: index))
        }
        return nil
    }
}
