import Baton
import Synchronization

/// A transport that never answers: every request stays pending until its consumer
/// goes away, and then ends `TransportError.cancelled`. For a first frame with no
/// network behind it, and for tests of what a pending fetch looks like.
public final class SilentTransport: Transport {
    private let history = RequestHistory()
    private let open = Locked<[Int: Payloads.Continuation]>([:])
    private let counter = Atomic<Int>(0)

    public init() {}

    public func execute(_ request: Request) -> Payloads {
        history.append(request)
        let id = counter.add(1, ordering: .relaxed).newValue
        let (payloads, continuation) = Payloads.makeStream(onCancel: { [weak self] in
            _ = self?.open.withLock { $0.removeValue(forKey: id) }
        })
        // Kept so the stream stays open; nothing ever yields to it.
        open.withLock { $0[id] = continuation }
        return payloads
    }

    /// Every request sent, in order.
    public var requests: [Request] { history.all }

    /// The requests of one kind, in order.
    public func requests(_ kind: OperationKind) -> [Request] { history.of(kind) }

    /// How many requests still wait, their consumers not gone.
    public var pendingCount: Int { open.withLock { $0.count } }
}
