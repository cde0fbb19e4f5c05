/// How one measurement is sampled.
struct Sampling: Sendable {
    /// How many operations one call of the body performs; figures are per operation.
    var operations = 1
    /// Calls per sample; nil lets the harness pick enough to reach the sample target.
    var callsPerSample: Int?
    /// A fixed number of samples instead of the time budget, for a pairing whose
    /// other side runs the same number elsewhere.
    var samples: Int?

    /// One call per sample: for work whose state `before` makes fresh each time.
    static let single = Sampling(callsPerSample: 1)

    static func perOperation(_ operations: Int) -> Sampling {
        Sampling(operations: operations)
    }
}
