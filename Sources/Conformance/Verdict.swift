/// How a case or a script came out: passed; failed at a step with the first
/// difference; or absent, its files missing from the suite's copy.
public enum Verdict: Sendable, Equatable {
    case passed
    case failed(step: String, difference: String)
    case absent(missing: [String])

    public var passed: Bool { self == .passed }
    public var failed: Bool { if case .failed = self { true } else { false } }
    public var absent: Bool { if case .absent = self { true } else { false } }
}

/// A case's or a script's name with its verdict and, for Relay's, Baton's mark.
public struct Outcome: Sendable {
    public let name: String
    public let verdict: Verdict
    /// Why Baton does not hold itself to this one of Relay's (`possible-bug`,
    /// `unsupported-feature`, ...); nil for one it passes, which must pass here.
    public let mark: String?
    /// Baton's own words on how it parts from Relay here (`divergences.json`), if it does.
    public let divergence: String?

    init(name: String, verdict: Verdict, status: String? = nil, divergence: String? = nil) {
        self.name = name
        self.verdict = verdict
        mark = status == "passes" ? nil : status
        self.divergence = divergence
    }

    /// Whether this one must pass: Baton passes it.
    public var held: Bool { mark == nil }

    /// The line a held failure prints: the name, the step, the first difference.
    public var failureLine: String? {
        guard held, case .failed(let step, let difference) = verdict else { return nil }
        return "FAIL \(name) [\(step)]: \(difference)"
    }

    /// The line a marked one prints: that it passes here although Baton does not,
    /// or that it fails as marked, where and why, with Baton's stated divergence.
    public var markedLine: String? {
        guard let mark else { return nil }
        switch verdict {
        case .passed:
            return "PASS beyond Baton (\(mark)) \(name)"
        case .failed(let step, let difference):
            let divergence = divergence.map { " (Baton: \($0))" } ?? ""
            return "fails as marked (\(mark)) \(name) [\(step)]: \(difference)\(divergence)"
        case .absent:
            return nil
        }
    }
}
