import Baton
import BatonScreens
import BatonTUI

/// A screen's claim on one operation: its handle, held from creation until `close()`,
/// and how its data stands in the status bar's words.
@MainActor
final class HeldQuery<Value: Baton.Operation> {
    let handle: OperationHandle<Value>
    private let retention: Retention

    /// Shows what the store holds at once and fetches behind it, so a relaunch draws
    /// from the image before the network answers.
    init(_ operation: Value, in environment: Environment, policy: FetchPolicy = .storeAndNetwork) {
        handle = environment.handle(for: operation)
        retention = handle.retain(policy)
    }

    var data: Value.Data? { handle.phase.data }

    var status: ScreenStatus {
        switch handle.phase {
        case .loading:
            return .loading
        case let .failed(failure):
            return ScreenStatus(failure)
        case .ready:
            if let failure = handle.fetch.failure { return ScreenStatus(failure) }
            if handle.isRefreshing { return .refreshing }
            return handle.isStale ? .stale : .ready
        }
    }

    /// Words for a screen that has no data to show: that it loads, or why it has none;
    /// nil with data.
    var absence: String? {
        guard data == nil else { return nil }
        if case let .failed(_, message) = status { return "Nothing to show: \(message)" }
        return "Loading…"
    }

    /// Fetches again when the last fetch failed or the data went stale.
    func retry() {
        guard handle.fetch.failure != nil || handle.isStale else { return }
        handle.retry()
    }

    func close() {
        retention.end()
    }
}

extension ScreenStatus {
    init(_ failure: Failure) {
        self.init(failure, advice: .rickAndMorty)
    }

    /// The one status that speaks for several fetches: a failure first, then loading,
    /// staleness and refreshing, else ready.
    static func combined(_ statuses: [ScreenStatus]) -> ScreenStatus {
        if let failed = statuses.last(where: { if case .failed = $0 { true } else { false } }) { return failed }
        for status in [ScreenStatus.loading, .stale, .refreshing] where statuses.contains(status) { return status }
        return .ready
    }
}
