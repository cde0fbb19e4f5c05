import Baton

/// The steps of a subscription's stream and of the environment's activity,
/// which the runtime lacks: they fail the script saying so.
extension ScriptEnvironment {
    /// A subscription's handle would take an event, a failure or the server's
    /// completion on its stream; the runtime's handle fetches a subscription's
    /// request as one payload and has no stream.
    func event(_ arguments: StepArguments) throws(StepFailure) {
        let handle = try self.handle(arguments)
        throw StepFailure("event", "the runtime's OperationHandle has no stream to take an event, a failure or a"
            + " completion: it fetches \(handle.request.operationName) as one payload")
    }

    /// The environment's activity would park and resume every retained stream.
    func active(_ arguments: StepArguments) throws(StepFailure) {
        _ = try arguments.bool("value")
        throw StepFailure("active", "the runtime's Environment has no activity (isActive) to park and resume streams")
    }
}
