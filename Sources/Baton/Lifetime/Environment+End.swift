/// The end of an environment's session: nothing it started goes on, nothing it
/// held stays, and nothing that lands later is kept.
extension Environment {
    /// Cancels every fetch, drops the roots, clears the records and closes the
    /// image. A handle still held reads failed with an `EnvironmentError`, and
    /// every later call fails with it. A second end does nothing.
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        for payloads in fetchesInFlight.values { payloads.cancel() }
        fetchesInFlight.removeAll()
        for root in dropRoots() { root.environmentEnded() }
        store.persistence?.close()
        store.clearForEnd()
    }

    /// Sends a fetch's request and runs the fetch over its payloads in the caller's
    /// task, the payloads kept while it runs so that the end cancels the request
    /// whoever awaits it; the caller's own cancellation reaches it as any await's
    /// does. A task of the fetch's own would cost a hop to the global executor and
    /// one back to the main actor when its caller wakes, for every fetch.
    func inFlight<Outcome>(
        _ request: Request, _ work: (Payloads) async throws -> Outcome
    ) async throws -> Outcome {
        let number = nextFetchNumber
        nextFetchNumber += 1
        let payloads = transport.execute(request)
        fetchesInFlight[number] = payloads
        defer { fetchesInFlight[number] = nil }
        return try await work(payloads)
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
