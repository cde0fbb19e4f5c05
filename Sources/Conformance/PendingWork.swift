import Baton

/// Work a step started that ends later: a fetch or a mutation the environment
/// runs, which the transport answers in this step or a later one (`resolve`).
@MainActor
final class PendingWork {
    let request: Request
    private(set) var result: Result<Void, any Error>?

    init(request: Request, _ work: @escaping @MainActor () async throws -> Void) {
        self.request = request
        Task { @MainActor in
            do {
                try await work()
                self.result = .success(())
            } catch {
                self.result = .failure(error)
            }
        }
    }

    var isDone: Bool { result != nil }

    /// What the work threw, once done.
    var thrown: (any Error)? {
        if case .failure(let error) = result { error } else { nil }
    }
}
