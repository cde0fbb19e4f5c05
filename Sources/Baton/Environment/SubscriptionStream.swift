/// Where a subscription handle's stream stands: idle (not opened, or parked
/// while the environment is inactive), connecting until its first event, open,
/// waiting until the instant it tries again after a failure, or ended by the
/// server's completion (no kind), a request error, or the environment's end.
public enum SubscriptionStream: Sendable, Equatable {
    case idle
    case connecting
    case open
    case waiting(until: ContinuousClock.Instant)
    case ended(Failure.Kind?)

    public var isEnded: Bool {
        if case .ended = self { true } else { false }
    }
}
