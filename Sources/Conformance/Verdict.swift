/// How a case or a script came out: passed; failed at a step with the first
/// difference; or absent, its files missing from the suite's copy.
public enum Verdict: Sendable, Equatable {
    case passed
    case failed(step: String, difference: String)
    case absent(missing: [String])

    public var passed: Bool { self == .passed }
}

/// A case's or a script's name with its verdict, and Relay's status for its cases.
public struct Outcome: Sendable {
    public let name: String
    public let verdict: Verdict
    /// Relay's cases and scripts: Baton's own verdict on it (`passes`,
    /// `unsupported-feature`, ...); nil in the main suite.
    public let status: String?

    /// The line a failure prints: the name, the step, the first difference.
    public var failureLine: String? {
        guard case .failed(let step, let difference) = verdict else { return nil }
        return "FAIL \(name) [\(step)]: \(difference)"
    }
}
