/// What a commit did: the slots it notified, in records that existed before it,
/// and how many records it made.
public struct Commit: Sendable, Equatable {
    public let changed: [ChangedSlot]
    public let createdRecords: Int
}

/// A slot a batch notified: the record's key and the slot's storage key.
public struct ChangedSlot: Sendable, Hashable, CustomStringConvertible {
    public let record: RecordKey
    public let storageKey: String

    public init(record: RecordKey, storageKey: String) {
        self.record = record
        self.storageKey = storageKey
    }

    public var description: String { "\(record.rawValue).\(storageKey)" }
}
