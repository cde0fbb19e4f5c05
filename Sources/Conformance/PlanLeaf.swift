@_spi(Generated) import Baton

/// A leaf as the plan reaches it in the store: a response path walked from the
/// root of the plan's kind through the storage keys the plan writes, the
/// server's own records (a connection's page, not its client record). This is
/// where an optimistic response's leaf lands, as Baton's suite reads it.
@MainActor
enum PlanLeaf {
    static func value(at path: ReadPath, plan: Plan, variables: Variables, in store: Store) -> SlotValue? {
        guard var record = store.record(for: plan.kind.rootKey) else { return nil }
        var selection = plan.selections[plan.root]
        var list: [RecordID?]?
        var components = path.components[...]
        while let component = components.popFirst() {
            if let elements = list {
                guard let index = Int(component), elements.indices.contains(index), let id = elements[index] else { return nil }
                record = store.record(id)
                list = nil
                continue
            }
            guard let field = fields(of: selection, for: record).first(where: { $0.responseKey == component }) else { return nil }
            let value = record.storedFields.first { $0.storageKey == field.storageKey.render(variables) }?.value
            if components.isEmpty { return value }
            switch (field.kind, value) {
            case let (.link(child), .link(id)?):
                record = store.record(id)
                selection = plan.selections[child]
            case let (.links(child), .links(ids)?):
                list = ids
                selection = plan.selections[child]
            default:
                return nil
            }
        }
        return nil
    }

    /// The fields a record of its type reads under the selection: its variant's,
    /// else the open one's, and those of the conditions.
    static func fields(of selection: Selection, for record: Record) -> [Field] {
        let name = record.type.name
        let variant = selection.variants.first { $0.types.contains(name) } ?? selection.variants.first { $0.types.isEmpty }
        return (variant?.fields ?? []) + selection.conditions.flatMap(\.fields)
    }

    /// Whether a stored leaf holds the JSON value a row gives.
    static func holds(_ value: SlotValue?, _ expected: Variable) -> Bool {
        switch value {
        case nil, .missing?, .null?: expected == .null
        case .string(let stored)?: sameJSON(expected, .string(stored))
        case .bool(let stored)?: sameJSON(expected, .bool(stored))
        case .int(let stored)?: sameJSON(expected, .int(stored))
        case .double(let stored)?: sameJSON(expected, .double(stored))
        case .scalars(let elements)?: sameJSON(expected, .list(elements.map(json)))
        case .link?, .links?: false
        }
    }

    private static func json(_ element: ScalarElement) -> Variable {
        switch element {
        case .null: .null
        case .bool(let value): .bool(value)
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .string(let value): .string(value)
        case .list(let elements): .list(elements.map(json))
        }
    }
}
