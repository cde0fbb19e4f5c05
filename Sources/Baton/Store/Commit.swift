/// What a commit did: its kind, the slots it notified in records that existed
/// before it, and how many records it made.
public struct Commit: Sendable, Equatable {
    /// Whose write a batch is.
    public enum Kind: String, Sendable, Hashable {
        /// A server's response: the image is told.
        case server
        /// An optimistic layer's: the image is never told.
        case optimistic
        /// The runtime's own writes (a loading flag, a lookup bound, a cell
        /// filled from the image): neither.
        case local
    }

    public let kind: Kind
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
