@_spi(Generated) import Baton

/// A query's or a mutation's handle bound to a step's name.
final class BoundOperationHandle<Value: Operation>: BoundHandle<Value, OperationHandle<Value>>, FetchingHandle {
    var fetch: HandleState {
        switch handle.fetch {
        case .idle: HandleState(word: "idle", failure: nil)
        case .inFlight: HandleState(word: "inFlight", failure: nil)
        case .failed(let failure, _): .failed(failure.kind.rawValue)
        }
    }

    var isRefreshing: Bool { handle.isRefreshing }
    var fetchInFlight: Bool { handle.fetch.isInFlight }

    func refetch() async throws {
        try await handle.refetch()
    }

    func retry() {
        handle.retry()
    }
}
