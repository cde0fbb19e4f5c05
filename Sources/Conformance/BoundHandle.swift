@_spi(Generated) import Baton

/// A runtime handle bound to a step's name with the step's retention: what both
/// kinds read through the shared handle. Each kind's subclass reads the rest.
class BoundHandle<Value: Operation, Kind: Handle<Value>>: ScriptHandle {
    let handle: Kind
    private let retention: Retention

    init(_ handle: Kind, retention: Retention) {
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

    var isStale: Bool { handle.isStale }
    var reads: Variable { handle.data.responseShapedValue }

    func quietReads(in store: Store) -> Variable {
        PathRead.quietly(store) { store.data(of: handle.operation).responseShapedValue }
    }

    func touch(_ path: ReadPath, in store: Store) {
        PathRead.touch(path, plan: Value.plan, owner: handle.data.anchor.owner, in: store)
    }

    func release() -> Bool {
        guard !retention.isEnded else { return false }
        retention.end()
        return true
    }
}
