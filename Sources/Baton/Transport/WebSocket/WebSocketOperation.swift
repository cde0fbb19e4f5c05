import Foundation

/// One operation of a WebSocket transport, from `execute` to its end: waiting for the
/// session, sent on it, or cancelled by its consumer before it could be sent. Its lock
/// orders the consumer's cancel against the send, so a `complete` never precedes the
/// `subscribe` it stops and an operation cancelled early is never sent.
final class WebSocketOperation: Sendable {
    let id: String
    /// Keeps the transport's session open while the operation's consumer holds it,
    /// even when no copy of the transport is left.
    let client: WebSocketClient
    private let state = Locked(Stage.waiting)

    private enum Stage {
        case waiting
        case sent(GraphQLWSSession)
        case cancelled
    }

    init(client: WebSocketClient) {
        self.client = client
        id = client.nextID()
    }

    /// Sends the operation on `session` unless its consumer went away; a session that
    /// ended meanwhile ends the operation with how.
    func send(on session: GraphQLWSSession, request: Data, continuation: Payloads.Continuation) {
        state.withLock { stage in
            guard case .waiting = stage else { return }
            do {
                try session.subscribe(id: id, request: request, continuation: continuation)
                stage = .sent(session)
            } catch {
                continuation.finish(throwing: error)
            }
        }
    }

    /// The consumer went away.
    func cancel() {
        state.withLock { stage in
            if case let .sent(session) = stage { session.complete(id: id) }
            stage = .cancelled
        }
    }
}
