import Foundation

/// Staleness as the store answers it for operation values.
extension Store {
    /// Stamps the operation's root with the store's clock, and the image with the
    /// wall clock: a server's response for it was just committed. A query's
    /// `response`, read as `complete` or as part of the selection, is kept so that
    /// the same bytes again can be recognized.
    func stamp<Value: Operation>(_ operation: Value, response: Data? = nil, complete: Bool = true) {
        let last = Value.kind == .query
            ? response.map { LastResponse(bytes: $0, revision: revision, complete: complete) } : nil
        let time = now()
        changeAges { $0.stamp(AnyHashable(operation), at: time, response: last) }
        recordFetch(of: Value.plan, variables: operation.variables, at: wallClock())
    }

    /// The bytes of the query's last response while no batch came since: a
    /// response with the same bytes would only restamp the age, so a fetch need
    /// not ingest it. Nil when no response would.
    func repeatableResponse<Value: Operation>(of operation: Value) -> Data? {
        guard Value.kind == .query else { return nil }
        return ages.repeatableBytes(of: AnyHashable(operation), revision: revision)
    }

    /// When `payload` repeats the last response committed for the query with no
    /// batch committed since, stamps its age again and returns true: its ingest and
    /// commit would write nothing, notify nothing and tell the image nothing new. A
    /// response that must be `complete` repeats only one that was read as such.
    func restampsRepeat<Value: Operation>(_ operation: Value, _ payload: Payload, complete: Bool = true) -> Bool {
        let root = AnyHashable(operation)
        guard Value.kind == .query, ages.repeats(root, payload.bytes, revision: revision, complete: complete) else {
            return false
        }
        let time = now()
        changeAges { $0.restamp(root, at: time) }
        recordFetch(of: Value.plan, variables: operation.variables, at: wallClock())
        return true
    }

    /// When a server's response for the operation was last committed, in this
    /// launch or, as the image recorded it, an earlier one.
    /// Observed: a reader is told when it changes, and only then.
    public func fetchTime<Value: Operation>(of operation: Value) -> ContinuousClock.Instant? {
        channel(of: operation).readFetchTime()
        return age(of: operation)?.time
    }

    /// Whether the operation's data is stale: invalidated since it was fetched, or
    /// older than the operation's `cacheExpiration`, else the store's; with no
    /// known age, whenever an expiration applies. Observed: a reader is told when
    /// a response, an invalidation or a heal turns it, and only then; no timer
    /// turns it stale by age, a read finds it so.
    public func isStale<Value: Operation>(_ operation: Value) -> Bool {
        channel(of: operation).readStaleness()
        _ = age(of: operation)
        return ages.isStale(AnyHashable(operation), expiration: Value.cacheExpiration ?? cacheExpiration, now: now())
    }

    /// How many responses for the operation were committed this launch.
    func fetchCount<Value: Operation>(of operation: Value) -> Int {
        ages.fetchCount(of: AnyHashable(operation))
    }

    /// Marks the operation's data stale until its next response, as a heal does.
    func markStale<Value: Operation>(_ operation: Value) {
        changeAges { $0.markStale(AnyHashable(operation)) }
    }

    /// Starts a new invalidation epoch: every age before it reads stale.
    func invalidateAges() {
        changeAges { $0.invalidate() }
    }

    /// Changes the ages, then tells the observers of each root whose fetch time or
    /// staleness moved: after the change, so that an observer that reads at once
    /// finds the new ages.
    private func changeAges(_ change: (inout Ages) -> Void) {
        let instant = now()
        let before = ages.readings(at: instant)
        change(&ages)
        let after = ages.readings(at: instant)
        for (root, old) in before {
            guard let new = after[root]?.reading else { continue }
            if new.time != old.reading.time { old.channel.fetchTimeChanged() }
            if new.stale != old.reading.stale { old.channel.stalenessChanged() }
        }
    }

    /// The root's observation channel, holding the expiration its staleness reads.
    private func channel<Value: Operation>(of operation: Value) -> Ages.Channel {
        ages.channel(AnyHashable(operation), expiration: Value.cacheExpiration ?? cacheExpiration)
    }

    /// The root's age, taken from the image's fetch time when memory has none: the
    /// wall-clock time since it, counted back from the store's clock.
    private func age<Value: Operation>(of operation: Value) -> Ages.Age? {
        let root = AnyHashable(operation)
        if image != nil {
            ages.adopt(root) {
                imageFetchAge(of: Value.plan, variables: operation.variables).map { fetched in
                    (now() - .seconds(max(0, wallClock().timeIntervalSince(fetched.time))), fetched.invalidated)
                }
            }
        }
        return ages.age(of: root)
    }
}
