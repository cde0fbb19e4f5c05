@_spi(Generated) import Baton

/// A handle a step named with `as`, its operation's type erased: what the
/// expectations read of it and what the steps do to it.
@MainActor
protocol ScriptHandle: AnyObject {
    var request: Request { get }
    var phase: HandleState { get }
    var fetch: HandleState { get }
    var isStale: Bool { get }
    var isRefreshing: Bool { get }
    var fetchInFlight: Bool { get }
    /// The data as the handle's lens reads it, as JSON.
    var reads: Variable { get }
    /// The same, read by a lens over the same root with an owner of its own and
    /// the log muted: nothing reported, nothing healed (`PathRead`).
    func quietReads(in store: Store) -> Variable
    /// Reads the fields along a row's path through the handle's own lens, which
    /// reports a missing one and heals it.
    func touch(_ path: ReadPath, in store: Store)
    /// A subscription's stream in the suite's words (a word, or `{"ended":
    /// kind or null}`); nil for a query's or a mutation's handle.
    var stream: Variable? { get }
    var streamEvents: Int { get }
    var resumptions: Int { get }
    /// Every event the stream took, committed or refused: a step delivering
    /// one waits for this to move.
    var eventsTaken: Int { get }
    func refetch() async throws
    func retry()
    /// Ends the step's retention; false when it had ended.
    func release() -> Bool
}

/// A phase or a fetch in the suite's words: a word, or `{"failed": kind}`.
struct HandleState: Equatable, CustomStringConvertible {
    let word: String
    let failure: String?

    static func failed(_ kind: String) -> HandleState { HandleState(word: "failed", failure: kind) }

    /// The suite calls a phase or a throw failed by the environment's end
    /// `gone`, and keeps `environment` for the fetch; the runtime's failure
    /// names the environment in all three.
    static func gone(_ kind: Failure.Kind) -> String {
        kind == .environment ? "gone" : kind.rawValue
    }

    var description: String { failure.map { #"{"failed": "\#($0)"}"# } ?? word }
}

final class BoundHandle<Value: Operation>: ScriptHandle {
    let handle: OperationHandle<Value>
    private let retention: Retention

    init(_ handle: OperationHandle<Value>, retention: Retention) {
        self.handle = handle
        self.retention = retention
    }

    var request: Request { handle.operation.request }

    var phase: HandleState {
        switch handle.phase {
        case .loading: HandleState(word: "loading", failure: nil)
        case .ready: HandleState(word: "ready", failure: nil)
        case .failed(let failure): .failed(HandleState.gone(failure.kind))
        }
    }

    var fetch: HandleState {
        switch handle.fetch {
        case .idle: HandleState(word: "idle", failure: nil)
        case .inFlight: HandleState(word: "inFlight", failure: nil)
        case .failed(let failure, _): .failed(failure.kind.rawValue)
        }
    }

    var isStale: Bool { handle.isStale }
    var isRefreshing: Bool { handle.isRefreshing }
    var fetchInFlight: Bool { handle.fetch.isInFlight }
    var reads: Variable { handle.data.responseShapedValue }

    func quietReads(in store: Store) -> Variable {
        PathRead.quietly(store) { store.data(of: handle.operation).responseShapedValue }
    }

    func touch(_ path: ReadPath, in store: Store) {
        PathRead.touch(path, plan: Value.plan, owner: handle.data.anchor.owner, in: store)
    }

    var stream: Variable? {
        guard Value.kind == .subscription else { return nil }
        return switch handle.stream {
        case .idle: .string("idle")
        case .connecting: .string("connecting")
        case .open: .string("open")
        case .waiting: .string("waiting")
        case .ended(let kind): .object(["ended": kind.map { .string($0.rawValue) } ?? .null])
        }
    }

    var streamEvents: Int { handle.streamEvents }
    var resumptions: Int { handle.resumptions }
    var eventsTaken: Int { handle.streamEvents + handle.refusedEvents }

    func refetch() async throws {
        try await handle.refetch()
    }

    func retry() {
        handle.retry()
    }

    func release() -> Bool {
        guard !retention.isEnded else { return false }
        retention.end()
        return true
    }

}
