/// What the store writes for one response: the records it names, their slots'
/// values, the field errors beside them, the records to delete, the memberships
/// the response taught, the connection pages to merge, the edge directives'
/// edits and a mutation's updaters; nothing else.
///
/// Records are numbered within the change set, and a link names that number; the
/// commit maps them to the store's. A string without escapes stays a range of the
/// response's bytes until the commit finds that it differs from the slot's.
public struct ChangeSet: Sendable {
    struct RecordEntry: Sendable {
        let key: RecordKey
        let type: TypeID
    }

    /// A value with nothing to count references of: what it names that a
    /// reference holds (a decoded string, a list) sits in a table of the change
    /// set, so that values and entries copy as bytes and are freed with nothing
    /// to release, and an entry takes 24 bytes rather than 32.
    enum Value: Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        /// A string with no escapes: its UTF-8 bytes in `bytes[start..<end]`.
        case text(start: Int32, end: Int32)
        /// A string with escapes, decoded: `strings[index]`.
        case string(Int32)
        /// A record of this change set.
        case link(Int32)
        /// Records of this change set, `linkLists[start..<end]`; a null entry is -1.
        case links(start: Int32, end: Int32)
        /// A list of scalars: `scalarLists[index]`.
        case scalars(Int32)
    }

    /// A slot number: the build's when non-negative, else `renderedKeys[-1 - slot]`.
    struct Entry: Sendable {
        let record: Int32
        let slot: Int32
        let value: Value
    }

    /// A type the plan did not list that a response said satisfies a condition.
    struct Membership: Sendable, Hashable {
        let type: TypeID
        let condition: String
    }

    struct ErrorEntry: Sendable {
        let record: Int32
        let slot: Int32
        let error: FieldError
    }

    let bytes: [UInt8]
    var records: [RecordEntry] = []
    var entries: [Entry] = []
    var errors: [ErrorEntry] = []
    var renderedKeys: [String] = []
    /// The strings with escapes the values name, decoded.
    var strings: [String] = []
    /// The plural links' records, each list a range the value names.
    var linkLists: [Int32] = []
    /// The lists of scalars the values name.
    var scalarLists: [[ScalarElement]] = []
    var deletions: [RecordKey] = []
    var memberships: [Membership] = []
    /// The connection pages, merged by the commit after the entries, in order.
    var pages: [ConnectionPage] = []
    /// The edge directives' edits, made by the commit after the pages, in order.
    var edits: [Edit] = []
    /// A mutation's updaters (`Updater`), run by the commit after the edits, in order.
    var updates: [Update] = []

    /// An updater with its mutation's data read for it.
    typealias Update = @MainActor @Sendable (inout StoreProxy) -> Void

    /// Whether the response is the initial payload of an incremental one, whose
    /// later parts follow (`hasNext`).
    public internal(set) var announcesParts = false

    /// The response's errors that reached no field: they belong to the response.
    public internal(set) var unplacedErrors: [FieldError] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An empty change set, for a batch of deletions alone.
    public init() {
        self.bytes = []
    }

    /// One number for a record of the change set and a slot, for sets and maps.
    static func place(_ record: Int32, _ slot: Int32) -> Int64 {
        Int64(record) << 32 | Int64(UInt32(bitPattern: slot))
    }

    /// The keys of the records the change set writes, in the order first met.
    public var recordKeys: [RecordKey] { records.map(\.key) }

    /// How many slot values the change set writes.
    public var entryCount: Int { entries.count }

    /// Marks a record deleted when the change set is committed: links to it read
    /// as null and its fields as absent, until a payload names it again.
    public mutating func delete(_ key: RecordKey) {
        deletions.append(key)
    }
}
