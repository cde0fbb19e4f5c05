import Baton
import BatonTesting
import Foundation

/// The steps of a subscription's stream and of the environment's activity.
extension ScriptEnvironment {
    /// The stream delivers an event, fails, or is completed by the server.
    func event(_ arguments: StepArguments) async throws(StepFailure) {
        let handle = try streaming(arguments)
        let name = try arguments.string("handle")
        // Only a connecting or open stream has a request the server could answer.
        let listening: () -> Bool = { handle.stream == .string("connecting") || handle.stream == .string("open") }
        guard listening(), let held = try await heldRequest(for: handle.request, step: "event", unless: { !listening() })
        else {
            throw StepFailure("event", "\(name)'s stream reads \(handle.stream.json): no request is open to take the event")
        }
        let before = (handle.eventsTaken, handle.stream)
        do {
            if arguments.has("complete") {
                guard try arguments.bool("complete") else { throw StepFailure("event", "`complete` is false") }
                try held.complete()
            } else if let answer = try arguments.answer() {
                switch answer {
                case .response(let path):
                    try held.deliver(Payload(bytes: try read(path, step: "event")))
                case .failure(.transport):
                    try held.refuse(TransportError.connection("the script's transport failure"))
                case .failure(.request):
                    try held.refuse(TransportError.requestError(messages: ["the script's request error"]))
                case .failure(.malformed):
                    try held.deliver(Payload(json: "{}"))
                }
            } else {
                throw StepFailure("event", "the step gives neither response, failure nor complete")
            }
        } catch let error as ScriptedTransportError {
            throw StepFailure("event", "the transport could not reach \(name)'s stream: \(error)")
        } catch let failure as StepFailure {
            throw failure
        } catch {
            throw StepFailure("event", "\(error)")
        }
        try await wait(step: "event", for: "\(name)'s stream taking the event") {
            handle.eventsTaken != before.0 || handle.stream != before.1
        }
    }

    /// Sets the environment's activity, which parks or resumes every retained stream.
    func active(_ arguments: StepArguments) throws(StepFailure) {
        environment.isActive = try arguments.bool("value")
    }
}
