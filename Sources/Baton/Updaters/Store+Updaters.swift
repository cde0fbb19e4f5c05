/// Updaters run inside the commit that carries them, after its edits.
extension Store {
    /// Runs every updater of the change set, in order, over the batch.
    func runUpdaters(_ changeSet: ChangeSet, _ batch: inout Batch) {
        guard !changeSet.updates.isEmpty else { return }
        // The batch moves into the proxy and back, so its tables are never copied.
        var proxy = StoreProxy(store: self, batch: Batch(store: self, firstNew: Int32(recordCount)))
        swap(&proxy.batch, &batch)
        for update in changeSet.updates { update(&proxy) }
        swap(&proxy.batch, &batch)
    }
}
