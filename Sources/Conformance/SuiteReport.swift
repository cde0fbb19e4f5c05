/// Every outcome of a run, the failures' lines and the summary line.
public struct SuiteReport: Sendable {
    public var cases: [Outcome] = []
    public var scripts: [Outcome] = []
    public var relayCases: [Outcome] = []
    public var relayScripts: [Outcome] = []
    public let sources: Int
    public let compiled: Int

    init(sources: Int, compiled: Int) {
        self.sources = sources
        self.compiled = compiled
    }

    public var failureLines: [String] {
        (cases + scripts + relayCases + relayScripts).compactMap(\.failureLine)
    }

    /// `cases N/T · scripts N/T · relay cases N/T · relay scripts N/T · sources N/T compiled`,
    /// T counting what is present and the absent counted apart.
    public var summary: String {
        [tally("cases", cases), tally("scripts", scripts), tally("relay cases", relayCases),
         tally("relay scripts", relayScripts), "sources \(compiled)/\(sources) compiled"].joined(separator: " · ")
    }

    /// Whether everything present passed and every source compiled.
    public var allPassed: Bool {
        compiled == sources && (cases + scripts + relayCases + relayScripts).allSatisfy { outcome in
            if case .failed = outcome.verdict { return false }
            return true
        }
    }

    private func tally(_ label: String, _ outcomes: [Outcome]) -> String {
        let absent = outcomes.filter { if case .absent = $0.verdict { true } else { false } }.count
        let passed = outcomes.filter(\.verdict.passed).count
        let text = "\(label) \(passed)/\(outcomes.count - absent)"
        return absent > 0 ? text + " (\(absent) absent)" : text
    }
}
