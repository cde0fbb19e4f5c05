/// The deterministic counts behind the benchmarks' claims: what a commit notifies,
/// what the store holds, what a change redraws; and the memory figures
/// (`memory.*`), measured rather than counted (`ProcessMemory`).
/// `BatonBenchmarks --counts` prints them and `benchmarks/counts.txt` holds the
/// expected values; a count that needs a feature the runtime does not have yet is
/// added with that feature.
@MainActor
public enum BenchmarkCounts {
    /// Every count, sorted by name.
    public static func measure(_ fixture: Fixture) async throws -> [Count] {
        let paging = try await PagingCounts.measure()
        let connections = try await ConnectionCounts.measure()
        let layers = try await OptimisticCounts.measure()
        let hops = try await PagingHops.measure()
        let counts = try StoreCounts.measure(fixture) + ViewCounts.measure(fixture) + paging + connections + layers + hops
            + LiveCounts.measure() + MemoryCounts.measure(fixture)
        return counts.sorted { $0.name < $1.name }
    }
}
