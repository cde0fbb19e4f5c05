import Baton
import Foundation

/// Proves one script: its steps in order in one environment over one store,
/// each step's expectations compared once it settled. A step or an expectation
/// the runtime cannot do fails the script there, with the step's number and
/// name and the first difference.
@MainActor
struct ScriptRunner {
    let files: SuiteFiles
    let operations: OperationIndex

    /// The script's outcome under its path, with Baton's mark where it has one.
    func run(_ path: String) async -> Outcome {
        guard files.exists(path) else { return Outcome(name: path, verdict: .absent(missing: [path])) }
        let script: Script
        do {
            script = try JSONDecoder().decode(Script.self, from: Data(files.bytes(path)))
        } catch {
            return Outcome(name: path, verdict: .failed(step: "read", difference: "\(error)"))
        }
        let missing = files.missing(script.files)
        guard missing.isEmpty else { return Outcome(name: path, verdict: .absent(missing: missing), status: script.status) }

        let session = ScriptEnvironment(script, files: files, operations: operations)
        let verdict = await run(script, in: session)
        await session.close()
        return Outcome(name: path, verdict: verdict, status: script.status)
    }

    private func run(_ script: Script, in session: ScriptEnvironment) async -> Verdict {
        for (index, step) in script.steps.enumerated() {
            do throws(StepFailure) {
                try session.beginStep()
                let outcome = try await session.perform(step)
                try StepExpectations(step: step, session: session).check(outcome)
            } catch {
                // A step's own failure says its difference; an expectation's names itself first.
                let difference = error.step == step.name ? error.difference : "\(error.step): \(error.difference)"
                return .failed(step: "\(index + 1) \(step.name)", difference: difference)
            }
        }
        return .passed
    }
}
