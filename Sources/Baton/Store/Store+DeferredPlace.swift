/// Finding where a deferred item lands: its path walked from the root through
/// the plan's selections and the store's links.
extension Store {
    /// The target of an item at `path` delivering `label`'s fields, or why the
    /// store or the plan has no such place.
    func deferredTarget(
        at path: [ResponseError.Segment], label: String?, plan: Plan, variables: Variables
    ) -> Result<DeferredTarget, DroppedItem.Reason> {
        guard let label else { return .failure(.unlabeled) }
        guard var record = record(for: plan.kind.rootKey) else { return .failure(.noRecord) }
        var selection = plan.root
        var list: [RecordID?]?
        for segment in path {
            switch segment {
            case let .name(name):
                guard list == nil else { return .failure(.noField) }
                let layout = plan.layout(of: record.type, under: selection, variables: variables, store: self)
                let key = Array(name.utf8)
                guard let field = layout.prepared.fields.first(where: {
                    $0.responseKey == key && Guard.selects($0.guards, variables)
                }) else { return .failure(.noField) }
                let slot = field.constantText.map { Registry.shared.slot(record.type, $0).index }
                    ?? self.slot(record.type, rendered: field.storageKey.render(variables)).index
                switch (field.kind, record.value(at: slot)) {
                case let (.link(child), .link(id)):
                    record = self.record(id)
                    selection = child
                case let (.links(child), .links(ids)):
                    list = ids
                    selection = child
                default:
                    return .failure(.noRecord)
                }
            case let .index(index):
                guard let ids = list, ids.indices.contains(index), let id = ids[index] else { return .failure(.noRecord) }
                record = self.record(id)
                list = nil
            }
        }
        guard list == nil, !record.isDeleted else { return .failure(.noRecord) }
        let layout = plan.layout(of: record.type, under: selection, variables: variables, store: self)
        guard layout.prepared.fields.contains(where: { $0.deferred == label }) else { return .failure(.noLabel) }
        return .success(DeferredTarget(
            record: record.key, type: record.type, selection: selection, layout: layout, label: label, path: path))
    }
}
