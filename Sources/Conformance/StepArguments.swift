import Baton

/// A step's arguments or an expectation's object, read by name; a missing or
/// mistyped member is the script's fault, said with the member's name.
struct StepArguments {
    let members: [String: Variable]
    let context: String

    init(_ members: [String: Variable], _ context: String) {
        self.members = members
        self.context = context
    }

    func has(_ name: String) -> Bool { members[name] != nil }

    func string(_ name: String) throws(StepFailure) -> String {
        guard case .string(let text) = members[name] else { throw missing(name, "a string") }
        return text
    }

    func optionalString(_ name: String) throws(StepFailure) -> String? {
        guard members[name] != nil else { return nil }
        return try string(name)
    }

    func bool(_ name: String) throws(StepFailure) -> Bool {
        guard case .bool(let flag) = members[name] else { throw missing(name, "a boolean") }
        return flag
    }

    func seconds(_ name: String) throws(StepFailure) -> Duration {
        switch members[name] {
        case .int(let whole): return .seconds(whole)
        case .double(let fraction): return .milliseconds(Int64((fraction * 1000).rounded()))
        default: throw missing(name, "a number")
        }
    }

    /// `variables` as the operation value holds them; omitted for none.
    func variables() throws(StepFailure) -> Variables {
        switch members["variables"] {
        case nil: return [:]
        case .object(let variables): return variables
        default: throw missing("variables", "an object")
        }
    }

    /// The answer a step gives a request: a response's file or a failure's kind.
    func answer() throws(StepFailure) -> ScriptAnswer? {
        if let response = try optionalString("response") { return .response(response) }
        guard let kind = try optionalString("failure") else { return nil }
        guard let failure = ScriptAnswer.Failure(rawValue: kind) else {
            throw StepFailure(context, "`failure` is \(kind), not transport, request or malformed")
        }
        return .failure(failure)
    }

    private func missing(_ name: String, _ kind: String) -> StepFailure {
        StepFailure(context, "`\(name)` must be \(kind); the step gives \(members[name]?.json ?? "nothing")")
    }
}
