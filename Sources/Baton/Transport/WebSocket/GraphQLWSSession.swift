import Foundation

/// One graphql-transport-ws session on one connection: `connection_init` answered by
/// `connection_ack`, then operations multiplexed by id. When the connection ends,
/// every operation still open ends with how it ended, so that a subscription's
/// handle reopens it with its backoff. A connection gone quiet is pinged, and one that
/// stays quiet after the ping is taken for dropped: a dead peer sends no close.
final class GraphQLWSSession: Sendable {
    private let connection: WebSocketConnection
    private let state = Locked(State())

    private struct State {
        var acknowledgement = Acknowledgement.waiting(nil)
        var operations: [String: Payloads.Continuation] = [:]
        var end: WebSocketError?
        /// Whether a message came since the keepalive last looked, and whether the
        /// ping it sent has had no message after it.
        var heard = true
        var pingOutstanding = false
        var keepalive: Task<Void, Never>?
    }

    private enum Acknowledgement {
        /// With the opener's continuation once it waits.
        case waiting(CheckedContinuation<Result<Void, WebSocketError>, Never>?)
        case received
        case failed(WebSocketError)
    }

    var isEnded: Bool { state.withLock { $0.end != nil } }

    private init(connection: WebSocketConnection) {
        self.connection = connection
    }

    /// Connects, sends `connection_init` with `parameters`, and returns once the server
    /// acknowledges; throws when it does not within the timeout. From then on, every
    /// `keepalive` without a message from the server sends a `ping`, and a second such
    /// stretch with the ping unanswered drops the connection.
    static func open(
        _ configuration: WebSocketConnection.Configuration, parameters: Variables, acknowledgementTimeout: Duration,
        keepalive: Duration
    ) async throws(WebSocketError) -> GraphQLWSSession {
        let connection = WebSocketConnection(configuration)
        try await connection.open()
        let session = GraphQLWSSession(connection: connection)
        // Events are handled one at a time, in the order they arrived; the task ends
        // with the connection.
        Task {
            for await event in connection.events { session.handle(event) }
        }
        connection.send(text: GraphQLWSMessage.connectionInit(parameters))
        let timer = Task {
            try await Task.sleep(for: acknowledgementTimeout)
            session.end(with: .acknowledgementTimedOut)
        }
        defer { timer.cancel() }
        try await session.acknowledged().get()
        session.keepAlive(every: keepalive)
        return session
    }

    private func keepAlive(every interval: Duration) {
        let task = Task { [weak self] in
            while (try? await Task.sleep(for: interval)) != nil, let self, self.checkAlive(after: interval) {}
        }
        let ended = state.withLock { state in
            state.keepalive = task
            return state.end != nil
        }
        if ended { task.cancel() }
    }

    /// One keepalive step: false once the session ended, or ends it now.
    private func checkAlive(after interval: Duration) -> Bool {
        enum Step { case ended, quiet, ping, fine }
        let step = state.withLock { state -> Step in
            guard state.end == nil else { return .ended }
            defer { state.heard = false }
            if state.heard {
                // Any message shows the server is there, answered ping or not.
                state.pingOutstanding = false
                return .fine
            }
            if state.pingOutstanding { return .quiet }
            state.pingOutstanding = true
            return .ping
        }
        switch step {
        case .ended:
            return false
        case .quiet:
            end(with: .dropped("no answer to a ping within \(interval)"))
            return false
        case .ping:
            connection.send(text: GraphQLWSMessage.pingText)
            return true
        case .fine:
            return true
        }
    }

    private func acknowledged() async -> Result<Void, WebSocketError> {
        await withCheckedContinuation { waiter in
            let known: Result<Void, WebSocketError>? = state.withLock { state in
                switch state.acknowledgement {
                case .received: return .success(())
                case let .failed(error): return .failure(error)
                case .waiting:
                    state.acknowledgement = .waiting(waiter)
                    return nil
                }
            }
            if let known { waiter.resume(returning: known) }
        }
    }

    /// Sends `subscribe` for the operation `id`, whose results go to `continuation`;
    /// when the session has ended, throws how.
    func subscribe(id: String, request: Data, continuation: Payloads.Continuation) throws(WebSocketError) {
        try state.withLock { state throws(WebSocketError) in
            if let end = state.end { throw end }
            state.operations[id] = continuation
        }
        connection.send(text: GraphQLWSMessage.subscribe(id: id, request: request))
    }

    /// The consumer of the operation `id` went away: the server is told to stop it.
    func complete(id: String) {
        let open = state.withLock { $0.operations.removeValue(forKey: id) != nil }
        if open { connection.send(text: GraphQLWSMessage.complete(id: id)) }
    }

    /// Closes the connection, ending the operations still open.
    func close() {
        end(with: .closedByClient)
    }

    private func handle(_ event: WebSocketConnection.Event) {
        switch event {
        case let .ended(error):
            end(with: Self.meaning(of: error))
        case .message(.text(let text)):
            state.withLock { $0.heard = true }
            do {
                try handle(GraphQLWSMessage(parsing: text))
            } catch {
                end(with: error, closing: 4400, "Invalid message received")
            }
        case .message:
            end(with: .unexpectedMessage("a binary message"), closing: 4400, "Invalid message received")
        }
    }

    private func handle(_ message: GraphQLWSMessage) {
        switch message {
        case .connectionAck:
            let waiter = state.withLock { state -> CheckedContinuation<Result<Void, WebSocketError>, Never>? in
                guard case let .waiting(waiter) = state.acknowledgement else { return nil }
                state.acknowledgement = .received
                return waiter
            }
            waiter?.resume(returning: .success(()))
        case .ping:
            connection.send(text: GraphQLWSMessage.pongText)
        case .pong:
            state.withLock { $0.pingOutstanding = false }
        case let .next(id, payload):
            // An operation the consumer completed may still get results in flight.
            state.withLock { $0.operations[id] }?.yield(Payload(bytes: Data(payload)))
        case let .error(id, errors):
            state.withLock { $0.operations.removeValue(forKey: id) }?.finish(throwing: GraphQLErrors(errors))
        case let .complete(id):
            state.withLock { $0.operations.removeValue(forKey: id) }?.finish()
        }
    }

    /// Ends the session once: the opener's wait and every open operation fail with
    /// `error`, and the connection closes (with `code` when given).
    private func end(with error: WebSocketError, closing code: UInt16 = 1000, _ reason: String = "") {
        let ended = state.withLock { state -> (CheckedContinuation<Result<Void, WebSocketError>, Never>?, [Payloads.Continuation])? in
            guard state.end == nil else { return nil }
            state.end = error
            state.keepalive?.cancel()
            var waiter: CheckedContinuation<Result<Void, WebSocketError>, Never>?
            if case let .waiting(opener) = state.acknowledgement { waiter = opener }
            state.acknowledgement = .failed(error)
            defer { state.operations = [:] }
            return (waiter, Array(state.operations.values))
        }
        guard let (waiter, operations) = ended else { return }
        waiter?.resume(returning: .failure(error))
        for operation in operations { operation.finish(throwing: error) }
        connection.close(code: code, reason: reason)
    }

    /// A server's close as graphql-transport-ws defines its codes.
    private static func meaning(of end: WebSocketError) -> WebSocketError {
        guard case let .closed(code?, reason) = end else { return end }
        switch code {
        case 4400: return .badRequest(reason: reason)
        case 4401: return .unauthorized(reason: reason)
        case 4403: return .forbidden(reason: reason)
        case 4408: return .initialisationTimedOut
        case 4409: return .subscriberAlreadyExists(reason: reason)
        case 4429: return .tooManyInitialisationRequests
        default: return end
        }
    }
}
