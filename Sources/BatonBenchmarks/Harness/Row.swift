/// One line of the report: a measurement, alone or against its baseline.
struct Row: Sendable {
    enum Content: Sendable {
        case measured(Timing, baseline: (name: String, timing: Timing)?, goal: Goal?)
        case skipped(reason: String)
    }

    let name: String
    let content: Content

    var ratio: Double? {
        guard case let .measured(timing, baseline?, _) = content else { return nil }
        return timing.median / baseline.timing.median
    }
}
