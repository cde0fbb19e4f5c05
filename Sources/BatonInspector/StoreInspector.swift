import Baton
import BatonSupport

/// What the inspector shows of a store: its counts, its records by type, each
/// record's fields with their values, links and errors; over an environment, its
/// roots, its log's tail and its image too. It reads and never writes, and every
/// read registers on the store's revision (or the environment's inspection), so a
/// view over it is told of every batch.
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
    /// The environment the inspector was made over, if it was.
    public let environment: Environment?

    public init(_ store: Store) {
        self.store = store
        environment = nil
    }

    public init(_ environment: Environment) {
        store = environment.store
        self.environment = environment
    }

    public var revision: Int { store.revision }

    public var recordCount: Int {
        _ = store.revision
        return store.recordCount
    }

    /// How many optimistic layers are applied over the server's data.
    public var optimisticLayerCount: Int {
        _ = store.revision
        return store.optimisticLayerCount
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

    /// The records of a type, by key; with a filter, those whose key or one of
    /// whose string values contains it, ignoring case.
    public func records(ofType name: String, matching filter: String = "") -> [Entry] {
        _ = store.revision
        let needle = filter.lowercased()
        return store.allRecords
            .filter { $0.type.name == name && (needle.isEmpty || Self.record($0, contains: needle)) }
            .sorted { $0.key < $1.key }
            .map { Entry(key: $0.key, isDeleted: $0.isDeleted) }
    }

    private static func record(_ record: Record, contains needle: String) -> Bool {
        record.key.rawValue.lowercased().contains(needle) || record.storedFields.contains { field in
            if case let .string(text) = field.value { text.lowercased().contains(needle) } else { false }
        }
    }

    /// The storage keys whose string value a list shows beside a record's key,
    /// the first one present winning.
    public static let captionKeys = ["name", "title", "login"]

    /// What a list shows beside a record's key: its first `captionKeys` string.
    public func caption(of key: RecordKey) -> String? {
        _ = store.revision
        guard let fields = store.record(for: key)?.storedFields else { return nil }
        for name in Self.captionKeys {
            if let field = fields.first(where: { $0.storageKey == name }), case let .string(text) = field.value {
                return text
            }
        }
        return nil
    }

    /// Where a slot links: to one record, or to a list of them (nil for a null
    /// element).
    public enum Link: Sendable, Hashable {
        case single(RecordKey)
        case plural([RecordKey?])
    }

    /// The links of a record's slots, by storage key; nil when the store holds no
    /// record of that key.
    public func links(of key: RecordKey) -> [String: Link]? {
        _ = store.revision
        guard let record = store.record(for: key) else { return nil }
        var links: [String: Link] = [:]
        for field in record.storedFields {
            switch field.value {
            case let .link(id): links[field.storageKey] = .single(store.record(id).key)
            case let .links(ids): links[field.storageKey] = .plural(ids.map { $0.map { store.record($0).key } })
            default: break
            }
        }
        return links
    }

    /// Whether a deletion removed the record; nil when the store holds none of
    /// that key.
    public func isDeleted(_ key: RecordKey) -> Bool? {
        _ = store.revision
        return store.record(for: key)?.isDeleted
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
