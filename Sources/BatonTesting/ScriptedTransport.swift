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
        /// The callers of `nextRequest` waiting for a request not sent yet, first come
        /// first served, each resumed by the `execute` that sends it.
        var waiting: [Waiter] = []
        var tickets = 0

        /// The next request not handed out yet, now taken.
        mutating func take() -> HeldRequest? {
            guard taken < handOut.count else { return nil }
            taken += 1
            return handOut[taken - 1]
        }

        /// The wait of `ticket`, no longer waiting, unless a request ended it first.
        mutating func removeWaiter(_ ticket: Int) -> Waiter? {
            waiting.firstIndex { $0.ticket == ticket }.map { waiting.remove(at: $0) }
        }
    }

    private struct Waiter {
        let ticket: Int
        let continuation: CheckedContinuation<HeldRequest, any Error>
        /// Ends the wait with `WaitTimeout` unless a request comes first.
        let timer: Task<Void, Never>
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
        let waiter = exchanges.withLock { exchanges -> Waiter? in
            exchanges.all.append(held)
            guard handedOut.contains(request.kind) else { return nil }
            exchanges.handOut.append(held)
            guard !exchanges.waiting.isEmpty else { return nil }
            _ = exchanges.take()
            return exchanges.waiting.removeFirst()
        }
        waiter?.timer.cancel()
        waiter?.continuation.resume(returning: held)
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

    /// How many callers of `nextRequest` wait for a request not sent yet.
    public var waitingCount: Int { exchanges.withLock { $0.waiting.count } }

    /// The next request this method has not handed out yet, the moment it is sent:
    /// the caller sleeps until `execute` wakes it, rather than checking on a clock,
    /// so a suite running in parallel neither starves it nor is slowed by it. Throws
    /// `WaitTimeout` when none comes within `timeout`.
    public func nextRequest(timeout: Duration = .seconds(30)) async throws -> HeldRequest {
        try await withCheckedThrowingContinuation { continuation in
            exchanges.withLock { state in
                if let ready = state.take() {
                    continuation.resume(returning: ready)
                    return
                }
                state.tickets += 1
                let ticket = state.tickets
                // Made under the lock, so that it cannot look for the wait before it is listed.
                let timer = Task { [exchanges] in
                    try? await Task.sleep(for: timeout)
                    guard !Task.isCancelled else { return }
                    exchanges.withLock { $0.removeWaiter(ticket) }?.continuation
                        .resume(throwing: WaitTimeout(what: "a request to the scripted transport", timeout: timeout))
                }
                state.waiting.append(Waiter(ticket: ticket, continuation: continuation, timer: timer))
            }
        }
    }
}
