import Foundation

/// How the built-in transports fail. A failure carries it unchanged, as the
/// transport's kind of failure, except `requestError`, which is the server's refusal.
public enum TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A response outside 2xx: its status, its body, and `Retry-After` when it said one.
    case http(status: Int, body: Data, retryAfter: Duration?)
    /// A GraphQL-over-HTTP request error: errors and no data under
    /// `application/graphql-response+json`, whatever the status.
    case requestError(messages: [String])
    /// The connect or total timeout passed.
    case timedOut
    /// The consumer went away before the transport finished.
    case cancelled
    /// No response: the connection was refused, dropped, or failed; the message says how.
    case connection(String)
    /// The connection closed before the body's `Content-Length` arrived.
    case truncated
    /// A request that was not sent because it cannot be: what is wrong with it.
    case invalidRequest(String)
    /// A transport that has no answer for the request; says why.
    case unanswered(String)

    public var description: String {
        switch self {
        case let .http(status, body, retryAfter):
            let retry = retryAfter.map { ", retry after \($0.components.seconds) s" } ?? ""
            return "HTTP \(status)\(retry): \(String(decoding: body.prefix(512), as: UTF8.self))"
        case let .requestError(messages):
            return "request error: \(messages.joined(separator: "; "))"
        case .timedOut:
            return "timed out"
        case .cancelled:
            return "cancelled"
        case let .connection(message):
            return "connection failed: \(message)"
        case .truncated:
            return "the response was cut short before its Content-Length"
        case let .invalidRequest(message):
            return "invalid request: \(message)"
        case let .unanswered(message):
            return "no answer: \(message)"
        }
    }
}
