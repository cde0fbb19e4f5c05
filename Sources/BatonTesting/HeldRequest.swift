import Baton
import Foundation

/// A request a `ScriptedTransport` holds until the test answers it: a reply, a
/// refusal, or a subscription's events one by one.
public struct HeldRequest: Sendable {
    public let request: Request
    private let continuation: Payloads.Continuation
    private let progress: Progress

    /// Where a held request stands.
    public enum State: Sendable, Hashable {
        /// Waiting for the test.
        case open
        /// The test replied, refused or completed it.
        case answered
        /// Its consumer went away first.
        case cancelled
    }

    /// A held request's state, shared by its copies and by the consumer's end.
    final class Progress: Sendable {
        let state = Locked(State.open)

        /// Moves an open request to `next`; false when it was not open.
        func settle(_ next: State) -> Bool {
            state.withLock { state in
                guard state == .open else { return false }
                state = next
                return true
            }
        }
    }

    init(request: Request, continuation: Payloads.Continuation, progress: Progress) {
        self.request = request
        self.continuation = continuation
        self.progress = progress
    }

    public var state: State { progress.state.withLock { $0 } }

    /// Answers with one payload and ends the request.
    public func respond(_ payload: Payload) throws(ScriptedTransportError) {
        try settle()
        continuation.yield(payload)
        continuation.finish()
    }

    /// Answers with the JSON text of a response.
    public func respond(json: String) throws(ScriptedTransportError) {
        try respond(Payload(json: json))
    }

    /// Fails the request with `error`, as a transport that could not deliver.
    public func refuse(_ error: any Error) throws(ScriptedTransportError) {
        try settle()
        continuation.finish(throwing: error)
    }

    /// Delivers one event of a subscription; the request stays open.
    public func deliver(_ payload: Payload) throws(ScriptedTransportError) {
        guard state == .open else { throw .notOpen(operationName: request.operationName, state: state) }
        continuation.yield(payload)
    }

    /// Ends a subscription's events, as a server's completion does.
    public func complete() throws(ScriptedTransportError) {
        try settle()
        continuation.finish()
    }

    private func settle() throws(ScriptedTransportError) {
        guard progress.settle(.answered) else {
            throw .notOpen(operationName: request.operationName, state: state)
        }
    }
}

/// A test's script that does not fit what the transport holds.
public enum ScriptedTransportError: Error, Hashable, CustomStringConvertible {
    /// An answer to a request that was already answered or whose consumer went away.
    case notOpen(operationName: String, state: HeldRequest.State)

    public var description: String {
        switch self {
        case let .notOpen(name, state): "`\(name)` is no longer held (\(state)); nothing can answer it"
        }
    }
}
