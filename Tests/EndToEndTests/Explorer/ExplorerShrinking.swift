/// The shortest steps that still fail the same way, found by removing ever smaller runs
/// of steps (delta debugging) while the failure stays, within a budget of replays: a
/// replay starts a server and the app afresh, seconds each.
enum ExplorerShrinking {
    static func shortest(
        _ steps: [ExplorerStep], failing finding: ExplorerFinding, replays budget: Int,
        replay: ([ExplorerStep]) async throws -> ExplorerFinding?
    ) async throws -> (steps: [ExplorerStep], finding: ExplorerFinding) {
        // Nothing after the failing step matters.
        var kept = Array(steps.prefix(finding.step + 1))
        var found = finding
        var replays = 0
        var chunk = max(kept.count / 2, 1)
        while replays < budget {
            var start = 0
            var removedAny = false
            while start < kept.count, replays < budget {
                var candidate = kept
                candidate.removeSubrange(start..<min(start + chunk, kept.count))
                replays += 1
                if !candidate.isEmpty, let again = try await replay(candidate), again.sameKind(as: finding) {
                    kept = Array(candidate.prefix(again.step + 1))
                    found = again
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1, !removedAny { break }
            chunk = max(chunk / 2, 1)
        }
        return (kept, found)
    }
}
