import Foundation

/// Mutations: sent once, their optimistic response a layer over the store from the
/// turn of the call until the server's answer replaces it or a failure reverts it.
extension Environment {
    /// Sends a mutation and commits the server's answer, returning the mutation's
    /// data. An `optimistic` payload is normalized by the mutation's plan here, on
    /// the main actor, and applied as a layer before anything is sent, so a view
    /// reads it in this turn; it may carry part of the selection, and what it
    /// leaves out stays as the store holds it. An `updater` runs in the commit of
    /// the optimistic layer and again in the server answer's (see `Updater`).
    ///
    /// The runtime sends the request once and never again: it runs in a task of its
    /// own that the caller's cancellation does not reach, since the server may have
    /// applied it. The answer's payload stays a root apart from the release buffer.
    /// Throws the `Failure`; an optimistic payload the plan cannot read is a
    /// malformed failure, and then nothing is sent.
    @discardableResult
    public func mutate<Value: Mutation>(
        _ mutation: Value, optimistic: Payload? = nil, updater: Updater<Value>? = nil
    ) async throws -> Value.Data {
        try checkNotEnded(Value.self)
        let updates = updater.map { [$0.erased(for: mutation)] } ?? []
        let layer = try optimistic.map { payload in
            do {
                var changeSet = try Ingest.changeSet(for: payload, plan: Value.plan, variables: mutation.variables,
                                                     complete: false)
                changeSet.updates = updates
                return store.applyLayer(changeSet)
            } catch {
                throw Failure(classifying: error)
            }
        }
        let name = Value.name
        record(.fetchStarted(operation: name))
        let clock = ContinuousClock()
        let start = clock.now
        let transport = self.transport
        let request = mutation.request
        let variables = mutation.variables
        mutationsInFlight += 1
        defer { mutationsInFlight -= 1 }
        let answer = await Task.detached {
            try Ingest.changeSet(for: try await transport.payload(for: request), plan: Value.plan, variables: variables)
        }.result
        // An answer landing after the end reaches neither memory, nor the image, nor
        // the log: the mutation was sent before the end, so nothing is thrown.
        if hasEnded { return store.data(of: mutation) }
        do {
            var changeSet = try answer.get()
            changeSet.updates = updates
            store.commitAnswer(changeSet, of: mutation, replacing: layer)
            record(.fetchCompleted(operation: name, duration: clock.now - start))
            return store.data(of: mutation)
        } catch {
            if let layer, layer.isLive, !hasEnded { store.revertLayer(layer) }
            let failure = Failure(classifying: error)
            record(.fetchFailed(operation: name, kind: failure.kind))
            throw failure
        }
    }

    /// Whether a change the person made still waits for the server's word: a mutation
    /// sent and not answered, or an optimistic layer of any write (a REST call's among
    /// them) not yet settled. A quit now leaves its outcome to the server.
    public var awaitsAnswers: Bool {
        mutationsInFlight > 0 || store.optimisticLayerCount > 0
    }
}
