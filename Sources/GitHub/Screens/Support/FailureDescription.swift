import Baton
import BatonTUI

/// A failed fetch or action in the words the GitHub screens show: a short kind for the
/// status bar and a sentence saying what went wrong and what to do about it.
struct FailureDescription: Hashable, Sendable {
    let kind: String
    let message: String

    init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }

    init(_ failure: Failure) {
        switch failure.error {
        case let transport as TransportError:
            self.init(transport)
        case let errors as GraphQLErrors:
            self.init(kind: "graphql", message: "GitHub refused the request: \(errors.description)")
        default:
            switch failure.kind {
            case .malformed:
                self.init(kind: "malformed", message: "GitHub's answer could not be read: \(failure.error).")
            case .missingData:
                self.init(kind: "not cached", message: "This is not in the cache and the network was not asked.")
            case .environment:
                self.init(kind: "ended", message: "The GitHub connection was closed; open the tab again.")
            case .transport, .request:
                self.init(kind: failure.kind.rawValue, message: "\(failure.error).")
            }
        }
    }

    private init(_ error: TransportError) {
        switch error {
        case .http(401, _, _):
            self.init(
                kind: "http 401",
                message: "GitHub did not accept the token. Set GITHUB_TOKEN or GH_TOKEN, or run `gh auth login`.")
        case let .http(429, _, retryAfter):
            self.init(rateLimitedFor: retryAfter)
        case let .http(403, _, retryAfter?):
            // GitHub's secondary rate limit is a 403 that says when to come back.
            self.init(rateLimitedFor: retryAfter)
        case let .http(status, _, _):
            self.init(kind: "http \(status)", message: "GitHub answered HTTP \(status).")
        case let .requestError(messages):
            self.init(kind: "graphql", message: "GitHub refused the request: \(messages.joined(separator: "; ")).")
        case .timedOut:
            self.init(kind: "timeout", message: "GitHub did not answer in time.")
        case .cancelled:
            self.init(kind: "cancelled", message: "The request was cancelled.")
        case let .connection(reason):
            self.init(kind: "network", message: "GitHub cannot be reached (\(reason)).")
        case .truncated:
            self.init(kind: "network", message: "GitHub's answer was cut off.")
        case let .invalidRequest(reason), let .unanswered(reason):
            self.init(kind: "request", message: "The request could not be sent: \(reason).")
        }
    }

    private init(rateLimitedFor retryAfter: Duration?) {
        let when = retryAfter.map { "retry in \(Self.seconds($0))" } ?? "wait a minute"
        self.init(kind: "rate limited", message: "GitHub's rate limit was reached: \(when).")
    }

    /// "42 s", or "3 min" from two minutes on.
    private static func seconds(_ duration: Duration) -> String {
        let seconds = max(1, Int(duration.components.seconds))
        return seconds >= 120 ? "\((seconds + 59) / 60) min" : "\(seconds) s"
    }

    var status: ScreenStatus {
        .failed(kind: kind, message: message)
    }
}
