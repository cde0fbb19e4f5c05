@_spi(Generated) import Baton

/// A script's row read as the suite means it: what a lens reads *at the path*,
/// the accessors from the root down to the row's leaf and no others. The value
/// is taken from the lens's whole JSON read quietly (a lens over the same root
/// with an owner of its own, the log muted, so nothing is reported or healed);
/// the fields along the path are then read through the row's owner, so that a
/// field the store never received is reported, and healed by the owner's root,
/// exactly as the accessor chain reports it. The suite's `events` list the
/// reads' events, one `missing` for the leaf a row reads, not one for every
/// field of the lens.
@MainActor
enum PathRead {
    /// `read` run with the store's log muted.
    static func quietly(_ store: Store, _ read: () -> Variable) -> Variable {
        let log = store.log
        store.log = nil
        defer { store.log = log }
        return read()
    }

    /// Reads the fields along `path` from the root of the plan's kind through
    /// `owner`: a link followed while the store holds it, and the first field
    /// the store never received read through the owner, which reports it.
    static func touch(_ path: ReadPath, plan: Plan, owner: Owner, in store: Store) {
        guard var record = store.record(for: plan.kind.rootKey) else { return }
        var selection = plan.selections[plan.root]
        var list: [RecordID?]?
        for component in path.components {
            if let elements = list {
                guard let index = Int(component), elements.indices.contains(index), let id = elements[index] else { return }
                record = store.record(id)
                list = nil
                continue
            }
            guard !record.isDeleted,
                  let field = PlanLeaf.fields(of: selection, for: record).first(where: { $0.responseKey == component })
            else { return }
            let slot = store.slot(record.type, rendered: field.storageKey.render(owner.variables))
            switch (field.kind, record.readValue(slot)) {
            case (_, .missing):
                // Any typed read of a missing slot reports it, and tells the owner.
                _ = record.readString(slot, owner: owner)
                return
            case let (.link(child), .link(id)):
                record = store.record(id)
                selection = plan.selections[child]
            case let (.links(child), .links(ids)):
                list = ids
                selection = plan.selections[child]
            default:
                return
            }
        }
    }

    /// Whether a row's leaf read nothing, so a field along its path may be missing.
    static func readsNothing(_ path: ReadPath, in reads: Variable) -> Bool {
        let value = path.value(in: reads)
        return value == nil || value == .null
    }
}
