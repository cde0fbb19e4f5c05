/// What the samples of one measurement say, per operation.
struct Timing: Sendable {
    /// Seconds per operation, the median of the samples.
    let median: Double
    /// Seconds per operation, the fastest sample.
    let minimum: Double
    let samples: Int

    /// Summarizes samples given in seconds per operation.
    init(seconds: [Double]) throws(HarnessError) {
        guard !seconds.isEmpty else { throw .noSamples }
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimum = sorted[0]
        samples = sorted.count
    }
}
