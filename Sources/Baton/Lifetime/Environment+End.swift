/// The end of an environment's session: nothing it started goes on, nothing it
/// held stays, and nothing that lands later is kept.
extension Environment {
    /// Cancels every fetch, drops the roots, clears the records and closes the
    /// image. A handle still held reads failed with an `EnvironmentError`, and
    /// every later call fails with it. A second end does nothing.
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        for root in dropRoots() { root.environmentEnded() }
        store.persistence?.close()
        store.clearForEnd()
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
        _ = batch.finish()
        droppedLinkPending = false
        ages = Ages()
    }
}
