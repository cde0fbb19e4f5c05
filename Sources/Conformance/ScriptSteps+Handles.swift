@_spi(Generated) import Baton

/// The steps on a handle: attached with a policy and named, its fetch answered,
/// refetched, retried, released.
extension ScriptEnvironment {
    func attach(_ arguments: StepArguments) async throws(StepFailure) {
        let type = try operations.type(named: try arguments.string("operation"))
        let variables = try arguments.variables()
        let policy = try self.policy(arguments)
        let name = try arguments.string("as")
        let handle = try bind(type, variables, policy)
        handles[name] = handle
        guard let answer = try arguments.answer() else { return }
        guard let handle = handle as? any FetchingHandle else {
            throw StepFailure("attach", "the step answers a fetch, but \(name) is the handle of a subscription, which has none")
        }
        guard handle.fetchInFlight else {
            throw StepFailure("attach", "the step answers a fetch, but attaching \(name) under \(policy) started none"
                + " (its fetch reads \(handle.fetch))")
        }
        try await respond(answer, to: handle, step: "attach")
    }

    /// The handle of the operation's kind, retained with the policy.
    private func bind(_ type: any Operation.Type, _ variables: Variables, _ policy: FetchPolicy)
        throws(StepFailure) -> any ScriptHandle {
        func query<Base: Query>(_: Base.Type) -> any ScriptHandle {
            let handle = environment.handle(for: SpecOperation<Base>(variables: variables))
            return BoundOperationHandle(handle, retention: handle.retain(policy))
        }
        func mutation<Base: Mutation>(_: Base.Type) -> any ScriptHandle {
            let handle = environment.handle(for: SpecOperation<Base>(variables: variables))
            return BoundOperationHandle(handle, retention: handle.retain(policy))
        }
        func subscription<Base: Subscription>(_: Base.Type) -> any ScriptHandle {
            let handle = environment.handle(for: SpecOperation<Base>(variables: variables))
            return BoundSubscriptionHandle(handle, retention: handle.retain(policy))
        }
        if let type = type as? any Query.Type { return query(type) }
        if let type = type as? any Mutation.Type { return mutation(type) }
        if let type = type as? any Subscription.Type { return subscription(type) }
        throw StepFailure("attach", "\(type.name) is a \(type.kind.rawValue) the build did not type as one")
    }

    private func policy(_ arguments: StepArguments) throws(StepFailure) -> FetchPolicy {
        guard let word = try arguments.optionalString("policy") else { return .default }
        guard let policy = FetchPolicy.allCases.first(where: { "\($0)" == word }) else {
            throw StepFailure("attach", "the runtime has no fetch policy \(word)")
        }
        return policy
    }

    /// The handle's fetch in flight answered or failed.
    func answer(_ arguments: StepArguments) async throws(StepFailure) {
        let handle = try fetching(arguments)
        guard let answer = try arguments.answer() else { throw StepFailure("answer", "the step gives neither response nor failure") }
        guard handle.fetchInFlight else {
            throw StepFailure("answer", "\(try arguments.string("handle")) has no fetch in flight to answer (its fetch reads \(handle.fetch))")
        }
        try await respond(answer, to: handle, step: "answer")
    }

    /// Refetches; what the refetch throws is the step's.
    func refetch(_ arguments: StepArguments) async throws(StepFailure) -> StepOutcome {
        let handle = try fetching(arguments)
        let work = PendingWork(request: handle.request) { try await handle.refetch() }
        if let answer = try arguments.answer() {
            let sent = try await respond([answer], to: work.request, step: "refetch") { work.isDone }
            if !sent { return StepOutcome(thrown: work.thrown) }
        }
        return StepOutcome(thrown: work.thrown)
    }

    /// Retries; answered or failed as an attach is, else left in flight.
    func retry(_ arguments: StepArguments) async throws(StepFailure) {
        let handle = try fetching(arguments)
        handle.retry()
        guard let answer = try arguments.answer() else { return }
        try await respond(answer, to: handle, step: "retry")
    }

    func release(_ arguments: StepArguments) throws(StepFailure) {
        let handle = try self.handle(arguments)
        guard handle.release() else {
            throw StepFailure("release", "\(try arguments.string("handle"))'s retention had already ended")
        }
    }

    private func respond(_ answer: ScriptAnswer, to handle: any FetchingHandle, step: String) async throws(StepFailure) {
        let sent = try await respond([answer], to: handle.request, step: step) { !handle.fetchInFlight }
        if !sent {
            throw StepFailure(step, "the fetch of \(handle.request.operationName) ended before the transport received it"
                + " (its fetch reads \(handle.fetch))")
        }
    }
}
