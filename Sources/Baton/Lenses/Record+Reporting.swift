extension Record {
    /// Logs a value the accessor's type cannot hold, as the typed reads do.
    func reportUnexpected(_ slot: Slot) {
        guard let store else { return }
        store.log?(.unexpectedValue(type: type.name, field: store.storageKey(of: slot.index, on: type)))
    }
}
