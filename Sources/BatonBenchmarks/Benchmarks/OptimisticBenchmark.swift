@_spi(Generated) import Baton
import BenchmarkCounts
import GitHub

/// An optimistic layer over two repositories the server described: a star's
/// optimistic response ingested, applied as a layer and reverted, against a
/// one-field server commit (ingested and committed) of the other repository's
/// star count; and the same one-field commit while the star's layer is live,
/// which lifts and applies the layer again around it.
enum OptimisticBenchmark: Benchmark {
    static let name = "optimistic"
    static let summary = "an optimistic layer applied and reverted, and a commit beneath a live layer, vs a one-field commit"

    static let oneFieldCommit = "optimistic.one_field_commit"

    static func run(in session: Session) throws {
        let store = Store()
        for (name, id, count) in [("a", "R_a", 5), ("b", "R_b", 7)] {
            try commit(StarPayloads.repository(id, starred: false, count: count), of: StarPayloads.query(name), to: store)
        }
        // Two counts of the other repository in turn, so that every commit changes one slot.
        let counts = [8, 7].map { StarPayloads.repository("R_b", starred: false, count: $0) }
        var next = 0
        let commitCount = {
            let commit = try Self.commit(counts[next], of: StarPayloads.query("b"), to: store)
            next = 1 - next
            return commit
        }
        for _ in 0..<2 {
            let changed = try commitCount().changed.count
            guard changed == 1 else { throw HarnessError.unexpected("a one-field commit changed \(changed) slots") }
        }

        let star = StarPayloads.star("R_a")
        let optimistic = StarPayloads.optimisticStar("R_a", count: 6).payload
        let applyAndRevert = {
            let changeSet = try Ingest.changeSet(for: optimistic, plan: AddStarMutation.plan, variables: star.variables,
                                                 complete: false)
            return store.revertLayer(store.applyLayer(changeSet))
        }
        let reverted = try applyAndRevert()
        guard store.optimisticLayerCount == 0, reverted.changed.count >= 2 else {
            throw HarnessError.unexpected("the star's layer was not reverted (\(reverted.changed.count) slots)")
        }

        try session.measure(oneFieldCommit) { blackHole(try commitCount()) }
        try session.measure("optimistic.apply_revert") { blackHole(try applyAndRevert()) }

        let layer = store.applyLayer(try Ingest.changeSet(
            for: optimistic, plan: AddStarMutation.plan, variables: star.variables, complete: false))
        let beneath = try commitCount().changed.count
        guard beneath == 1 else { throw HarnessError.unexpected("a commit beneath the layer changed \(beneath) slots") }
        try session.measure("optimistic.rebase_unrelated_commit") { blackHole(try commitCount()) }
        store.revertLayer(layer)

        try session.row(oneFieldCommit)
        try session.row("optimistic.apply_revert", against: oneFieldCommit, goal: .atMost(2))
        try session.row("optimistic.rebase_unrelated_commit", against: oneFieldCommit)
    }

    /// A payload of the repository screen's, ingested and committed as the server's.
    @discardableResult
    private static func commit(_ payload: Payload, of query: RepositoryScreenQuery, to store: Store) throws -> Commit {
        store.commit(try Ingest.changeSet(for: payload, plan: RepositoryScreenQuery.plan, variables: query.variables,
                                          complete: false))
    }
}
