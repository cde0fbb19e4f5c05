import Baton
import Conformance
import Foundation
import Testing
#if BATON_SPEC_LENSES
import BatonSpecLenses
#endif
#if BATON_RELAY_LENSES
import BatonRelayLenses
#endif

/// Baton's conformance suite over our runtime, as `swift run BatonConformance`
/// runs it: every case and script passes except those `ExpectedFailures.txt`
/// lists (Relay's marked ones aside), and a listed one that passes now fails here
/// until it leaves the list.
@MainActor
@Suite struct ConformanceTests {
    #if BATON_SPEC_LENSES
    @Test func everyCaseAndScriptPassesButTheListedOnes() async throws {
        let report = try await ConformanceSuite(
            directory: SuiteLocation.directory(),
            baton: CompiledHalf(operations: SpecOperations.all, documents: SpecOperations.documents), relay: Self.relay
        ).run()
        let expected = try ExpectedFailures.read()
        let outcomes = report.outcomes
        // Relay's marked ones are reported by the runner, never held here.
        for outcome in outcomes where outcome.held {
            switch outcome.verdict {
            case .failed where expected[outcome.name] == nil:
                Issue.record(Comment(rawValue: outcome.failureLine ?? outcome.name))
            case .passed where expected[outcome.name] != nil:
                Issue.record("\(outcome.name) passes now: take it out of ExpectedFailures.txt")
            default:
                break
            }
        }
        let known = Set(outcomes.map(\.name))
        for name in expected.keys where !known.contains(name) {
            Issue.record("ExpectedFailures.txt names \(name), which the suite does not hold")
        }
        #expect(report.sources.compiled == report.sources.present)
        #expect(report.relaySources.compiled == report.relaySources.present)
    }

    /// Relay's half, compiled once Relay's test schema is in the copy.
    private static var relay: CompiledHalf {
        #if BATON_RELAY_LENSES
        CompiledHalf(operations: RelayOperations.all, documents: RelayOperations.documents)
        #else
        .none
        #endif
    }
    #else
    @Test(.disabled("Baton's suite was not found when the package was built: set BATON_SPEC or place it at \(SuiteLocation.defaultPath), then touch Package.swift"))
    func everyCaseAndScriptPassesButTheListedOnes() {}
    #endif
}

/// `ExpectedFailures.txt`: a case's or script's name, then why it fails, one a
/// line; `#` starts a comment.
enum ExpectedFailures {
    static func read() throws -> [String: String] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(component: "ExpectedFailures.txt")
        var entries: [String: String] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            let parts = text.split(separator: " ", maxSplits: 1)
            entries[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return entries
    }
}
