import BatonScreens
import BatonTUI
import Foundation

/// One check of a pull request's last commit, as its row says it: a check run (a CI
/// job) or a commit status (an older integration's), in one shape: its name, where it
/// stands in a word and a color, how long it ran, and the page that tells more.
struct Check: Equatable {
    /// Where it stands, in the order the list shows them: what needs a look first.
    enum Outcome: Int, Comparable {
        case failing
        case pending
        case passed
        case skipped

        static func < (lhs: Outcome, rhs: Outcome) -> Bool { lhs.rawValue < rhs.rawValue }

        var mark: String {
            switch self {
            case .failing: "✗"
            case .pending: "●"
            case .passed: "✓"
            case .skipped: "–"
            }
        }

        var color: Color? {
            switch self {
            case .failing: .red
            case .pending: .yellow
            case .passed: .green
            case .skipped: nil
            }
        }
    }

    let name: String
    let outcome: Outcome
    /// GitHub's word for it: "failure", "timed out", "in progress", "queued", "success".
    let words: String
    /// What a commit status says of itself ("3 of 4 required checks"); nil for a check run.
    let detail: String?
    /// How long it ran ("2m 13s"), or has run so far ("running 1m 5s"); nil when not started.
    let duration: String?
    /// Its details page (a check run's `detailsUrl`, else its own; a status's `targetUrl`).
    let url: String?

    typealias Context = PullRequestChecksQuery.Data.Repository.PullRequest.Commits.Nodes.Commit.StatusCheckRollup.Contexts.Nodes

    /// A context of another type than the two is none.
    @MainActor
    init?(_ context: Context, now: Date = Date()) {
        if let run = context.asCheckRun {
            name = run.name
            if run.status == .COMPLETED, let conclusion = run.conclusion {
                outcome = Self.outcome(of: conclusion)
                words = Self.words(conclusion.name)
            } else {
                outcome = .pending
                words = Self.words(run.status.name)
            }
            detail = nil
            duration = Self.duration(from: run.startedAt, to: run.completedAt, now: now)
            url = run.detailsUrl ?? run.url
        } else if let status = context.asStatusContext {
            name = status.context
            switch status.state {
            case .ERROR, .FAILURE: outcome = .failing
            case .PENDING, .EXPECTED: outcome = .pending
            case .SUCCESS: outcome = .passed
            case .unknown: outcome = .skipped
            }
            words = Self.words(status.state.name)
            detail = status.description
            duration = nil
            url = status.targetUrl
        } else {
            return nil
        }
    }

    private static func outcome(of conclusion: CheckConclusionState) -> Outcome {
        switch conclusion {
        case .FAILURE, .TIMED_OUT, .STARTUP_FAILURE, .ACTION_REQUIRED, .CANCELLED: .failing
        case .SUCCESS: .passed
        case .NEUTRAL, .SKIPPED, .STALE, .unknown: .skipped
        }
    }

    /// `TIMED_OUT` → "timed out".
    private static func words(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "_", with: " ")
    }

    private static func duration(from started: String?, to completed: String?, now: Date) -> String? {
        guard let start = started.flatMap(RelativeTime.date) else { return nil }
        guard let completed else { return "running " + span(now.timeIntervalSince(start)) }
        return RelativeTime.date(completed).map { span($0.timeIntervalSince(start)) }
    }

    /// "45s", "2m 13s", "1h 4m".
    static func span(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds))
        switch total {
        case ..<60: return "\(total)s"
        case ..<3600: return "\(total / 60)m \(total % 60)s"
        default: return "\(total / 3600)h \(total % 3600 / 60)m"
        }
    }
}
