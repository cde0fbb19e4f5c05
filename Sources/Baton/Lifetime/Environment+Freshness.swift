import Foundation

/// Invalidation and revalidation: the runtime's own fetches, each asking the
/// root's holders whether the network is allowed.
extension Environment {
    /// Marks every fetched operation stale, in memory and in the image (so a later
    /// launch reads it stale too), and refetches the retained ones whose holders
    /// allow the network. Their data stays readable meanwhile.
    public func invalidate() {
        store.invalidateAges()
        store.invalidateImage(at: store.wallClock())
        for root in handles.values where root.allowsNetwork {
            root.fetchAgain()
        }
    }

    /// Refetches the retained operations that are stale or whose last fetch
    /// failed, where a holder allows the network; marks nothing.
    public func revalidate() {
        for root in handles.values where root.allowsNetwork && (root.isStale || root.hasFailed) {
            root.fetchAgain()
        }
    }
}
