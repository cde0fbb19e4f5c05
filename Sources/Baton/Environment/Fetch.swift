/// What the network last did for a handle: nothing yet, a request in flight, or
/// a failure and the instant of the monotonic clock it happened at. A fetch that
/// delivered reads idle again.
public enum Fetch: Sendable {
    case idle
    case inFlight
    case failed(Failure, at: ContinuousClock.Instant)

    public var isInFlight: Bool {
        if case .inFlight = self { true } else { false }
    }

    /// The failure of the last fetch, if it failed.
    public var failure: Failure? {
        if case let .failed(failure, _) = self { failure } else { nil }
    }
}
