/// The store's rules checked after every batch in debug builds: a broken one stops
/// the process there, naming the record and field, rather than surfacing later as
/// a wrong row or a wrong image. Release builds compile the check away.
extension Store {
    /// Checks the store at rest; for a server batch, the records it handed the
    /// image (`imageCaptures`); for a failed commit, that the store is as it was
    /// (`unchangedSince`).
    @inline(__always)
    func verifyInvariants(imageCaptures: [CapturedRecords.Capture] = [], unchangedSince before: StoreContents? = nil) {
        #if DEBUG
        var violations = StoreInvariants.check(self) + StoreInvariants.checkImage(imageCaptures, of: self)
        if let before { violations += StoreInvariants.unchanged(before, StoreContents(of: self)) }
        if !violations.isEmpty {
            assertionFailure("store invariants broken: " + violations.map(\.description).joined(separator: "; "))
        }
        #endif
    }

    /// The store's contents for a later `unchangedSince`, in debug builds only.
    @inline(__always)
    func contentsForInvariants() -> StoreContents? {
        #if DEBUG
        StoreContents(of: self)
        #else
        nil
        #endif
    }
}
