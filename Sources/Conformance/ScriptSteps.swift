@_spi(Generated) import Baton
import Foundation

/// The steps a script runs, each as the suite's table says, through the
/// runtime's public doors: the environment, its handles, its store.
extension ScriptEnvironment {
    /// Runs one step and lets what it started settle. A step the runtime cannot
    /// do throws a failure saying what is missing.
    func perform(_ step: ScriptStep) async throws(StepFailure) -> StepOutcome {
        let arguments = StepArguments(step.arguments, step.name)
        var outcome = StepOutcome()
        switch step.name {
        case "commit": outcome = try await commit(arguments)
        case "payload": outcome = try payload(arguments)
        case "optimistic": outcome = try optimistic(arguments)
        case "resolve": outcome = try resolve(arguments)
        case "revert": try revert(arguments)
        case "attach": try await attach(arguments)
        case "answer": try await answer(arguments)
        case "refetch": outcome = try await refetch(arguments)
        case "retry": try await retry(arguments)
        case "release": try release(arguments)
        case "collect": environment.collect()
        case "advance": clock.advance(try arguments.seconds("seconds"))
        case "invalidate": environment.invalidate()
        case "revalidate": environment.revalidate()
        case "check": outcome.answer = try check(arguments)
        case "relaunch": try await relaunch(step: step.name)
        case "end": environment.end()
        case "event": try await event(arguments)
        case "active": try active(arguments)
        default: throw StepFailure(step.name, "the suite's table names no such step")
        }
        try await settle(step: step.name)
        return outcome
    }

    /// The reads of a lens made by hand over the root of the operation's kind,
    /// as a row at `path` reads them (`PathRead`): the fields along the path
    /// report what is missing, and nothing heals, since the lens has no root.
    func handMadeReads(of name: String, variables: Variables, at path: ReadPath) throws(StepFailure) -> Variable {
        func read<Base: Baton.Operation>(_: Base.Type) -> Variable {
            let store = self.store
            let reads = PathRead.quietly(store) {
                store.data(of: SpecOperation<Base>(variables: variables)).responseShapedValue
            }
            if PathRead.readsNothing(path, in: reads) {
                PathRead.touch(path, plan: Base.plan, owner: Owner(variables: variables), in: store)
            }
            return reads
        }
        return read(try operations.type(named: name))
    }

    /// A step's handle by the name an `attach` gave it.
    func handle(_ arguments: StepArguments) throws(StepFailure) -> any ScriptHandle {
        let name = try arguments.string("handle")
        guard let handle = handles[name] else { throw StepFailure(arguments.context, "no step named a handle \(name)") }
        return handle
    }

    /// The named handle, a query's or a mutation's, whose fetch the step drives.
    func fetching(_ arguments: StepArguments) throws(StepFailure) -> any FetchingHandle {
        let handle = try self.handle(arguments)
        guard let fetching = handle as? any FetchingHandle else {
            throw StepFailure(arguments.context, "\(try arguments.string("handle")) is the handle of \(handle.request.operationName), which has no fetch")
        }
        return fetching
    }

    /// The named handle, a subscription's, whose stream the step drives.
    func streaming(_ arguments: StepArguments) throws(StepFailure) -> any StreamingHandle {
        let handle = try self.handle(arguments)
        guard let streaming = handle as? any StreamingHandle else {
            throw StepFailure(arguments.context, "\(try arguments.string("handle")) is the handle of \(handle.request.operationName), which has no stream")
        }
        return streaming
    }

    /// Answers the request the runtime sent for `request` with `answers` (more
    /// than one: the parts of an incremental response), then waits until `done`.
    /// Returns false when the work ended without sending it.
    @discardableResult
    func respond(_ answers: [ScriptAnswer], to request: Request, step: String, done: () -> Bool)
        async throws(StepFailure) -> Bool {
        guard let held = try await heldRequest(for: request, step: step, unless: done) else { return false }
        if answers.count == 1 {
            try answers[0].deliver(to: held, files, step: step)
        } else {
            for (position, part) in answers.enumerated() {
                guard case .response(let path) = part else { throw StepFailure(step, "a part of a response is a file") }
                do {
                    try held.deliver(Payload(bytes: Data(try files.bytes(path))))
                } catch {
                    throw StepFailure(step, "the runtime closed \(request.operationName)'s request after \(position) of"
                        + " \(answers.count) parts of its incremental response: \(error)")
                }
                // Each part is read before the next comes, as a server's stream would.
                for _ in 0..<8 { await Task.yield() }
            }
            // A runtime that read the last part (no `hasNext`) may have closed the request already.
            try? held.complete()
        }
        try await wait(step: step, for: "the end of \(request.operationName)'s fetch", until: done)
        return true
    }
}
