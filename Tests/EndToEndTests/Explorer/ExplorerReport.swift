import Foundation

/// A long run's figures as `scripts/explore` prints them, written after every seed so
/// a run stopped early still leaves them.
struct ExplorerReport {
    let seeds: [UInt64]
    let steps: Int
    let tally: ExplorerSession.Tally
    /// Each seed's finding, in the order found: one at most, unless the run goes on past them.
    let findings: [String]

    func write(to file: URL) throws {
        let faults = tally.faults.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let text = """
            seeds \(seeds.first ?? 0)-\(seeds.last ?? 0) (\(seeds.count)), \(seeds.count * steps) steps
            keys \(tally.keys), resizes \(tally.resizes), quits \(tally.quits), kills \(tally.kills)
            faults armed: \(faults.isEmpty ? "none" : faults)
            \(findings.isEmpty ? "found: nothing" : "found:\n" + findings.joined(separator: "\n"))

            """
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
