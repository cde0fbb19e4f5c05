/// What the app shows before a source of its own answers (a REST call, which no
/// mutation carries): the payload it expects, over the store as an optimistic layer in
/// the turn of the call, as a mutation's optimistic response is. Settled by
/// `commitPayload(_:_:replacing:)` with the source's answer in one batch, or dropped by
/// `revert(_:)` when the source fails. Like every layer, it never reaches the image.
extension Environment {
    /// Applies `payload`, in the shape of `operation`'s response and possibly part of
    /// it, as a layer above the others. Throws the `Failure` of a payload the plan
    /// cannot read, applying nothing.
    @discardableResult
    public func applyOptimistic<Value: Operation>(_ operation: Value, _ payload: Payload) throws -> OptimisticLayer {
        try checkNotEnded(Value.self)
        do {
            return store.applyLayer(try Ingest.changeSet(for: payload, plan: Value.plan, variables: operation.variables, complete: false))
        } catch {
            throw Failure(classifying: error)
        }
    }

    /// Drops a layer still applied; the views that read it draw the store as it is.
    public func revert(_ layer: OptimisticLayer) {
        guard layer.isLive, !hasEnded else { return }
        store.revertLayer(layer)
    }
}
