import Baton

/// A transport a test drives by hand: it holds every request until the test replies
/// or refuses, so the moments between sending and answering can be observed (an
/// optimistic layer's life, a loading phase). It lists what was sent by kind, and
/// hands each request of the kinds it hands out to whoever awaits `nextRequest()`;
/// the others (a screen's live subscription, for a test of its queries) wait in `held`.
public final class ScriptedTransport: Transport {
    private let history = RequestHistory()
    private let exchanges = Locked(Exchanges())
    private let handedOut: Set<OperationKind>

    private struct Exchanges {
        var all: [HeldRequest] = []
        /// The requests `nextRequest` hands out, and how many it has.
        var handOut: [HeldRequest] = []
        var taken = 0
    }

    public init(handingOut kinds: Set<OperationKind> = [.query, .mutation, .subscription]) {
        handedOut = kinds
    }

    public func execute(_ request: Request) -> Payloads {
        history.append(request)
        let progress = HeldRequest.Progress()
        let (payloads, continuation) = Payloads.makeStream(onCancel: {
            _ = progress.settle(.cancelled)
        })
        let held = HeldRequest(request: request, continuation: continuation, progress: progress)
        exchanges.withLock { exchanges in
            exchanges.all.append(held)
            if handedOut.contains(request.kind) { exchanges.handOut.append(held) }
        }
        return payloads
    }

    /// Every request sent, in order.
    public var requests: [Request] { history.all }

    /// The requests of one kind, in order.
    public func requests(_ kind: OperationKind) -> [Request] { history.of(kind) }

    /// The requests still waiting for an answer, in the order they came.
    public var held: [HeldRequest] {
        exchanges.withLock { $0.all }.filter { $0.state == .open }
    }

    /// The next request this method has not handed out yet, as soon as it is sent;
    /// throws `WaitTimeout` when none comes within `timeout`.
    public func nextRequest(
        timeout: Duration = .seconds(10), isolation: isolated (any Actor)? = #isolation
    ) async throws -> HeldRequest {
        try await eventually(timeout: timeout, "a request to the scripted transport", isolation: isolation) {
            exchanges.withLock { exchanges in
                guard exchanges.taken < exchanges.handOut.count else { return nil }
                exchanges.taken += 1
                return exchanges.handOut[exchanges.taken - 1]
            }
        }
    }
}
