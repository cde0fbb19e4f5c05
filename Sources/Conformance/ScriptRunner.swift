import Baton
import Foundation

/// Proves one script: its steps in order in one environment over one store, each
/// step's expectations compared as it comes. A step the runner cannot bind fails
/// the script there.
@MainActor
struct ScriptRunner {
    let files: SuiteFiles
    let operations: OperationIndex

    func run(_ path: String) -> Verdict {
        guard files.exists(path) else { return .absent(missing: [path]) }
        let script: Script
        do {
            script = try JSONDecoder().decode(Script.self, from: Data(files.bytes(path)))
        } catch {
            return .failed(step: "read", difference: "\(error)")
        }
        let missing = files.missing(script.files)
        guard missing.isEmpty else { return .absent(missing: missing) }
        guard let first = script.steps.first else { return .passed }
        return .failed(step: "1 \(first.name)", difference: "the runner binds no script step yet")
    }
}
