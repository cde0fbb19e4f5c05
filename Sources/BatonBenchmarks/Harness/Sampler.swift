/// Times closures with `ContinuousClock`: a warm-up, then samples of a number of
/// calls each (adaptive unless fixed), until the time budget is spent.
struct Sampler: Sendable {
    let budget: Budget
    private let clock = ContinuousClock()

    init(budget: Budget) {
        self.budget = budget
    }

    /// Times `body`. `before` runs ahead of every warm-up call and every sample,
    /// outside the clock: it makes fresh state, or resets what the samples wear out.
    func time(
        _ sampling: Sampling = Sampling(), before: () throws -> Void = {}, _ body: () throws -> Void
    ) throws -> Timing {
        var warmCalls = 0
        var warmTime = Duration.zero
        let warmStart = clock.now
        repeat {
            try before()
            warmTime += try clock.measure(body)
            warmCalls += 1
        } while clock.now - warmStart < budget.warmUp

        let calls = sampling.callsPerSample ?? callsReaching(budget.sampleTarget, perCall: warmTime / warmCalls)
        var seconds: [Double] = []
        let start = clock.now
        while !enough(seconds.count, sampling, since: start) {
            try before()
            let sampleStart = clock.now
            for _ in 0..<calls { try body() }
            let elapsed = clock.now - sampleStart
            seconds.append(elapsed.seconds / Double(calls * sampling.operations))
        }
        return try Timing(seconds: seconds)
    }

    /// Times `body` once a sample, each after `before` made its state (outside the
    /// clock), for work that awaits another thread and takes milliseconds, so that
    /// the await's own cost vanishes. The warm-up runs both, at least once. On
    /// the main actor, where the store's work runs.
    @MainActor
    func timeEach(
        before: () async throws -> Void, _ body: () async throws -> Void
    ) async throws -> Timing {
        let warmStart = clock.now
        repeat {
            try await before()
            try await body()
        } while clock.now - warmStart < budget.warmUp

        var seconds: [Double] = []
        let start = clock.now
        while !enough(seconds.count, .single, since: start) {
            try await before()
            let sampleStart = clock.now
            try await body()
            seconds.append((clock.now - sampleStart).seconds)
        }
        return try Timing(seconds: seconds)
    }

    private func enough(_ taken: Int, _ sampling: Sampling, since start: ContinuousClock.Instant) -> Bool {
        if let fixed = sampling.samples { return taken >= fixed }
        if taken >= budget.maximumSamples { return true }
        return taken >= budget.minimumSamples && clock.now - start >= budget.time
    }

    private func callsReaching(_ target: Duration, perCall: Duration) -> Int {
        guard perCall > .zero else { return 1_000 }
        return max(1, min(1_000_000, Int((target.seconds / perCall.seconds).rounded(.up))))
    }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
