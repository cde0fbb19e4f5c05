import Observation

/// A query's or a mutation's handle, made by an environment and shared by equal
/// values: the shared handle's data and phase, and the last fetch, which the
/// phase reads beside the root.
@MainActor
@Observable
public final class OperationHandle<Value: Operation>: Handle<Value> {
    /// What the network last did for this handle.
    public private(set) var fetch: Fetch = .idle
    /// A network-only holder attached and no response has answered it yet: the
    /// store's data is not shown until one does.
    private var awaitsNetwork = false
    /// A store-only holder found no data: the phase reads failed with missing data
    /// while the fetch stays idle, until a fetch starts or the data comes.
    private var missingData: Failure?
    /// The errors this handle's last response carried with no field to hold them,
    /// which fail a `@throwOnFieldError` operation's verdict.
    private var responseErrors: [FieldError] = []

    @ObservationIgnored private var running: Task<Value.Data, any Error>?

    /// The data is shown unless a network-only holder waits for its own response.
    override var showsData: Bool {
        !awaitsNetwork && super.showsData
    }

    /// A `@throwOnFieldError` operation fails on the errors its response left unplaced.
    override var dataFailure: Failure? {
        guard Value.Data.throwsOnFieldError, !responseErrors.isEmpty else { return nil }
        return Failure(.fieldErrors, FieldErrors(responseErrors))
    }

    /// Without data, the last fetch's failure, or a store-only holder's missing data.
    override var failure: Failure? {
        fetch.failure ?? missingData
    }

    /// Data shown and a fetch running behind it.
    public var isRefreshing: Bool {
        fetch.isInFlight && showsData
    }

    /// Fetches again, or joins the fetch in flight; returns the data once committed.
    /// Throws the `Failure`.
    @discardableResult
    public func refetch() async throws -> Value.Data {
        try await start().value
    }

    /// Fetches again after a failure, or at any time; the outcome is read from
    /// `fetch` and `phase`.
    public func retry() {
        start()
    }

    /// A fetch when the policy asks for one; a missing-data failure when it reads
    /// the store alone and the store lacks the data.
    override func attach(_ policy: FetchPolicy) {
        let available = isAvailable
        if policy == .storeOnly {
            guard !available, !fetch.isInFlight else { return }
            // No fetch was made, so the fetch stays as it was; the phase says it.
            missingData = Failure(.missingData, MissingDataError(operationName: Value.name))
            return
        }
        guard policy.fetches(whenAvailable: isWholeAndFresh) else { return }
        // The data is not shown until the handle's own response, unless another
        // holder already shows it.
        if policy == .networkOnly, holderCount == 1 || !showsData { awaitsNetwork = true }
        start()
    }

    override var hasFailed: Bool { fetch.failure != nil }

    override func fetchAgain() {
        start()
    }

    /// Stops the fetch in flight; its failure is the transport's cancellation.
    override func stop() {
        running?.cancel()
        super.stop()
    }

    /// The fetch in flight stops, and the fetch reads failed with the
    /// environment's error.
    override func environmentEnded() {
        running?.cancel()
        awaitsNetwork = false
        super.environmentEnded()
        missingData = nil
        fetch = .failed(Failure(.environment, EnvironmentError(operationName: Value.name)), at: .now)
    }

    /// The fetch in flight, started when there is none: one request per handle.
    @discardableResult
    func start() -> Task<Value.Data, any Error> {
        if let running { return running }
        fetch = .inFlight
        missingData = nil
        let environment = self.environment
        let operation = self.operation
        let task = Task<Value.Data, any Error> { [self] in
            defer { running = nil }
            do {
                guard let environment, !environment.hasEnded else {
                    throw Failure(.environment, EnvironmentError(operationName: Value.name))
                }
                if let unplaced = try await environment.execute(operation) { responseErrors = unplaced }
                awaitsNetwork = false
                holdsData = true
                fetch = .idle
                return data
            } catch {
                let failure = Failure(classifying: error)
                awaitsNetwork = false
                fetch = .failed(failure, at: .now)
                throw failure
            }
        }
        running = task
        return task
    }
}
