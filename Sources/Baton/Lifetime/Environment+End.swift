/// The end of an environment's session: nothing it started goes on, nothing it
/// held stays, and nothing that lands later is kept.
extension Environment {
    /// Cancels every fetch, drops the roots, clears the records and closes the
    /// image. A handle still held reads failed with an `EnvironmentError`, and
    /// every later call fails with it. A second end does nothing.
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        for fetch in fetchesInFlight.values { fetch.cancel() }
        fetchesInFlight.removeAll()
        for root in dropRoots() { root.environmentEnded() }
        store.persistence?.close()
        store.clearForEnd()
    }

    /// Runs a fetch as a task the environment keeps while it runs, so that the end
    /// cancels it, whether a handle, a page load or a caller of `fetch` awaits it;
    /// the awaiting task's own cancellation reaches it too.
    func inFlight(_ work: @escaping @MainActor () async throws -> Void) async throws {
        let number = nextFetchNumber
        nextFetchNumber += 1
        let fetch = Task { @MainActor in try await work() }
        fetchesInFlight[number] = fetch
        defer { fetchesInFlight[number] = nil }
        try await withTaskCancellationHandler {
            try await fetch.value
        } onCancel: {
            fetch.cancel()
        }
    }

    /// Throws the environment's error once it ended.
    func checkNotEnded<Value: Operation>(_: Value.Type) throws(Failure) {
        guard hasEnded else { return }
        throw Failure(.environment, EnvironmentError(operationName: Value.name))
    }
}

extension Store {
    /// Removes every record but the three roots, empties those, and lets the image
    /// go, in one local batch whose readers are told.
    func clearForEnd() {
        image = nil
        dropLayers()
        payloadRoots.removeAll()
        collect(from: [])
        var batch = Batch(store: self, firstNew: Int32(recordCount))
        for record in allRecords {
            for index in record.occupiedIndices {
                batch.write(record, index, .missing)
                batch.writeError(record, index, nil)
            }
        }
        notified?(batch.finish().slots)
        droppedLinkPending = false
        ages = Ages()
    }
}
