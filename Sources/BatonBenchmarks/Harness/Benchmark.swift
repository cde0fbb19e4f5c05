/// One benchmark: a file that measures what it names and adds its rows to the
/// session. `--filter` selects benchmarks by name.
@MainActor
protocol Benchmark {
    /// Short and lowercase; what `--filter` matches.
    static var name: String { get }
    /// What it measures, one line, for `--help`.
    static var summary: String { get }
    /// Synchronous benchmarks witness this too; an image's benchmark awaits its writer.
    static func run(in session: Session) async throws
}
