/// One field of a record as the inspector shows it: its storage key, its value,
/// and the field error beside it.
public struct StoredField: Sendable, Equatable {
    public let storageKey: String
    public let value: SlotValue
    public let error: FieldError?
}

extension Record {
    /// Every field the record holds a value or an error for, in no set order.
    /// Reading them registers nothing: the inspector reads the store's revision.
    public var storedFields: [StoredField] {
        guard let store else { return [] }
        return occupiedIndices.map { index in
            StoredField(storageKey: store.storageKey(of: index, on: type), value: value(at: index),
                        error: error(at: index))
        }
    }
}
