/// The one session a WebSocket transport and its copies share: opened on the first
/// operation, opened again on the first after it ended, and closed once no copy of
/// the transport and no operation holds it.
final class WebSocketClient: Sendable {
    private let open: @Sendable () async throws(WebSocketError) -> GraphQLWSSession
    private let state = Locked(State())

    private struct State {
        var session: GraphQLWSSession?
        /// The opening every operation waits for while there is no live session.
        var opening: Task<GraphQLWSSession, any Error>?
        var lastID = 0
    }

    private enum Found {
        case live(GraphQLWSSession)
        case opening(Task<GraphQLWSSession, any Error>)
    }

    init(open: @escaping @Sendable () async throws(WebSocketError) -> GraphQLWSSession) {
        self.open = open
    }

    /// No opening is in flight here: an operation waits on each, and holds the client.
    deinit {
        state.withLock { $0.session?.close() }
    }

    /// An id no other operation of this client used.
    func nextID() -> String {
        state.withLock { state in
            state.lastID += 1
            return String(state.lastID)
        }
    }

    /// The live session, opening one if there is none.
    func session() async throws -> GraphQLWSSession {
        let found = state.withLock { state -> Found in
            if let session = state.session, !session.isEnded { return .live(session) }
            if let opening = state.opening { return .opening(opening) }
            let open = self.open
            let opening = Task { try await open() }
            state.opening = opening
            return .opening(opening)
        }
        let opening: Task<GraphQLWSSession, any Error>
        switch found {
        case let .live(session): return session
        case let .opening(task): opening = task
        }
        do {
            let session = try await opening.value
            state.withLock { state in
                guard state.opening == opening else { return }
                state.session = session
                state.opening = nil
            }
            return session
        } catch {
            state.withLock { state in
                if state.opening == opening { state.opening = nil }
            }
            throw error
        }
    }
}
