/// Every benchmark, in the order the report shows them: a new benchmark is a file
/// that conforms to `Benchmark`, and its line here.
@MainActor
enum Suite {
    static let benchmarks: [any Benchmark.Type] = [
        IngestBenchmark.self,
        StoreBenchmark.self,
        ImageBenchmark.self,
        LaunchBenchmark.self,
        FieldReadBenchmark.self,
        OptimisticBenchmark.self,
        ActionBenchmark.self,
        PagingBenchmark.self,
        CollectionBenchmark.self,
        SchemaBenchmark.self,
        ValidationBenchmark.self,
        ListViewBenchmark.self,
        FrameBenchmark.self,
        LiveBenchmark.self,
    ]

    /// The benchmarks whose name contains `filter` (all without one).
    static func selected(by filter: String?) throws(OptionsError) -> [any Benchmark.Type] {
        guard let filter else { return benchmarks }
        let chosen = benchmarks.filter { $0.name.localizedCaseInsensitiveContains(filter) }
        guard !chosen.isEmpty else { throw .unknownFilter(filter, known: benchmarks.map { $0.name }) }
        return chosen
    }

    static var usage: String {
        var text = """
            usage: BatonBenchmarks [--quick] [--filter NAME] [--tsv] [--counts]

              --quick        a shorter run, under a minute
              --filter NAME  only the benchmarks whose name contains NAME
              --tsv          one line a row: name, median seconds, baseline name, ratio, goal
              --counts       the deterministic counts and the memory figures, one `name value` a line

            benchmarks:

            """
        for benchmark in benchmarks {
            text += "  " + benchmark.name.padding(toLength: 12, withPad: " ", startingAt: 0) + " " + benchmark.summary + "\n"
        }
        return text
    }
}
