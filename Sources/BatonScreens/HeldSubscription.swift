import Baton

/// A screen's live updates: a subscription's handle, retained from creation until
/// `close()`, whose events are committed into the records the screen already reads, so
/// the views reading a changed field render again and nothing else does. The stream
/// reconnects by itself after a failure, and parks while the environment is inactive.
/// What the server sent while the stream was down is lost: once a resumed stream is
/// open, `onResumption` is called, for the screen to fetch again the query the
/// subscription feeds.
@MainActor
public final class HeldSubscription<Value: Baton.Subscription> {
    public let handle: SubscriptionHandle<Value>
    private let retention: Retention
    private var resumptionsSeen: Int
    private var follower: Follower?

    /// Nil where the environment's server does not stream: the screen holds none.
    public init?(_ operation: Value, in environment: Environment, onResumption: @escaping @MainActor () -> Void) {
        guard environment.serverStreams else { return nil }
        handle = environment.handle(for: operation)
        retention = handle.retain()
        resumptionsSeen = handle.resumptions
        // Once the resumed stream is open again (its first event came), the refetch
        // brings what changed while it was down: a stream that fails again before it
        // opens missed nothing new and fetches nothing. What the refetch reads wakes
        // the follower too, and it finds no new resumption.
        follower = Follower { [unowned self] in
            let resumptions = handle.resumptions
            guard resumptions > resumptionsSeen, handle.stream == .open else { return }
            resumptionsSeen = resumptions
            onResumption()
        }
    }

    public func close() {
        follower?.stop()
        retention.end()
    }
}
