/// What HTTP, a socket or a test's script lives behind: one verb, a request yielding
/// its payloads, so a wrapper (a retry, a token refresh) wraps one method whatever
/// the operation's kind.
public protocol Transport: Sendable {
    func execute(_ request: Request) -> Payloads
}

extension Transport {
    /// The one payload of a request that answers once: a query or a mutation.
    public func payload(for request: Request) async throws -> Payload {
        for try await payload in execute(request) {
            return payload
        }
        throw TransportError.unanswered("the transport finished `\(request.operationName)` without a payload")
    }
}
