import Baton
import Foundation

/// A transport that answers from recorded responses, by operation name and variables,
/// or from a function of the whole request; it keeps the requests it was sent. For
/// previews, tests and benchmarks. A request it has no answer for fails with
/// `TransportError.unanswered`, naming what it has.
public final class RecordedTransport: Transport {
    private let answer: @Sendable (Request) throws -> Payload
    private let history = RequestHistory()

    /// Answers with the recording closest to each request: the one recorded for its
    /// variables, else one recorded for any variables; the first of equals.
    public init(_ recordings: [Recording]) {
        answer = { request in
            let matches = recordings.compactMap { recording in recording.match(request).map { (recording, $0) } }
            guard let best = matches.max(by: { $0.1 < $1.1 }) else {
                throw TransportError.unanswered(Self.missing(request, among: recordings))
            }
            return best.0.payload
        }
    }

    /// Answers from the recordings in a folder; see `Recording.load(from:)`.
    public convenience init(contentsOf directory: URL) throws(RecordingError) {
        self.init(try Recording.load(from: directory))
    }

    /// Answers each request with what `answer` returns, or fails with what it throws.
    public init(answering answer: @escaping @Sendable (Request) throws -> Payload) {
        self.answer = answer
    }

    public func execute(_ request: Request) -> Payloads {
        history.append(request)
        let (payloads, continuation) = Payloads.makeStream()
        do {
            continuation.yield(try answer(request))
            continuation.finish()
        } catch {
            continuation.finish(throwing: error)
        }
        return payloads
    }

    /// Every request sent, in order.
    public var requests: [Request] { history.all }

    /// The requests of one kind, in order.
    public func requests(_ kind: OperationKind) -> [Request] { history.of(kind) }

    private static func missing(_ request: Request, among recordings: [Recording]) -> String {
        let recorded = recordings.map { recording in
            recording.operationName + " " + (recording.variables.map { Variable.object($0).json } ?? "(any variables)")
        }
        return "RecordedTransport has no recording of `\(request.operationName)` with variables "
            + Variable.object(request.variables).json
            + "; it has " + (recorded.isEmpty ? "none" : recorded.joined(separator: ", "))
    }
}
