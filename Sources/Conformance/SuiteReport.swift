/// Every outcome of a run, the lines it prints and the summary line.
public struct SuiteReport: Sendable {
    public var cases: [Outcome] = []
    public var scripts: [Outcome] = []
    public var relayCases: [Outcome] = []
    public var relayScripts: [Outcome] = []
    /// Each half's document files in the suite, and how many of them batonc compiled.
    public var sources = SourceCount(present: 0, compiled: 0)
    public var relaySources = SourceCount(present: 0, compiled: 0)

    public struct SourceCount: Sendable, Equatable {
        public var present: Int
        public var compiled: Int
    }

    public var outcomes: [Outcome] { cases + scripts + relayCases + relayScripts }

    /// Each held failure with its step and first difference.
    public var failureLines: [String] { outcomes.compactMap(\.failureLine) }

    /// Each marked one of Relay's by its mark and outcome.
    public var markedLines: [String] { outcomes.compactMap(\.markedLine) }

    /// `cases N/T · scripts N/T · relay cases N/T (A absent; marked M: P pass, F fail as marked) ·
    /// relay scripts ... · sources N/T compiled · relay sources N/T compiled`, T counting
    /// what is present and N what passes of it, marked or not.
    public var summary: String {
        [tally("cases", cases), tally("scripts", scripts), tally("relay cases", relayCases),
         tally("relay scripts", relayScripts), "sources \(sources.compiled)/\(sources.present) compiled",
         "relay sources \(relaySources.compiled)/\(relaySources.present) compiled"].joined(separator: " · ")
    }

    /// Whether every held one that is present passed and every source compiled.
    public var allPassed: Bool {
        sources.compiled == sources.present && relaySources.compiled == relaySources.present
            && outcomes.allSatisfy { !($0.held && $0.verdict.failed) }
    }

    private func tally(_ label: String, _ outcomes: [Outcome]) -> String {
        let absent = outcomes.filter(\.verdict.absent).count
        let passed = outcomes.filter(\.verdict.passed).count
        let marked = outcomes.filter { !$0.held && !$0.verdict.absent }
        var notes: [String] = []
        if absent > 0 { notes.append("\(absent) absent") }
        if !marked.isEmpty {
            let markedPassing = marked.filter(\.verdict.passed).count
            notes.append("marked \(marked.count): \(markedPassing) pass, \(marked.count - markedPassing) fail as marked")
        }
        let text = "\(label) \(passed)/\(outcomes.count - absent)"
        return notes.isEmpty ? text : text + " (" + notes.joined(separator: "; ") + ")"
    }
}
