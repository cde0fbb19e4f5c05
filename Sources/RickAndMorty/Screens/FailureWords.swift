import Baton
import Foundation

/// A failure said for a person: a short kind for the status bar and a sentence that
/// says what happened and, where the server told, when to try again.
public struct FailureWords: Hashable, Sendable {
    public let kind: String
    public let message: String

    public init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }

    public init(_ failure: Failure) {
        switch failure.error {
        case let transport as TransportError:
            self = Self.words(for: transport)
        case let errors as GraphQLErrors:
            self.init(kind: "graphql", message: "the server refused the request: " + errors.description)
        default:
            switch failure.kind {
            case .malformed: self.init(kind: "malformed", message: "the response could not be read: \(failure.error)")
            case .missingData: self.init(kind: "not cached", message: "the data is not in the cache")
            case .environment: self.init(kind: "ended", message: "the connection to this API was closed")
            case .request: self.init(kind: "graphql", message: "the server refused the request: \(failure.error)")
            case .transport: self.init(kind: "network", message: "\(failure.error)")
            }
        }
    }

    private static func words(for error: TransportError) -> FailureWords {
        switch error {
        case let .http(status: 429, _, retryAfter):
            let when = retryAfter.map { "retry in \($0.components.seconds) s" } ?? "retry in a little while"
            return FailureWords(kind: "rate limited", message: "too many requests; \(when)")
        case let .http(status: 401, body, _):
            return FailureWords(kind: "unauthorized", message: "the server refused the credentials: \(serverMessage(body) ?? "HTTP 401")")
        case let .http(status, body, retryAfter):
            let when = retryAfter.map { "; retry in \($0.components.seconds) s" } ?? ""
            return FailureWords(kind: "http \(status)", message: "the server answered \(serverMessage(body) ?? "HTTP \(status)")\(when)")
        case let .requestError(messages):
            return FailureWords(kind: "graphql", message: "the server refused the request: " + messages.joined(separator: "; "))
        case .timedOut:
            return FailureWords(kind: "timeout", message: "the server did not answer in time")
        case let .connection(reason):
            return FailureWords(kind: "server down", message: "cannot reach the server (\(reason))")
        case .truncated:
            return FailureWords(kind: "network", message: "the response was cut short")
        case .cancelled:
            return FailureWords(kind: "cancelled", message: "the request was cancelled")
        case let .invalidRequest(reason), let .unanswered(reason):
            return FailureWords(kind: "request", message: reason)
        }
    }

    /// The `message` member of a JSON error body, as REST-style servers send one.
    private static func serverMessage(_ body: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let message = object["message"] as? String, !message.isEmpty
        else { return nil }
        return message
    }
}
