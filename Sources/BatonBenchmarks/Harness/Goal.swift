/// A goal on a ratio: the measurement at most `limit` times its baseline.
struct Goal: Sendable {
    let limit: Double

    static func atMost(_ limit: Double) -> Goal {
        Goal(limit: limit)
    }

    func isMet(by ratio: Double) -> Bool {
        ratio <= limit
    }
}
