/// A plan's selections' fields as a type's records hold them, under one walk's
/// variables, resolved once per selection and type for every record they reach.
@MainActor
struct SelectionFields {
    /// A field of a selection as a type's records hold it.
    struct Resolved {
        let index: Int32
        let storageKey: String
        /// The selection a link's records are read against; nil for a scalar.
        let child: Int?
        /// A deferred part delivers the field: the check does not wait for it, and
        /// says apart whether it is held.
        let isDeferred: Bool
        /// The client's field, which no server sends: the check never waits for it.
        let isClient: Bool
        /// The entity a root field names by its arguments, when it is a lookup.
        let lookup: (key: RecordKey, type: String)?
    }

    private struct Resolution: Hashable {
        let selection: Int
        let type: Int32
    }

    private let store: Store
    private let plan: Plan
    private let variables: Variables
    private var resolutions: [Resolution: [Resolved]] = [:]
    /// The last of them: a level's records are mostly of one type under one selection.
    private var lastResolution: (resolution: Resolution, fields: [Resolved])?

    init(store: Store, plan: Plan, variables: Variables) {
        self.store = store
        self.plan = plan
        self.variables = variables
    }

    /// The store's rendered slots the fields resolved so far name.
    func renderedSlots() -> [Int32] {
        resolutions.values.flatMap { $0.map(\.index).filter { $0 < 0 } }
    }

    /// The fields a record of `type` reads under a selection as the variables
    /// select them: its variant's; for a type no variant lists, the fields every
    /// other type reads and those of each condition the store learned it satisfies,
    /// the first by response key winning. Their storage keys are numbered as the
    /// ingest numbers them.
    mutating func resolved(_ selection: Int, _ type: TypeID) -> [Resolved] {
        let resolution = Resolution(selection: selection, type: type.number)
        if let last = lastResolution, last.resolution == resolution { return last.fields }
        if let fields = resolutions[resolution] {
            lastResolution = (resolution, fields)
            return fields
        }
        let name = type.name
        let declared = plan.selections[selection]
        var selected: [Field]
        if let variant = declared.variants.first(where: { $0.types.contains(name) }) {
            selected = variant.fields.filter { Guard.selects($0.guards, variables) }
        } else {
            selected = (declared.variants.first { $0.types.isEmpty }?.fields ?? [])
                .filter { Guard.selects($0.guards, variables) }
            for condition in declared.conditions where store.hasLearned(type, satisfies: condition.name) {
                for field in condition.fields where Guard.selects(field.guards, variables)
                    && !selected.contains(where: { $0.responseKey == field.responseKey }) {
                    selected.append(field)
                }
            }
        }
        let fields = selected.map { field in
            let index: Int32
            let text: String
            switch field.storageKey {
            case let .constant(constant):
                text = constant
                index = Registry.shared.slot(type, constant).index
            case .arguments:
                text = field.storageKey.render(variables)
                index = store.slot(type, rendered: text).index
            }
            let child: Int? = switch field.kind {
            case let .link(selection), let .links(selection): selection
            case .scalar, .scalarList: nil
            }
            var lookup: (key: RecordKey, type: String)?
            if case .link = field.kind, let type = field.lookup?.type, let key = field.lookup?.key(variables) {
                lookup = (key, type)
            }
            return Resolved(index: index, storageKey: text, child: child,
                            isDeferred: field.deferred != nil, isClient: field.isClient, lookup: lookup)
        }
        resolutions[resolution] = fields
        lastResolution = (resolution, fields)
        return fields
    }
}
