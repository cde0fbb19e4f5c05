/// What a plan prepares once for the ingest: per field, its response key as
/// bytes; per concrete type, its variant and slot numbers.

/// A field as the ingest matches and writes it.
struct PreparedField: Sendable {
    let responseKey: [UInt8]
    let kind: FieldKind
    let storageKey: StorageKey
    /// The storage key's text when the build names it; nil when rendered from variables.
    let constantText: String?
    let guards: [[Guard]]
    /// Set on a field read as a connection, whose page the ingest records.
    let connection: ConnectionInfo?
    /// Set on a field under an edge directive, whose edit the ingest records.
    let edit: Edit?
    /// The label of the deferred part that delivers the field; nil for the initial payload.
    let deferred: String?
    /// Whether the field is the client's, which no response must carry.
    let isClient: Bool
}

final class PreparedVariant: Sendable {
    let fields: [PreparedField]
    /// The positions in `fields` of the key fields, in key order; empty when the
    /// objects are keyed by their path.
    let keyPositions: [Int]
    /// The positions in `fields` of the fields a deferred part delivers: empty for
    /// the common variant without `@defer`, so that its ingest tests nothing per field.
    let deferredPositions: [Int]
    /// The positions in `fields` of the client's fields, which a complete response
    /// may omit: empty for a variant without one.
    let clientPositions: [Int]

    convenience init(fields: [Field], keyFields: [String]) {
        self.init(fields: fields, keyFields: keyFields, guarded: true)
    }

    /// `guarded` false when the fields are the ones selected under a set of
    /// variables already, as for a type read by its conditions.
    init(fields: [Field], keyFields: [String], guarded: Bool) {
        self.fields = fields.map { field in
            var constantText: String?
            if case let .constant(text) = field.storageKey { constantText = text }
            return PreparedField(responseKey: Array(field.responseKey.utf8), kind: field.kind,
                                 storageKey: field.storageKey, constantText: constantText,
                                 guards: guarded ? field.guards : [], connection: field.connection,
                                 edit: field.edit, deferred: field.deferred, isClient: field.isClient)
        }
        self.deferredPositions = fields.indices.filter { fields[$0].deferred != nil }
        self.clientPositions = fields.indices.filter { fields[$0].isClient }
        var positions: [Int] = []
        for keyField in keyFields {
            guard let position = fields.firstIndex(where: { $0.responseKey == keyField }),
                  case .scalar = fields[position].kind
            else {
                positions = []
                break
            }
            positions.append(position)
        }
        self.keyPositions = positions
    }
}

/// A concrete type under a selection: the variant it reads and the slot of each
/// of that variant's fields on the type. Classes, so that the ingest holds each
/// with one reference rather than copying its arrays per object.
///
/// The ingest reads a layout per object, so it reads the variant's fields, key
/// positions and slots from flat tables the layout allocates once and frees in
/// `deinit`: reading one retains nothing, where copying an array out of a class
/// retains its buffer. The tables are never written after `init`, hence
/// `@unchecked Sendable`; a reader must hold the layout while it reads them.
final class TypeLayout: @unchecked Sendable {
    /// Marks a field whose storage key is rendered from variables at each ingest.
    static let renderedSlot = Int32.min

    let name: String
    let nameBytes: [UInt8]
    let type: TypeID
    /// The variant's index in its selection; for a type read by its conditions,
    /// an index past the selection's variants, one per set of conditions.
    let variant: Int
    /// The variant's fields, as prepared.
    let prepared: PreparedVariant
    /// The variant's fields, a table of `prepared.fields`.
    let fields: UnsafeBufferPointer<PreparedField>
    /// Each field's kind, and each field's response key (its bytes in `keyBytes`):
    /// read per member, where reading them through `fields` copied the whole
    /// field out of the table, with a retain and a release of each of its
    /// references.
    let kinds: UnsafeBufferPointer<FieldKind>
    let responseKeys: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    private let keyBytes: UnsafeMutableBufferPointer<UInt8>
    /// Whether every response key's bytes are ones a JSON string holds as they
    /// are, as a GraphQL name's are: then a member's key is compared in place
    /// (`JSONScanner.skipString(equalTo:)`) before it is scanned.
    let plainKeys: Bool
    /// The positions of the key fields, a table of `prepared.keyPositions`.
    let keyPositions: UnsafeBufferPointer<Int>
    /// Each field's slot on the type, or `renderedSlot`.
    let slotTable: UnsafeBufferPointer<Int32>
    /// Whether a deferred part delivers any of the fields: read per object, so
    /// that the common layout without one touches no array.
    let hasDeferred: Bool
    /// Whether any of the fields is the client's, which a response may omit.
    let hasClient: Bool
    /// Whether any of the fields records an edit: read per member, so that the
    /// common layout without one copies no field's optional edit out of the table.
    let hasEdits: Bool
    /// Whether any of the fields is a connection, for the same reason.
    let hasConnections: Bool
    /// Each field's storage key's text when the build names it (`constantText`),
    /// read per link: reading it through `fields` copied the whole field.
    let constantTexts: UnsafeBufferPointer<String?>

    /// The slots as an array, to compare and print.
    var slots: [Int32] { Array(slotTable) }

    init(name: String, variant: Int, of prepared: PreparedVariant) {
        let type = Registry.shared.type(named: name)
        self.name = name
        self.nameBytes = Array(name.utf8)
        self.type = type
        self.variant = variant
        self.prepared = prepared
        self.fields = Self.table(prepared.fields)
        self.kinds = Self.table(prepared.fields.map(\.kind))
        let keyBytes = UnsafeMutableBufferPointer<UInt8>.allocate(
            capacity: max(1, prepared.fields.reduce(0) { $0 + $1.responseKey.count }))
        var responseKeys: [UnsafeBufferPointer<UInt8>] = []
        var offset = 0
        for field in prepared.fields {
            let slice = UnsafeMutableBufferPointer(rebasing: keyBytes[offset..<offset + field.responseKey.count])
            _ = slice.initialize(from: field.responseKey)
            responseKeys.append(UnsafeBufferPointer(slice))
            offset += field.responseKey.count
        }
        self.keyBytes = keyBytes
        self.plainKeys = prepared.fields.allSatisfy { field in
            field.responseKey.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        self.responseKeys = Self.table(responseKeys)
        self.keyPositions = Self.table(prepared.keyPositions)
        self.hasDeferred = !prepared.deferredPositions.isEmpty
        self.hasClient = !prepared.clientPositions.isEmpty
        self.hasEdits = prepared.fields.contains { $0.edit != nil }
        self.hasConnections = prepared.fields.contains { $0.connection != nil }
        self.constantTexts = Self.table(prepared.fields.map(\.constantText))
        self.slotTable = Self.table(prepared.fields.map { field in
            guard let text = field.constantText else { return TypeLayout.renderedSlot }
            return Registry.shared.slot(type, text).index
        })
    }

    deinit {
        Self.free(fields)
        Self.free(kinds)
        Self.free(responseKeys)
        keyBytes.deallocate()
        Self.free(keyPositions)
        Self.free(slotTable)
        Self.free(constantTexts)
    }

    private static func table<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let table = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = table.initialize(from: elements)
        return UnsafeBufferPointer(table)
    }

    private static func free<Element>(_ table: UnsafeBufferPointer<Element>) {
        let table = UnsafeMutableBufferPointer(mutating: table)
        table.deinitialize()
        table.deallocate()
    }
}

final class PreparedSelection: Sendable {
    let isAbstract: Bool
    let keyFields: [String]
    let variants: [PreparedVariant]
    /// The fields every other type reads, before its conditions'.
    let fallbackFields: [Field]
    let conditions: [Condition]
    let answerKeys: [[UInt8]]
    /// Every type a variant lists; a concrete selection's one type first.
    let layouts: [TypeLayout]
    /// The variant a type no variant lists reads: the one listing no types, or an
    /// empty one appended for the purpose.
    let fallbackVariant: Int

    init(_ selection: Selection) {
        var variants = selection.variants.map {
            PreparedVariant(fields: $0.fields, keyFields: $0.keyFields ?? selection.keyFields)
        }
        if let open = selection.variants.firstIndex(where: \.types.isEmpty) {
            fallbackVariant = open
            fallbackFields = selection.variants[open].fields
        } else {
            fallbackFields = []
            fallbackVariant = variants.count
            variants.append(PreparedVariant(fields: [], keyFields: selection.keyFields))
        }
        var layouts: [TypeLayout] = []
        for (position, variant) in selection.variants.enumerated() {
            for name in variant.types where !layouts.contains(where: { $0.name == name }) {
                layouts.append(TypeLayout(name: name, variant: position, of: variants[position]))
            }
        }
        self.isAbstract = selection.isAbstract
        self.keyFields = selection.keyFields
        self.variants = variants
        self.layouts = layouts
        self.conditions = selection.conditions
        self.answerKeys = selection.conditions.map { Array($0.answerKey.utf8) }
    }

    /// The layout of a type no variant lists, numbered on the type's first read:
    /// the fields every other type reads, then those of each condition its object
    /// answered (`answered`, a bit per condition), the first by response key
    /// winning, as `variables` select them.
    func unlistedLayout(_ name: String, answered: UInt64, _ variables: Variables) -> TypeLayout {
        guard answered != 0 else {
            return TypeLayout(name: name, variant: fallbackVariant, of: variants[fallbackVariant])
        }
        var fields = fallbackFields.filter { Guard.selects($0.guards, variables) }
        for (position, condition) in conditions.enumerated() where answered & (1 << position) != 0 {
            for field in condition.fields
                where Guard.selects(field.guards, variables) && !fields.contains(where: { $0.responseKey == field.responseKey }) {
                fields.append(field)
            }
        }
        // The selection's key when it has one, else the first answered condition's
        // that reads its key: an object keyed by its identity, not by its path.
        var keys = keyFields
        if keys.isEmpty {
            for (position, condition) in conditions.enumerated()
                where answered & (1 << position) != 0 && !condition.keyFields.isEmpty {
                keys = condition.keyFields
                break
            }
        }
        let variant = PreparedVariant(fields: fields, keyFields: keys, guarded: false)
        return TypeLayout(name: name, variant: variants.count + Int(answered), of: variant)
    }
}
