import Baton

/// The requests a test transport was sent, in order, readable from any thread.
final class RequestHistory: Sendable {
    private let requests = Locked<[Request]>([])

    func append(_ request: Request) {
        requests.withLock { $0.append(request) }
    }

    var all: [Request] { requests.withLock { $0 } }

    func of(_ kind: OperationKind) -> [Request] {
        all.filter { $0.kind == kind }
    }
}
