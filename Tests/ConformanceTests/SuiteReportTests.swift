@testable import Conformance
import Testing

/// The summary line keeps its shape and adds Relay's marks; a marked one never
/// fails the run, a held one does, and each prints the line it is owed.
@Suite struct SuiteReportTests {
    private func report() -> SuiteReport {
        var report = SuiteReport()
        report.cases = [Outcome(name: "tests/a", verdict: .passed), Outcome(name: "tests/b", verdict: .absent(missing: ["b.json"]))]
        report.relayCases = [
            Outcome(name: "relay/held", verdict: .passed, status: "passes"),
            Outcome(name: "relay/bug", verdict: .passed, status: "possible-bug"),
            Outcome(name: "relay/choice", verdict: .failed(step: "records", difference: "line 2"), status: "unspecified-behaviour",
                    divergence: "Baton keys it by type."),
            Outcome(name: "relay/gone", verdict: .absent(missing: ["gone.json"]), status: "unsupported-feature"),
        ]
        report.sources = .init(present: 3, compiled: 3)
        report.relaySources = .init(present: 2, compiled: 2)
        return report
    }

    @Test func theSummaryCountsThePassingOfWhatIsPresentAndTheMarksApart() {
        #expect(report().summary == "cases 1/1 (1 absent) · scripts 0/0 · relay cases 2/3 (1 absent; marked 2: 1 pass, 1 fail as marked)"
            + " · relay scripts 0/0 · sources 3/3 compiled · relay sources 2/2 compiled")
    }

    @Test func aMarkedFailureIsReportedAndAHeldOneFailsTheRun() {
        var report = report()
        #expect(report.allPassed)
        #expect(report.failureLines.isEmpty)
        #expect(report.markedLines == [
            "PASS beyond Baton (possible-bug) relay/bug",
            "fails as marked (unspecified-behaviour) relay/choice [records]: line 2 (Baton: Baton keys it by type.)",
        ])
        report.relayCases.append(Outcome(name: "relay/broken", verdict: .failed(step: "reads", difference: "x"), status: nil))
        #expect(!report.allPassed)
        #expect(report.failureLines == ["FAIL relay/broken [reads]: x"])
    }

    @Test func aSourceTheBuildDidNotCompileFailsTheRun() {
        var report = report()
        report.relaySources = .init(present: 2, compiled: 1)
        #expect(!report.allPassed)
    }
}
