import Baton
import BatonScreens
import BatonTUI
import Foundation
import Observation

/// A pull request's checks: the check runs and commit statuses of its last commit,
/// failing first, then pending, passed and skipped; each with how long it ran. `o`
/// opens the selected one's details page. While any is pending the screen asks GitHub
/// again every `pollInterval`, and stops asking once none is.
@MainActor
@Observable
final class ChecksScreen: Screen {
    let title: String
    private(set) var status: ScreenStatus = .loading
    private var summary = ""
    private var hasData = false
    /// Whether a check is still running, so the screen keeps asking.
    private(set) var isPending = false

    @ObservationIgnored let rows = RowList<Check>(emptyText: "No checks ran on the last commit") { check, state in
        CheckRowView(check, state: state)
    }
    @ObservationIgnored private let held: HeldOperation<PullRequestChecksQuery>
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private let pollInterval: Duration
    @ObservationIgnored private var polling: Task<Void, Never>?
    @ObservationIgnored private var follower: Follower?
    @ObservationIgnored private lazy var heading = Label(style: Style(dim: true)) { [unowned self] in summary }
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "the checks") { [unowned self] in status }
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in
        rows.selected.flatMap { check in check.url.map { Handoff.Link(url: $0, reference: check.name) } }
    }

    /// How often a screen with a pending check asks again.
    static let standardPollInterval: Duration = .seconds(10)

    init(environment: Environment, owner: String, name: String, number: Int,
         policy: FetchPolicy = .storeAndNetwork, pollInterval: Duration = ChecksScreen.standardPollInterval) {
        title = "\(owner)/\(name)#\(number) checks"
        self.pollInterval = pollInterval
        held = HeldOperation(PullRequestChecksQuery(owner: owner, name: name, number: number), in: environment, policy: policy, advice: .gitHub)
        keys.bindScreenKeys { keys in
            try handoff.bind(to: keys, what: "the check's details")
        }
        rows.view.fillsHeight = true
        follower = Follower { [unowned self] in follow() }
    }

    var fetchTime: ContinuousClock.Instant? { held.fetchTime }
    var helpLines: [String] { keys.helpLines }
    var noticeSources: [any NoticeSource] { [handoff] }

    func handle(_ key: Key) -> Bool {
        keys.handle(key) || rows.view.handle(key)
    }

    func retry() {
        dismissNotice()
        held.retry()
    }

    func close() {
        follower?.stop()
        polling?.cancel()
        held.close()
    }

    func layout(in bounds: Rect) -> [Placement] {
        guard hasData else { return [Placement(emptyState, in: bounds)] }
        return Stack.vertical([.init(heading, .fixed(1)), .gap(), .init(rows.view)]).layout(in: bounds)
    }

    /// Copies what the data says into the properties the views read, where it differs,
    /// and starts or stops asking again.
    private func follow() {
        let status = held.status
        if status != self.status { self.status = status }
        let pullRequest = held.data?.repository?.pullRequest
        let contexts = pullRequest?.commits.nodes?.first?.commit.statusCheckRollup?.contexts
        let checks = (contexts?.nodes ?? .empty).compactMap { Check($0) }.sorted { ($0.outcome, $0.name) < ($1.outcome, $1.name) }
        rows.show(checks, status: status)
        let hasData = held.data != nil
        if hasData != self.hasData { self.hasData = hasData }
        let summary = Self.summary(of: checks, total: contexts?.totalCount, found: pullRequest != nil)
        if summary != self.summary { self.summary = summary }
        let isPending = checks.contains { $0.outcome == .pending }
        if isPending != self.isPending { self.isPending = isPending }
        isPending ? startPolling() : stopPolling()
    }

    /// "2 failing · 1 pending · 12 passed", and how many the list leaves out.
    private static func summary(of checks: [Check], total: Int?, found: Bool) -> String {
        guard found else { return "GitHub has no such pull request, or the token cannot see it." }
        guard !checks.isEmpty else { return "No checks" }
        let counts: [(Check.Outcome, String)] = [(.failing, "failing"), (.pending, "pending"), (.passed, "passed"), (.skipped, "skipped")]
        var words = counts.compactMap { outcome, word in
            let count = checks.count { $0.outcome == outcome }
            return count == 0 ? nil : "\(count) \(word)"
        }.joined(separator: " · ")
        if let total, total > checks.count { words += " (\(checks.count) of \(total) shown)" }
        return words
    }

    private func startPolling() {
        guard polling == nil else { return }
        let interval = pollInterval
        polling = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard !Task.isCancelled, let self, self.isPending else { return }
                // Behind a fetch still in flight, the next turn asks instead.
                if self.status != .refreshing, self.status != .loading { self.held.retry() }
            }
        }
    }

    private func stopPolling() {
        polling?.cancel()
        polling = nil
    }
}

// MARK: Restoration

extension ChecksScreen: RestorableScreen {
    static let restoreName = "checks"

    var descriptor: ScreenDescriptor? {
        let query = held.handle.operation
        return ScreenDescriptor(Self.restoreName, ["owner": .string(query.owner), "name": .string(query.name), "number": .int(query.number)],
                                place: rows.recordedPlace)
    }

    static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                         navigator: any Navigator) throws(ScreenDescriptorError) -> ChecksScreen {
        try descriptor.expecting(["owner", "name", "number"])
        let number = try descriptor.int("number")
        guard number >= 1 else { throw .badArgument(screen: descriptor.screen, argument: "number") }
        let screen = ChecksScreen(environment: environment, owner: try descriptor.string("owner"), name: try descriptor.string("name"),
                                  number: number)
        descriptor.place.map(screen.rows.restore)
        return screen
    }
}
