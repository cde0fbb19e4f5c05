/// An optimistic response applied over the server's data: its change set, kept so
/// that it can be applied again after every server commit beneath it, and the undo
/// log of its latest application, which lifts it. The image never sees it.
@MainActor
public final class OptimisticLayer {
    let changeSet: ChangeSet
    var undo = UndoLog()
    /// Whether the layer is still applied: false once the server's answer replaced
    /// it or a failure reverted it.
    public internal(set) var isLive = true
    /// The records its first application made, and the store's batch count after
    /// it: a revert with no batch since drops them, so the store is as before.
    var made: Range<Int32> = 0..<0
    var batchesAfter = 0
    /// In debug builds, the store before the layer, which a revert with no batch
    /// since must give back.
    var storeBefore: StoreContents?

    init(changeSet: ChangeSet) {
        self.changeSet = changeSet
    }
}
