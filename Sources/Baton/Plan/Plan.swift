/// The data a response is decoded by and a store is written from, one per
/// operation: its selections, each declared once and referred to by index, the
/// root's first. Generated code writes one as a `static let` literal; the plan
/// prepares, once, what the ingest reads per object: response keys as bytes, and
/// each listed type's slot numbers.
///
/// `@unchecked Sendable` for its table of prepared selections, written in `init`
/// alone and freed in `deinit`.
public final class Plan: @unchecked Sendable {
    public let name: String
    public let kind: OperationKind
    public let root: Int
    public let selections: [Selection]
    let prepared: [PreparedSelection]
    /// `prepared` as a flat table the ingest reads per object (see `PreparedEntry`).
    let preparedTable: UnsafeBufferPointer<PreparedEntry>
    /// Whether a deferred part (`@defer`) delivers any field, so that a server may
    /// answer in parts.
    public let isIncremental: Bool

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
        let prepared = selections.map(PreparedSelection.init)
        self.prepared = prepared
        let table = UnsafeMutableBufferPointer<PreparedEntry>.allocate(capacity: prepared.count)
        _ = table.initialize(from: prepared.map(PreparedEntry.init))
        self.preparedTable = UnsafeBufferPointer(table)
        self.isIncremental = selections.contains { selection in
            let fields = selection.variants.flatMap(\.fields) + selection.conditions.flatMap(\.fields)
            return fields.contains { $0.deferred != nil }
        }
    }

    deinit {
        let table = UnsafeMutableBufferPointer(mutating: preparedTable)
        table.deinitialize()
        table.deallocate()
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
