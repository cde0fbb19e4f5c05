import BenchmarkCounts

/// One run of the suite: the sampler, the fixture, the figures measured so far by
/// name (so benchmarks share a baseline, timed once), and the report's rows.
@MainActor
final class Session {
    let sampler: Sampler
    let fixture: Fixture
    /// Called with each measurement's name as it starts, to show progress.
    let progress: (String) -> Void
    private var timings: [String: Timing] = [:]
    private(set) var rows: [Row] = []

    init(budget: Budget, fixture: Fixture, progress: @escaping (String) -> Void) {
        sampler = Sampler(budget: budget)
        self.fixture = fixture
        self.progress = progress
    }

    var budget: Budget { sampler.budget }

    /// Times `body` as `name`; a name this run already timed keeps its figure.
    @discardableResult
    func measure(
        _ name: String, _ sampling: Sampling = Sampling(), before: () throws -> Void = {}, _ body: () throws -> Void
    ) throws -> Timing {
        if let known = timings[name] { return known }
        progress(name)
        let timing = try sampler.time(sampling, before: before, body)
        timings[name] = timing
        return timing
    }

    /// Times `body` as `name`, once a sample after `before`, both awaited: work that
    /// waits on another thread, such as the image's writer.
    @discardableResult
    func measureEach(
        _ name: String, before: () async throws -> Void, _ body: () async throws -> Void
    ) async throws -> Timing {
        if let known = timings[name] { return known }
        progress(name)
        let timing = try await sampler.timeEach(before: before, body)
        timings[name] = timing
        return timing
    }

    /// A figure timed elsewhere, in another process, under the same sampling.
    func record(_ name: String, _ timing: Timing) {
        timings[name] = timing
    }

    /// A row for a measurement on its own: a baseline's figure.
    func row(_ name: String) throws {
        try add(Row(name: name, content: .measured(timing(of: name), baseline: nil, goal: nil)))
    }

    /// A row for a measurement against a baseline timed in this run, with the goal
    /// its ratio is held to.
    func row(_ name: String, against baseline: String, goal: Goal? = nil) throws {
        let content = Row.Content.measured(try timing(of: name), baseline: (baseline, try timing(of: baseline)), goal: goal)
        add(Row(name: name, content: content))
    }

    /// A row that could not be measured here, and why.
    func skip(_ name: String, because reason: String) {
        add(Row(name: name, content: .skipped(reason: reason)))
    }

    private func timing(of name: String) throws(HarnessError) -> Timing {
        guard let timing = timings[name] else { throw .unexpected("\(name) was not measured in this run") }
        return timing
    }

    /// Adds a row unless the same one is there: benchmarks that share a baseline
    /// may each show it.
    private func add(_ row: Row) {
        let duplicate = rows.contains { existing in
            guard existing.name == row.name else { return false }
            switch (existing.content, row.content) {
            case let (.measured(_, first, _), .measured(_, second, _)): return first?.name == second?.name
            case (.skipped, .skipped): return true
            default: return false
            }
        }
        if !duplicate { rows.append(row) }
    }
}
