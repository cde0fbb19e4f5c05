import Observation

/// A subscription's handle, made by an environment and shared by equal values: the
/// shared handle's data and phase, and a stream instead of a fetch, open while a
/// holder retains it, with the events it took and the times it reopened.
@MainActor
@Observable
public final class SubscriptionHandle<Value: Subscription>: Handle<Value> {
    public internal(set) var stream: SubscriptionStream = .idle
    /// The events committed, and those refused (errors and no data, or a payload
    /// the plan cannot read), after which the stream went on.
    public internal(set) var streamEvents = 0
    public internal(set) var refusedEvents = 0
    /// How many times the stream reopened: after a wait, or when the
    /// environment became active again.
    public internal(set) var resumptions = 0

    /// The stream's task, and the wait before it reopens.
    @ObservationIgnored var streaming: Task<Void, Never>?
    @ObservationIgnored var backoff = Backoff()
    /// The open stream's events ingested and waiting for the environment's next
    /// turn, to be committed together (or refused) in order; a closed stream's go
    /// with it.
    @ObservationIgnored var pendingEvents = EventInbox()

    /// Without data, the environment's end fails the phase; a stream has no
    /// loading of its own to fail.
    override var failure: Failure? {
        guard stream == .ended(.environment) else { return nil }
        return Failure(.environment, EnvironmentError(operationName: Value.name))
    }

    /// The stream opens whatever the policy: there is no store's answer to prefer
    /// to its events.
    override func attach(_ policy: FetchPolicy) {
        openStream()
    }

    /// The last retention ended: the root leaves at once rather than wait in the
    /// release buffer.
    override func unheld() {
        environment?.released(self)
    }

    /// The stream closes with the root.
    override func stop() {
        super.stop()
        closeStream()
    }

    /// The stream closes and ends with the environment.
    override func environmentEnded() {
        closeStream()
        stream = .ended(.environment)
        super.environmentEnded()
    }

    /// The environment became active or inactive: a retained stream that did
    /// not end parks, or reopens counting a resumption.
    override func activityChanged(active: Bool) {
        guard holderCount > 0, !stream.isEnded else { return }
        if active {
            guard streaming == nil else { return }
            resumptions += 1
            openStream()
        } else {
            park()
        }
    }

    override var liveStream: LiveStream? {
        guard holderCount > 0 else { return nil }
        return LiveStream(operationName: Value.name, state: stream, events: streamEvents, resumptions: resumptions)
    }
}
