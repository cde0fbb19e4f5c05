import Foundation

/// The ingest: response bytes decoded straight into a change set by following a
/// plan, with no intermediate tree. It runs anywhere, off the main actor; what it
/// makes is committed on the main actor.
public enum Ingest {
    /// How deep objects read against selections may nest; deeper is malformed.
    public static let maximumSelectionDepth = 24

    /// The change set of a response to `plan`'s operation run with `variables`.
    ///
    /// A server's response is `complete`: an object without a field its variant
    /// expects is malformed. An optimistic response or a payload committed by hand
    /// is not, and may carry part of a selection.
    ///
    /// Throws `IngestError` for a response the plan cannot read, and
    /// `GraphQLErrors` for a request error (errors and no data); either way
    /// nothing is produced.
    public static func changeSet(
        for payload: [UInt8], plan: Plan, variables: Variables = [:], complete: Bool = true
    ) throws -> ChangeSet {
        try payload.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { throw IngestError(.truncated, at: 0) }
            var walk = IngestWalk(
                scanner: JSONScanner(base: base, count: buffer.count), plan: plan,
                variables: variables, complete: complete, bytes: payload)
            return try walk.run()
        }
    }

    public static func changeSet(
        for payload: Data, plan: Plan, variables: Variables = [:], complete: Bool = true
    ) throws -> ChangeSet {
        try changeSet(for: [UInt8](payload), plan: plan, variables: variables, complete: complete)
    }

    /// The change set of a payload: a server's response, or one made by hand.
    public static func changeSet(
        for payload: Payload, plan: Plan, variables: Variables = [:], complete: Bool = true
    ) throws -> ChangeSet {
        try changeSet(for: payload.bytes, plan: plan, variables: variables, complete: complete)
    }
}

/// Where an object sits: the record and field that link to it, and its index in a
/// plural link (-1 for none); or, for the root, the record it is.
struct Place {
    let parent: Int32
    let storageKey: String
    let index: Int
    let fixedRecord: Int32

    static func root(_ record: Int32) -> Place {
        Place(parent: -1, storageKey: "", index: -1, fixedRecord: record)
    }

    static func below(_ parent: Int32, _ storageKey: String, index: Int = -1) -> Place {
        Place(parent: parent, storageKey: storageKey, index: index, fixedRecord: -1)
    }
}

/// One entry of `errors` as read, before the walk that places it.
struct ResponseError {
    enum Segment: Hashable, Sendable {
        case name(String)
        case index(Int)
    }

    let message: String
    /// Nil when the error has no path, or one that is not a list of names and
    /// integer indices: either way it reaches no field.
    let path: [Segment]?
    let extensions: String?

    /// The path dotted, as the server wrote it: an index no list has (a negative
    /// one) stays, since the error says what the server meant, not where it landed.
    var dottedPath: String {
        guard let path else { return "" }
        return path.map { segment in
            switch segment {
            case let .name(name): name
            case let .index(index): String(index)
            }
        }.joined(separator: ".")
    }

    var fieldError: FieldError {
        FieldError(message: message, path: dottedPath, extensions: extensions)
    }
}

/// One ingest's state: the cursor, the change set growing, and the stacks an
/// object's reading pushes and pops, reused so that objects allocate little.
struct IngestWalk {
    var scanner: JSONScanner
    let plan: Plan
    let variables: Variables
    let complete: Bool
    var changeSet: ChangeSet

    var recordIndex: [RecordKey: Int32] = [:]
    /// The entities keyed by one field's bytes, before `recordIndex` by string.
    var entities: EntityIndex
    /// Values read for objects whose record is not settled yet, innermost last.
    var pending: [PendingValue] = []
    /// The key fields' values of the objects being read, innermost last; nil for
    /// one not read yet, or read as a value a key cannot hold (null, a link).
    var keyValues: [ChangeSet.Value?] = []
    /// The plural links being read, innermost last (see `readLinks`).
    var linkStack: [Int32] = []
    var jsonDepth = 0

    /// A value read and its slot, before its object's record is settled. A named
    /// struct rather than a tuple: trimming an array of tuples destroys each
    /// element through the runtime's generic tuple witness.
    struct PendingValue {
        let slot: Int32
        let value: ChangeSet.Value
    }

    struct UnlistedKey: Hashable {
        let selection: Int
        let name: String
        let answered: UInt64
    }

    struct RenderedSlotKey: Hashable {
        let field: FieldPosition
        let type: Int32
    }

    var unlisted: [UnlistedKey: TypeLayout] = [:]
    /// The fields this ingest's variables deselect, read as unknown members.
    let deselected: Set<FieldPosition>
    var renderedTexts: [FieldPosition: String] = [:]
    var renderedSlots: [RenderedSlotKey: Int32] = [:]
    var renderedKeyIndex: [String: Int32] = [:]
    var responseErrors: [ResponseError] = []
    /// The label of the deferred part this walk reads; nil for a whole response
    /// or an initial payload, which need not carry deferred fields.
    var delivering: String?
    /// The depth the part's object is read at, and the layout of its record's
    /// type; 0 and nil when the walk reads a response's `data`.
    var partDepth = 0
    var partLayout: TypeLayout?
    /// The selection the part's object is read against, and the path from the
    /// root that reaches it, which its errors' paths start with.
    var partSelection: Int?
    var partPath: [ResponseError.Segment] = []

    static let dataKey = Array("data".utf8)
    static let errorsKey = Array("errors".utf8)
    static let typenameKey = Array("__typename".utf8)
    static let messageKey = Array("message".utf8)
    static let pathKey = Array("path".utf8)
    static let extensionsKey = Array("extensions".utf8)

    init(scanner: JSONScanner, plan: Plan, variables: Variables, complete: Bool, bytes: [UInt8]) {
        self.scanner = scanner
        self.plan = plan
        self.variables = variables
        self.complete = complete
        self.deselected = plan.deselected(under: variables)
        self.changeSet = ChangeSet(bytes: bytes)
        self.entities = EntityIndex(capacity: bytes.count / 400)
        // Sized from the response, so that the arrays rarely grow by copying:
        // a value takes some twenty bytes of JSON, a record some four hundred.
        changeSet.entries.reserveCapacity(bytes.count / 20)
        changeSet.records.reserveCapacity(bytes.count / 400)
        recordIndex.reserveCapacity(bytes.count / 400)
    }

    /// The envelope: `data` and `errors`, other members skipped.
    mutating func run() throws -> ChangeSet {
        if scanner.count >= 3, scanner.base[0] == 0xEF, scanner.base[1] == 0xBB, scanner.base[2] == 0xBF {
            throw IngestError(.byteOrderMark, at: 0)
        }
        let root = record(plan.kind.rootKey, type: plan.kind.rootType)
        try scanner.expect(UInt8(ascii: "{"))
        jsonDepth = 1
        var sawData = false
        var dataIsNull = false
        var first = true
        while let key = try scanner.nextMember(first: &first) {
            if scanner.bytes(of: key, equal: Self.dataKey) {
                switch try scanner.peek() {
                case UInt8(ascii: "n"):
                    try scanner.literal("null")
                    dataIsNull = true
                case UInt8(ascii: "{"):
                    _ = try readObject(plan.root, at: .root(root), depth: 1)
                default:
                    throw IngestError(.wrongKind(field: "data", expected: "an object"), at: scanner.pos)
                }
                sawData = true
            } else if scanner.bytes(of: key, equal: Self.errorsKey) {
                try readErrors()
            } else if scanner.bytes(of: key, equal: Self.hasNextKey), try scanner.peek() == UInt8(ascii: "t") {
                try scanner.literal("true")
                changeSet.announcesParts = true
            } else {
                try scanner.skipValue(depth: jsonDepth)
            }
        }
        scanner.skipWhitespace()
        guard scanner.pos == scanner.count else { throw IngestError(.trailingContent, at: scanner.pos) }
        if !sawData || dataIsNull {
            guard responseErrors.isEmpty else { throw GraphQLErrors(responseErrors.map(\.fieldError)) }
            throw IngestError(.noDataOrErrors, at: 0)
        }
        placeErrors()
        changeSet.groupEntriesByRecord()
        return changeSet
    }

    /// The change set's record of `key`, added on first sight.
    mutating func record(_ key: RecordKey, type: TypeID) -> Int32 {
        if let index = recordIndex[key] { return index }
        let index = Int32(changeSet.records.count)
        changeSet.records.append(ChangeSet.RecordEntry(key: key, type: type))
        recordIndex[key] = index
        return index
    }

    func wrongKind(_ field: PreparedField, _ expected: String) -> IngestError {
        IngestError(.wrongKind(field: String(decoding: field.responseKey, as: UTF8.self), expected: expected),
                    at: scanner.pos)
    }
}
