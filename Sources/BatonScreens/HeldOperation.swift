import Baton

/// A screen's claim on one operation, the same on every screen of both tabs: its
/// handle, retained from creation until `close()`, and how its data stands in the
/// status line's words.
@MainActor
public final class HeldOperation<Value: Baton.Query> {
    public let handle: OperationHandle<Value>
    private let retention: Retention
    private let advice: FailureAdvice

    /// `policy` is the first attach's: a screen drawn from what the store holds asks
    /// `.storeAndNetwork`, so that a relaunch draws from the image and refreshes behind it.
    public init(_ operation: Value, in environment: Environment, policy: FetchPolicy, advice: FailureAdvice) {
        handle = environment.handle(for: operation)
        retention = handle.retain(policy)
        self.advice = advice
    }

    public var data: Value.Data? { handle.phase.data }

    /// When the server last answered for the operation.
    public var fetchTime: ContinuousClock.Instant? { handle.fetchTime }

    /// One order on both tabs: a failed fetch first, whether or not data is shown (the
    /// data stays shown); then loading, refreshing behind data, stale, ready.
    public var status: ScreenStatus {
        if case let .failed(failure, at) = handle.fetch {
            return ScreenStatus(failure, advice: advice, waited: at.duration(to: .now))
        }
        switch handle.phase {
        case .loading: return .loading
        case let .failed(failure): return ScreenStatus(failure, advice: advice)
        case .ready: return handle.isRefreshing ? .refreshing : handle.isStale ? .stale : .ready
        }
    }

    /// Fetches again, whatever the data's state: `r` on any screen refreshes what it
    /// shows, a field error's or a failure's as much as data that looks current.
    public func retry() {
        handle.retry()
    }

    public func close() {
        retention.end()
    }
}

extension ScreenStatus {
    /// The one status that speaks for several fetches: a failure first, then loading,
    /// staleness and refreshing, else ready.
    public static func combined(_ statuses: [ScreenStatus]) -> ScreenStatus {
        if let failed = statuses.last(where: { if case .failed = $0 { true } else { false } }) { return failed }
        for status in [ScreenStatus.loading, .stale, .refreshing] where statuses.contains(status) { return status }
        return .ready
    }
}
