/// How long a failed stream waits before it reopens: a step doubling from one
/// second to thirty, each wait jittered to between half and the whole of it, so
/// that the clients a server dropped together do not return together; an event
/// starts it over.
struct Backoff {
    static let first: Duration = .seconds(1)
    static let last: Duration = .seconds(30)

    private var step = Backoff.first

    /// The next wait, and the step doubled for the one after.
    mutating func next() -> Duration {
        let wait = step * Double.random(in: 0.5...1)
        step = min(step * 2, Self.last)
        return wait
    }

    mutating func reset() {
        step = Self.first
    }
}
