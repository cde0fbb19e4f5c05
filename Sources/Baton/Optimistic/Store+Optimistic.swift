/// Optimistic layers on the store: applied on the main actor in the turn of the
/// call, lifted and applied again under every server commit (`Store.commit`),
/// replaced by the server's answer, reverted by a failure. Their batches are
/// optimistic, and an optimistic batch never reaches the image.
extension Store {
    /// How many optimistic layers are applied.
    public var optimisticLayerCount: Int { layers.count }

    /// Applies an optimistic change set as a new layer above the others, in one
    /// batch, and returns the layer.
    @discardableResult
    public func applyLayer(_ changeSet: ChangeSet) -> OptimisticLayer {
        let layer = OptimisticLayer(changeSet: changeSet)
        let before = contentsForInvariants()
        let firstNew = Int32(recordCount)
        var batch = Batch(store: self, firstNew: firstNew)
        apply(layer, &batch)
        layers.append(layer)
        finish(batch, kind: .optimistic, firstNew: firstNew)
        layer.made = firstNew..<Int32(recordCount)
        layer.batchesAfter = writtenBatches
        layer.storeBefore = before
        verifyInvariants()
        return layer
    }

    /// Reverts a live layer in one batch: every layer is lifted, this one dropped,
    /// the later ones applied again over the gap; only what ends different is
    /// notified. With no batch since the layer, the store is as it was before it.
    @discardableResult
    public func revertLayer(_ layer: OptimisticLayer) -> Commit {
        let last = layer.batchesAfter == writtenBatches
        let firstNew = Int32(recordCount)
        var batch = Batch(store: self, firstNew: firstNew)
        liftLayers(&batch)
        drop(layer)
        applyLayers(&batch)
        let commit = finish(batch, kind: .optimistic, firstNew: firstNew)
        if last { dropRecords(madeBy: layer) }
        verifyInvariants(unchangedSince: last ? layer.storeBefore : nil)
        return commit
    }

    /// Drops the records a layer made, once its revert emptied them, when they are
    /// still the store's last (so no other number moves) and nothing was written
    /// into them since: otherwise a collection takes them when nothing reaches them.
    private func dropRecords(madeBy layer: OptimisticLayer) {
        guard !layer.made.isEmpty, recordCount == Int(layer.made.upperBound),
              allRecords[Int(layer.made.lowerBound)...].allSatisfy({ !$0.isDeleted && $0.occupiedIndices.isEmpty })
        else { return }
        removeLastRecords(layer.made.count)
    }

    /// Lifts every layer, the latest first, so the records hold the server's values.
    func liftLayers(_ batch: inout Batch) {
        for layer in layers.reversed() { layer.undo.lift(into: &batch) }
    }

    /// Applies every layer again, the earliest first, each keeping a fresh undo log.
    func applyLayers(_ batch: inout Batch) {
        for layer in layers { apply(layer, &batch) }
    }

    /// Takes a layer off the live ones; its writes must already be lifted.
    func drop(_ layer: OptimisticLayer) {
        layers.removeAll { $0 === layer }
        layer.isLive = false
    }

    /// Drops every layer without writing, for a store being cleared.
    func dropLayers() {
        for layer in layers { layer.isLive = false }
        layers.removeAll()
    }

    /// The records the layers wrote or would write back: a collection keeps them.
    var recordsHeldByLayers: [Record] {
        layers.flatMap(\.undo.heldRecords)
    }

    private func apply(_ layer: OptimisticLayer, _ batch: inout Batch) {
        batch.undo = UndoLog()
        apply(layer.changeSet, &batch)
        layer.undo = batch.undo!
        batch.undo = nil
    }
}
