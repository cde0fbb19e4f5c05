@_spi(Generated) import Baton
import Foundation

/// The steps on an operation named by the step: a server's response through
/// the environment, a payload by hand, an optimistic layer and its end, the
/// availability check.
extension ScriptEnvironment {
    /// A query fetched by the environment, a mutation sent by it, the transport
    /// answering with the response (or its parts).
    func commit(_ arguments: StepArguments) async throws(StepFailure) -> StepOutcome {
        let type = try operations.type(named: try arguments.string("operation"))
        let variables = try arguments.variables()
        let parts = try responses(arguments)
        switch type.kind {
        case .query:
            return try await fetch(type, variables, parts)
        case .mutation:
            guard let mutation = type as? any Mutation.Type else {
                throw StepFailure("commit", "\(type.name) is a mutation the build did not type as one")
            }
            return try await mutate(mutation, variables, parts)
        case .subscription:
            throw StepFailure("commit", "\(type.name) is a subscription, whose events come by `event`")
        }
    }

    private func responses(_ arguments: StepArguments) throws(StepFailure) -> [ScriptAnswer] {
        guard let parts = arguments.members["responses"] else { return [.response(try arguments.string("response"))] }
        guard case .list(let paths) = parts, !paths.isEmpty else { throw StepFailure("commit", "`responses` is not a list of files") }
        return try paths.map { path throws(StepFailure) in
            guard case .string(let file) = path else { throw StepFailure("commit", "`responses` holds \(path.json)") }
            return .response(file)
        }
    }

    private func fetch<Base: Baton.Operation>(_: Base.Type, _ variables: Variables, _ parts: [ScriptAnswer])
        async throws(StepFailure) -> StepOutcome {
        let operation = SpecOperation<Base>(variables: variables)
        let environment = self.environment
        let work = PendingWork(request: operation.request) {
            _ = try await environment.fetch(operation, policy: .networkOnly)
        }
        try await respond(parts, to: work.request, step: "commit") { work.isDone }
        return StepOutcome(thrown: work.thrown)
    }

    private func mutate<Base: Mutation>(_: Base.Type, _ variables: Variables, _ parts: [ScriptAnswer])
        async throws(StepFailure) -> StepOutcome {
        let operation = SpecOperation<Base>(variables: variables)
        let environment = self.environment
        let work = PendingWork(request: operation.request) { _ = try await environment.mutate(operation) }
        try await respond(parts, to: work.request, step: "commit") { work.isDone }
        return StepOutcome(thrown: work.thrown)
    }

    /// A payload committed by hand: part of the selection may be absent.
    func payload(_ arguments: StepArguments) throws(StepFailure) -> StepOutcome {
        let type = try operations.type(named: try arguments.string("operation"))
        let variables = try arguments.variables()
        let bytes = try read(try arguments.string("response"), step: "payload")
        func commit<Base: Baton.Operation>(_: Base.Type) -> StepOutcome {
            do {
                try environment.commitPayload(SpecOperation<Base>(variables: variables), Payload(bytes: bytes))
                return StepOutcome()
            } catch {
                return StepOutcome(thrown: error)
            }
        }
        return commit(type)
    }

    /// The response applied as an optimistic layer of the mutation, named `as`,
    /// in the turn of the step. A layer the plan cannot read is the step's throw.
    func optimistic(_ arguments: StepArguments) throws(StepFailure) -> StepOutcome {
        let type = try operations.type(named: try arguments.string("operation"))
        guard let mutation = type as? any Mutation.Type else {
            throw StepFailure("optimistic", "\(type.name) is a \(type.kind.rawValue); only a mutation has a layer")
        }
        let variables = try arguments.variables()
        let bytes = try read(try arguments.string("response"), step: "optimistic")
        let name = try arguments.string("as")
        func apply<Base: Mutation>(_: Base.Type) -> StepOutcome {
            let operation = SpecOperation<Base>(variables: variables)
            let store = self.store
            do {
                let changeSet = try Ingest.changeSet(for: bytes, plan: Base.plan, variables: variables, complete: false)
                let layer = store.applyLayer(changeSet)
                layers[name] = ScriptLayer(layer: layer) { answer in
                    let changeSet = try Ingest.changeSet(for: answer, plan: Base.plan, variables: variables)
                    store.commitAnswer(changeSet, of: operation, replacing: layer)
                }
                return StepOutcome()
            } catch {
                return StepOutcome(thrown: Failure(classifying: error))
            }
        }
        return apply(mutation)
    }

    /// The server's answer to the layer's mutation replaces the layer in one batch.
    /// An answer landing after the end reaches neither memory nor the log.
    func resolve(_ arguments: StepArguments) throws(StepFailure) -> StepOutcome {
        let layer = try namedLayer(arguments)
        let bytes = try read(try arguments.string("response"), step: "resolve")
        guard !environment.hasEnded else { return StepOutcome() }
        do {
            try layer.commitAnswer([UInt8](bytes))
            return StepOutcome()
        } catch {
            return StepOutcome(thrown: Failure(classifying: error))
        }
    }

    /// The layer reverted, as its mutation's failure reverts it.
    func revert(_ arguments: StepArguments) throws(StepFailure) {
        store.revertLayer(try namedLayer(arguments).layer)
    }

    private func namedLayer(_ arguments: StepArguments) throws(StepFailure) -> ScriptLayer {
        let name = try arguments.string("layer")
        guard let layer = layers[name] else { throw StepFailure(arguments.context, "no step applied a layer \(name)") }
        return layer
    }

    /// The availability check's answer: memory, the image, or a miss.
    func check(_ arguments: StepArguments) throws(StepFailure) -> Hydration.Answer {
        let type = try operations.type(named: try arguments.string("operation"))
        let variables = try arguments.variables()
        func check<Base: Baton.Operation>(_: Base.Type) -> Hydration.Answer {
            store.availability(of: SpecOperation<Base>(variables: variables))
        }
        return check(type)
    }

    func read(_ path: String, step: String) throws(StepFailure) -> Data {
        do { return Data(try files.bytes(path)) } catch { throw StepFailure(step, "cannot read \(path): \(error)") }
    }
}
