/// How long the harness spends on each measurement.
struct Budget: Sendable {
    /// Calls before any sample counts: caches, allocators and lazy statics settle.
    var warmUp: Duration
    /// Samples are taken until this much time went by (and at least `minimumSamples`).
    var time: Duration
    var minimumSamples: Int
    var maximumSamples: Int
    /// The adaptive count of calls per sample makes a sample at least this long, so
    /// that the clock's own cost and resolution vanish from a fast operation.
    var sampleTarget: Duration
    /// The samples of a pairing timed in another process, which both sides run.
    var fixedSamples: Int

    static let full = Budget(
        warmUp: .milliseconds(300), time: .seconds(2), minimumSamples: 15, maximumSamples: 20_000,
        sampleTarget: .milliseconds(2), fixedSamples: 15)

    /// Enough samples for a stable median of the fast rows, the whole run under a minute.
    static let quick = Budget(
        warmUp: .milliseconds(50), time: .milliseconds(300), minimumSamples: 5, maximumSamples: 5_000,
        sampleTarget: .milliseconds(1), fixedSamples: 5)
}
