import Foundation

/// How the built-in transports fail. A failure carries it unchanged, as the
/// transport's kind of failure, except `requestError`, which is the server's refusal.
public enum TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A response outside 2xx: its status, its body, and `Retry-After` when it said one.
    case http(status: Int, body: Data, retryAfter: Duration?)
    /// A redirect (3xx but 304), not followed: the request's credentials would go with
    /// it to an address nobody gave. Where it pointed, when it said.
    case redirected(status: Int, location: String?)
    /// A GraphQL-over-HTTP request error: errors and no data under
    /// `application/graphql-response+json`, read from a response outside 2xx (a 2xx
    /// body of errors and no data fails in the ingest, as `GraphQLErrors`).
    case requestError(messages: [String])
    /// The connect or total timeout passed.
    case timedOut
    /// The consumer went away before the transport finished.
    case cancelled
    /// No response: the connection was refused, dropped, or failed; the message says how.
    case connection(String)
    /// The response ended before it was whole: short of its `Content-Length`, a
    /// multipart body before its closing boundary, an event stream before `complete`.
    /// What arrived before the cut was delivered.
    case truncated
    /// A streamed body (multipart parts, server-sent events) broke its format: how.
    case malformedStream(String)
    /// A request that was not sent because it cannot be: what is wrong with it.
    case invalidRequest(String)
    /// A transport that has no answer for the request; says why.
    case unanswered(String)

    public var description: String {
        switch self {
        case let .http(status, body, retryAfter):
            let retry = retryAfter.map { ", retry after \($0.components.seconds) s" } ?? ""
            return "HTTP \(status)\(retry): \(String(decoding: body.prefix(512), as: UTF8.self))"
        case let .redirected(status, location):
            return "HTTP \(status) redirect to \(location ?? "an address it did not say"), not followed"
        case let .requestError(messages):
            return "request error: \(messages.joined(separator: "; "))"
        case .timedOut:
            return "timed out"
        case .cancelled:
            return "cancelled"
        case let .connection(message):
            return "connection failed: \(message)"
        case .truncated:
            return "the response was cut off before its end"
        case let .malformedStream(message):
            return "malformed stream: \(message)"
        case let .invalidRequest(message):
            return "invalid request: \(message)"
        case let .unanswered(message):
            return "no answer: \(message)"
        }
    }
}
