/// Preload: a fetch started before the screen that shows its data is made.
extension Environment {
    /// Starts the operation's fetch ahead of its destination. The handle, held by
    /// no one yet, waits in the release buffer with its fetch; the destination's
    /// handle is the same one, so its attach joins that fetch. Nothing is fetched
    /// when the store holds the data fresh, its deferred parts too, or after the end.
    @discardableResult
    public func preload<Value: Query>(_ operation: Value) -> OperationHandle<Value> {
        let handle = handle(for: operation)
        guard !hasEnded, !handle.isWholeAndFresh else { return handle }
        handle.fetchAgain()
        return handle
    }
}
