import Baton

/// What the inspector shows of a store: its counts, its records by type, each
/// record's fields with their values and errors. It reads and never writes, and
/// every read registers on the store's revision, so a view over it is told of
/// every batch.
@MainActor
public struct StoreInspector {
    /// A type and how many records of it the store holds.
    public struct TypeCount: Sendable, Hashable {
        public let name: String
        public let count: Int

        public init(name: String, count: Int) {
            self.name = name
            self.count = count
        }
    }

    /// A record as listed: its key and whether a deletion removed it.
    public struct Entry: Sendable, Hashable {
        public let key: RecordKey
        public let isDeleted: Bool

        public init(key: RecordKey, isDeleted: Bool) {
            self.key = key
            self.isDeleted = isDeleted
        }
    }

    /// A field as shown: its storage key, its value as the dump writes it, and the
    /// error beside it.
    public struct Field: Sendable, Hashable {
        public let storageKey: String
        public let value: String
        public let error: FieldError?

        public init(storageKey: String, value: String, error: FieldError?) {
            self.storageKey = storageKey
            self.value = value
            self.error = error
        }
    }

    public let store: Store

    public init(_ store: Store) {
        self.store = store
    }

    public var revision: Int { store.revision }

    public var recordCount: Int {
        _ = store.revision
        return store.recordCount
    }

    /// Every slot the store's batches have notified.
    public var notificationCount: Int {
        _ = store.revision
        return store.notificationCount
    }

    /// The types of the store's records, by name in byte order.
    public var types: [TypeCount] {
        _ = store.revision
        var counts: [String: Int] = [:]
        for record in store.allRecords { counts[record.type.name, default: 0] += 1 }
        return counts.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { TypeCount(name: $0, count: counts[$0]!) }
    }

    /// The records of a type, by key.
    public func records(ofType name: String) -> [Entry] {
        _ = store.revision
        return store.allRecords.filter { $0.type.name == name }.sorted { $0.key < $1.key }
            .map { Entry(key: $0.key, isDeleted: $0.isDeleted) }
    }

    /// A record's fields by storage key, `__typename` first; nil when the store
    /// holds no record of that key.
    public func fields(of key: RecordKey) -> [Field]? {
        _ = store.revision
        guard let record = store.record(for: key) else { return nil }
        let fields = record.storedFields.sorted { $0.storageKey.utf8.lexicographicallyPrecedes($1.storageKey.utf8) }
        return [Field(storageKey: "__typename", value: JSONText.quoted(record.type.name), error: nil)]
            + fields.map { Field(storageKey: $0.storageKey, value: ValueText.json($0.value, in: store), error: $0.error) }
    }

    /// The store as Baton's dump text.
    public var export: String {
        _ = store.revision
        return StoreExport.text(of: store)
    }
}
