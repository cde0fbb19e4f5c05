/// The data a response is decoded by and a store is written from, one per
/// operation: its selections, each declared once and referred to by index, the
/// root's first. Generated code writes one as a `static let` literal; the plan
/// prepares, once, what the ingest reads per object: response keys as bytes, and
/// each listed type's slot numbers.
public final class Plan: Sendable {
    public let name: String
    public let kind: OperationKind
    public let root: Int
    public let selections: [Selection]
    let prepared: [PreparedSelection]

    public init(name: String, kind: OperationKind = .query, root: Int = 0, selections: [Selection]) {
        precondition(selections.indices.contains(root), "plan \(name): no root selection \(root)")
        // The roots are typed by the store's names whatever the schema calls them.
        precondition(selections[root].type == kind.rootType.name,
                     "plan \(name): a \(kind.rawValue)'s root selection is typed \(kind.rootType.name)")
        for selection in selections {
            for variant in selection.variants {
                for field in variant.fields {
                    switch field.kind {
                    case let .link(child), let .links(child):
                        precondition(selections.indices.contains(child),
                                     "plan \(name): \(field.responseKey) links to no selection \(child)")
                    case let .scalarList(_, depth):
                        precondition(depth >= 1, "plan \(name): \(field.responseKey) has a list depth below 1")
                    case .scalar:
                        break
                    }
                }
            }
        }
        self.name = name
        self.kind = kind
        self.root = root
        self.selections = selections
        self.prepared = selections.map(PreparedSelection.init)
    }

    /// The fields that `variables` deselect: empty for the common plan without
    /// guards, so that its ingest tests nothing per field.
    func deselected(under variables: Variables) -> Set<FieldPosition> {
        var positions: Set<FieldPosition> = []
        for (s, selection) in prepared.enumerated() {
            for (v, variant) in selection.variants.enumerated() {
                for (f, field) in variant.fields.enumerated() where !Guard.selects(field.guards, variables) {
                    positions.insert(FieldPosition(selection: s, variant: v, position: f))
                }
            }
        }
        return positions
    }
}

/// A field of a plan, by the selection, variant and position that declare it.
struct FieldPosition: Hashable {
    let selection: Int
    let variant: Int
    let position: Int
}

/// A field as the ingest matches and writes it.
struct PreparedField: Sendable {
    let responseKey: [UInt8]
    let kind: FieldKind
    let storageKey: StorageKey
    /// The storage key's text when the build names it; nil when rendered from variables.
    let constantText: String?
    let guards: [[Guard]]
}

final class PreparedVariant: Sendable {
    let fields: [PreparedField]
    /// The positions in `fields` of the key fields, in key order; empty when the
    /// objects are keyed by their path.
    let keyPositions: [Int]

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
                                 guards: guarded ? field.guards : [])
        }
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
final class TypeLayout: Sendable {
    /// Marks a field whose storage key is rendered from variables at each ingest.
    static let renderedSlot = Int32.min

    let name: String
    let nameBytes: [UInt8]
    let type: TypeID
    /// The variant's index in its selection; for a type read by its conditions,
    /// an index past the selection's variants, one per set of conditions.
    let variant: Int
    let fields: PreparedVariant
    let slots: [Int32]

    init(name: String, variant: Int, of prepared: PreparedVariant) {
        let type = Registry.shared.type(named: name)
        self.name = name
        self.nameBytes = Array(name.utf8)
        self.type = type
        self.variant = variant
        self.fields = prepared
        self.slots = prepared.fields.map { field in
            guard let text = field.constantText else { return TypeLayout.renderedSlot }
            return Registry.shared.slot(type, text).index
        }
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
        let variant = PreparedVariant(fields: fields, keyFields: keyFields, guarded: false)
        return TypeLayout(name: name, variant: variants.count + Int(answered), of: variant)
    }
}
