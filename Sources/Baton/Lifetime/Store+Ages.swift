/// Staleness as the store answers it for operation values.
extension Store {
    /// Stamps the operation's root with the store's clock: a server's response
    /// for it was just committed.
    func stamp<Value: Operation>(_ operation: Value) {
        ages.stamp(AnyHashable(operation), at: now())
    }

    /// When a server's response for the operation was last committed.
    public func fetchTime<Value: Operation>(of operation: Value) -> ContinuousClock.Instant? {
        ages.age(of: AnyHashable(operation))?.time
    }

    /// Whether the operation's data is stale: invalidated since it was fetched, or
    /// older than the operation's `cacheExpiration`, else the store's.
    public func isStale<Value: Operation>(_ operation: Value) -> Bool {
        ages.isStale(AnyHashable(operation), expiration: Value.cacheExpiration ?? cacheExpiration, now: now())
    }
}
