import Baton
import Foundation

/// A failure said for a person, the same on every screen of every tab: a short kind
/// for the status line and a sentence saying what happened and, where the server
/// told, when to try again. The API's advice names the server and adds what to do
/// about refused credentials.
public struct FailureWords: Hashable, Sendable {
    public let kind: String
    public let message: String

    public init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }

    /// A sentence ended once: the server's own text may end with a full stop already.
    private init(kind: String, sentence: String) {
        let ended = sentence.last.map { ".!?".contains($0) } ?? false
        self.init(kind: kind, message: ended ? sentence : sentence + ".")
    }

    /// `waited` is how long ago the failure happened: a wait the server asked for is
    /// said as what is left of it, so it counts down as the status line draws again.
    public init(_ failure: Failure, advice: FailureAdvice, waited: Duration = .zero) {
        let server = advice.server
        switch failure.error {
        case let transport as TransportError:
            self.init(transport, advice: advice, waited: waited)
        case let errors as GraphQLErrors:
            self.init(kind: "graphql", sentence: "\(advice.serverFirst) refused the request: \(errors.description)")
        default:
            switch failure.kind {
            case .malformed:
                self.init(kind: "malformed", sentence: "\(advice.serverFirst)'s answer could not be read: \(failure.error)")
            case .missingData:
                self.init(kind: "not cached", sentence: "This is not in the cache and the network was not asked")
            case .environment:
                self.init(kind: "ended", sentence: "The connection to \(server) was closed; open the tab again")
            case .transport, .request:
                self.init(kind: failure.kind.rawValue, sentence: "\(failure.error)")
            case .fieldErrors:
                self.init(kind: "field errors", sentence: "\(advice.serverFirst) answered with errors: \(failure.error)")
            case .requiredField:
                self.init(kind: "incomplete", sentence: "\(advice.serverFirst) left out what this needs: \(failure.error)")
            }
        }
    }

    private init(_ error: TransportError, advice: FailureAdvice, waited: Duration) {
        let server = advice.serverFirst
        switch error {
        case let .http(401, body, _):
            let said = Self.serverMessage(body).map { ": \($0)" } ?? ""
            let refused = FailureWords(kind: "unauthorized", sentence: "\(server) did not accept the credentials\(said)")
            self.init(kind: refused.kind, message: refused.message + (advice.credentials.map { " " + $0 } ?? ""))
        case let .http(429, _, retryAfter):
            self.init(rateLimitedBy: server, for: retryAfter.map { $0 - waited })
        case let .http(403, _, retryAfter?):
            // A 403 that says when to come back is a rate limit (GitHub's secondary one).
            self.init(rateLimitedBy: server, for: retryAfter - waited)
        case let .http(status, body, retryAfter):
            let said = Self.serverMessage(body).map { ": \($0)" } ?? ""
            let when = retryAfter.map { "; \(Self.retry(in: $0 - waited))" } ?? ""
            self.init(kind: "http \(status)", sentence: "\(server) answered HTTP \(status)\(said)\(when)")
        case let .redirected(status, location):
            self.init(redirectedBy: server, status: status, to: location, option: advice.endpointOption)
        case let .requestError(messages):
            self.init(kind: "graphql", sentence: "\(server) refused the request: \(messages.joined(separator: "; "))")
        case .timedOut:
            self.init(kind: "timeout", sentence: "\(server) did not answer in time")
        case let .connection(reason):
            self.init(kind: "network", sentence: "\(server) cannot be reached (\(reason))")
        case .truncated:
            self.init(kind: "network", sentence: "\(server)'s answer was cut off")
        case let .malformedStream(reason):
            self.init(kind: "malformed", sentence: "\(server)'s answer could not be read: \(reason)")
        case .cancelled:
            self.init(kind: "cancelled", sentence: "The request was cancelled")
        case let .invalidRequest(reason), let .unanswered(reason):
            self.init(kind: "request", sentence: "The request could not be sent: \(reason)")
        }
    }

    /// A redirect is not followed, so a token goes nowhere it was not given: the words
    /// say where it pointed and how to give that address if it is the API's now.
    private init(redirectedBy server: String, status: Int, to location: String?, option: String?) {
        let pointed = location.map { " to \($0)" } ?? ""
        var sentence = "\(server) answered with a redirect (HTTP \(status))\(pointed), which is not followed"
            + " so that the token stays with the address given"
        if let location, let option { sentence += "; if that is the API's address now, start with \(option) \(location)" }
        self.init(kind: "redirect", sentence: sentence)
    }

    private init(rateLimitedBy server: String, for remaining: Duration?) {
        let when = remaining.map(Self.retry(in:)) ?? "wait a minute"
        self.init(kind: "rate limited", sentence: "\(server)'s rate limit was reached: \(when)")
    }

    /// "retry in 42 s", or in "3 min" from two minutes on, counting a started second
    /// as a whole; "retry now" once the wait is over.
    static func retry(in remaining: Duration) -> String {
        let seconds = Int((Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18).rounded(.up))
        guard seconds > 0 else { return "retry now" }
        return "retry in " + (seconds >= 120 ? "\((seconds + 59) / 60) min" : "\(seconds) s")
    }

    /// The `message` member of a JSON error body, as REST-style servers send one.
    private static func serverMessage(_ body: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let message = object["message"] as? String, !message.isEmpty
        else { return nil }
        return message
    }
}
