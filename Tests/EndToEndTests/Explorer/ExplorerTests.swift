import Foundation
import Testing

/// The app explored at random under random faults (RELIABILITY.md): fixed seeds in
/// `make test`; `scripts/explore` runs more seeds and longer, through the variables
/// `BATON_EXPLORE_SEED`, `BATON_EXPLORE_STEPS`, `BATON_EXPLORE_MINUTES`,
/// `BATON_EXPLORE_SHRINK` (the replays a finding's shrinking may take),
/// `BATON_EXPLORE_STRIDE` (the step from one seed to the next, so that lanes run side by
/// side take seeds apart), `BATON_EXPLORE_KEEP_GOING` (a finding is recorded and the
/// run goes on with the next seed), `BATON_EXPLORE_REPORT` (a file the run's figures
/// are written to) and `BATON_EXPLORE_TRACE` (a file every step's screen is appended to).
@Suite(.serialized)
struct ExplorerTests {
    static let fixedSeeds: [UInt64] = [1, 2, 3]
    static let fixedSteps = 100

    @Test(arguments: fixedSeeds)
    func aFixedSeedFindsNothing(seed: UInt64) async throws {
        var tally = ExplorerSession.Tally()
        try await Self.explore(seed: seed, steps: Self.fixedSteps, shrinkingReplays: 6, tally: &tally)
    }

    /// "Mark all read" on the Inbox with its request held, then a quit (seed 4141): the
    /// quit showed the rows read, which never reach the image, and the relaunch drew them
    /// unread, as the image holds them. The relaunch is judged by its heading alone then.
    @Test func aQuitWithAnActionInFlightIsJudgedWithoutItsRows() async throws {
        let steps: [ExplorerStep] = [.key("2"), .key("<"), .pause(milliseconds: 2_000),
                                     .fault("delay=6s", endpoint: .gitHub, times: 4), .key("M"), .quit]
        var tally = ExplorerSession.Tally()
        let finding = try await ExplorerSession.run(steps, tally: &tally)
        #expect(finding == nil, "\(finding.map { "\($0.detail)\n\($0.screen.joined(separator: "\n"))" } ?? "")")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["BATON_EXPLORE_MINUTES"] != nil
                   || ProcessInfo.processInfo.environment["BATON_EXPLORE_SEED"] != nil))
    func theLongRun() async throws {
        let environment = ProcessInfo.processInfo.environment
        let firstSeed = environment["BATON_EXPLORE_SEED"].flatMap(UInt64.init) ?? 1
        let steps = environment["BATON_EXPLORE_STEPS"].flatMap(Int.init) ?? 500
        let minutes = environment["BATON_EXPLORE_MINUTES"].flatMap(Double.init)
        let replays = environment["BATON_EXPLORE_SHRINK"].flatMap(Int.init) ?? 40
        let report = environment["BATON_EXPLORE_REPORT"].map(URL.init(fileURLWithPath:))
        let stride = environment["BATON_EXPLORE_STRIDE"].flatMap(UInt64.init).map { max(1, $0) } ?? 1
        let keepsGoing = environment["BATON_EXPLORE_KEEP_GOING"] == "1"
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds((minutes ?? 0) * 60))
        var tally = ExplorerSession.Tally()
        var seeds: [UInt64] = []
        var findings: [String] = []
        var seed = firstSeed
        repeat {
            seeds.append(seed)
            defer { seed += stride }
            let found = try await Self.explore(seed: seed, steps: steps, shrinkingReplays: replays, tally: &tally)
            findings += found.map { [$0] } ?? []
            try report.map { try ExplorerReport(seeds: seeds, steps: steps, tally: tally, findings: findings).write(to: $0) }
            if found != nil, !keepsGoing { break }
        } while minutes != nil && clock.now < deadline
    }

    /// Explores one seed; a finding is recorded with its seed and its shrunk steps.
    @discardableResult
    static func explore(seed: UInt64, steps count: Int, shrinkingReplays: Int,
                        tally: inout ExplorerSession.Tally) async throws -> String? {
        let steps = ExplorerPlan.steps(seed: seed, count: count)
        guard let finding = try await ExplorerSession.run(steps, tally: &tally) else { return nil }
        var ignored = ExplorerSession.Tally()
        let shrunk = try await ExplorerShrinking.shortest(steps, failing: finding, replays: shrinkingReplays) { candidate in
            try await ExplorerSession.run(candidate, tally: &ignored)
        }
        let text = """
            seed \(seed), \(count) steps: \(finding.detail)
            replay: scripts/explore --seed \(seed) --steps \(count)
            the shortest steps that still fail (\(shrunk.steps.count) of \(finding.step + 1)):
            \(shrunk.steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
            \(shrunk.finding)
            """
        Issue.record(Comment(rawValue: text))
        return text
    }
}
