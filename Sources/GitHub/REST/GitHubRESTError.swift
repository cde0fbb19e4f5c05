import Baton
import BatonScreens
import Foundation

/// Why GitHub's REST API gave no resource, read from its answer: GitHub names a
/// refusal by its status and says why in the body's `message` (and, for some, a code
/// in its `errors`).
enum GitHubRESTError: Error, Equatable, Sendable {
    /// HTTP 406 with the code `too_large`: more than GitHub serves at once (a diff of
    /// more than 300 files or 20,000 lines), in GitHub's words.
    case tooLarge(message: String)
    /// HTTP 404: nothing there, or nothing the token may see; GitHub says the same of both.
    case notFound
    /// HTTP 401: the token was refused, in GitHub's words when it gave some.
    case unauthorized(message: String?)
    /// No answer (the network, a timeout) or another status.
    case transport(TransportError)
    /// An answer whose body is not what the resource is (a page of threads that is not).
    case unreadable(String)

    init(_ error: TransportError) {
        guard case let .http(status, body, _) = error else {
            self = .transport(error)
            return
        }
        let answer = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        let message = (answer?["message"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        let codes = (answer?["errors"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        switch status {
        case 406 where codes.contains("too_large"): self = .tooLarge(message: message ?? "too large")
        case 404: self = .notFound
        case 401: self = .unauthorized(message: message)
        default: self = .transport(error)
        }
    }

    /// The failure as the status line and the screens say one: `what` ("the diff") of
    /// `subject` ("pull request mona/maze-ingest#7") too large for GitHub to show, no
    /// such subject, the token refused (with how to give one), or the network's failure
    /// as every GitHub screen says it.
    func words(for what: String, of subject: String) -> FailureWords {
        switch self {
        case let .tooLarge(message):
            let thing = what.prefix(1).uppercased() + what.dropFirst()
            return FailureWords(kind: "too large", message: Self.sentence("\(thing) of \(subject) is too large to show: \(message)"))
        case .notFound:
            return FailureWords(kind: "not found", message: "GitHub has no \(subject), or the token cannot see it.")
        case let .unauthorized(message):
            let refused = Self.sentence("GitHub did not accept the token" + (message.map { ": \($0)" } ?? ""))
            return FailureWords(kind: "unauthorized", message: refused + (FailureAdvice.gitHub.credentials.map { " " + $0 } ?? ""))
        case let .transport(error):
            return FailureWords(Failure(classifying: error), advice: .gitHub)
        case let .unreadable(detail):
            return FailureWords(kind: "malformed", message: "GitHub's answer for \(what) could not be read: \(detail)")
        }
    }

    /// `text` ended once: GitHub's own words may end with a full stop already.
    private static func sentence(_ text: String) -> String {
        text.last.map { ".!?".contains($0) } == true ? text : text + "."
    }
}
