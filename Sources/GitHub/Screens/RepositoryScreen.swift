import Baton
import BatonScreens
import BatonTUI
import Observation

/// One repository: its header, its star button, and its open issues, each a view over
/// its own fragment's lens; the issues paged as the selection nears the end or on `]`.
/// Enter opens an issue; `s` stars or unstars.
@MainActor
@Observable
public final class RepositoryScreen: Screen {
    public let title: String
    public private(set) var status: ScreenStatus = .loading
    public var fetchTime: ContinuousClock.Instant? { held.fetchTime }
    /// What the store holds of the repository: nothing yet, the repository, or the
    /// answer that there is none.
    private var shown = Shown.nothing
    private var issueSummary = ""

    private enum Shown: Equatable {
        case nothing
        case repository(RepositoryScreenQuery.Data.Repository)
        case missing
    }

    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored let owner: String
    @ObservationIgnored let name: String
    @ObservationIgnored private let held: HeldOperation<RepositoryScreenQuery>
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private let starring: Starring
    @ObservationIgnored private let paging = Paging()
    @ObservationIgnored let issues = RowList<IssueList_repository.Issues.Edges.Node>(emptyText: "No open issues") { issue, state in
        IssueRowView(issue, state: state)
    }
    @ObservationIgnored private var header: RepositoryHeaderView?
    @ObservationIgnored private var star: StarView?
    @ObservationIgnored private lazy var issuesHeading = Label(style: Style(bold: true)) { [unowned self] in issueSummary }
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: title) { [unowned self] in status }
    @ObservationIgnored private lazy var missingNotice = Label(style: Style(dim: true)) { [unowned self] in
        "GitHub has no repository \(title), or the token cannot see it."
    }
    @ObservationIgnored private var follower: Follower?
    /// The star count as anyone stars or unstars, once the repository's id is known.
    @ObservationIgnored private(set) var liveStars: HeldSubscription<StarCountSubscription>?

    /// The screen of `owner/name`.
    /// `policy` is the first attach's: a screen drawn at launch from an earlier
    /// launch's data asks `.storeAndNetwork`, so that data is refreshed behind it.
    public init(environment: Environment, navigator: any Navigator, owner: String, name: String,
                policy: FetchPolicy = .storeOrNetwork) {
        self.environment = environment
        self.navigator = navigator
        self.owner = owner
        self.name = name
        title = "\(owner)/\(name)"
        held = HeldOperation(RepositoryScreenQuery(owner: owner, name: name, count: PageSize.configured), in: environment, policy: policy, advice: .gitHub)
        starring = Starring(environment: environment)
        bindKeys()
        follower = Follower { [unowned self] in follow() }
    }

    /// The screen of the repository GitHub names `owner/name`.
    public convenience init(environment: Environment, navigator: any Navigator, nameWithOwner: String) {
        let parts = nameWithOwner.split(separator: "/", maxSplits: 1).map(String.init)
        self.init(environment: environment, navigator: navigator, owner: parts.first ?? "", name: parts.count > 1 ? parts[1] : "")
    }

    public var helpLines: [String] { keys.helpLines }

    /// Why the last star, unstar or page load failed, or what `o`/`y` did, until the next one.
    public var notice: String? { starring.failure ?? paging.failure ?? handoff.notice }

    public func dismissNotice() {
        starring.forgetFailure()
        paging.forgetFailure()
        handoff.forget()
    }

    /// The selected issue, else the repository itself, for `o`, `y` and `Y`.
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in
        guard case .repository(let repository) = shown else { return nil }
        let nameWithOwner = repository.repositoryHeader.nameWithOwner
        if let issue = issues.selected { return Handoff.Link.issue(issue.number, of: nameWithOwner) }
        return Handoff.Link.repository(nameWithOwner, url: repository.repositoryHeader.url)
    }

    private func bindKeys() {
        try! keys.bind(.enter, description: "open the issue") { [unowned self] in openSelected() }
        try! keys.bind(.star, description: "star or unstar the repository") { [unowned self] in toggleStar() }
        try! handoff.bind(to: keys, what: "the selected issue (or the repository)")
        try! keys.bind(.nextPage, description: "the next page of issues, loaded as needed") { [unowned self] in
            paging.turn(by: 1, in: issues.view, of: issueConnection)
        }
        try! keys.bind(.previousPage, description: "the page of issues before") { [unowned self] in
            paging.turn(by: -1, in: issues.view, of: issueConnection)
        }
        issues.view.onNearEnd = { [unowned self] in loadNextPage() }
        issues.view.onActivate = { [unowned self] _ in openSelected() }
    }

    /// Copies what the data says into the properties the views read, where it differs.
    private func follow() {
        let status = held.status
        if status != self.status { self.status = status }
        let shown: Shown
        if let data = held.data {
            shown = data.repository.map(Shown.repository) ?? .missing
        } else {
            shown = .nothing
        }
        if shown != self.shown {
            if case .repository(let repository) = shown {
                header = RepositoryHeaderView(repository.repositoryHeader)
                star = StarView(repository.starButton)
                if liveStars?.handle.operation.repositoryId != repository.starButton.id {
                    liveStars?.close()
                    liveStars = HeldSubscription(StarCountSubscription(repositoryId: repository.starButton.id), in: environment) {
                        [unowned self] in held.retry()
                    }
                }
            }
            self.shown = shown
        }
        guard case .repository(let repository) = shown else { return }
        let connection = repository.issueList.issues
        var summary = "Open issues (\(connection.totalCount))"
        if connection.isLoadingNext { summary += " · loading more…" }
        if summary != issueSummary { issueSummary = summary }
        issues.show(connection.nodes, status: status)
    }

    /// Stars or unstars the repository shown; nothing before it is shown, or while the
    /// last toggle is in flight.
    private func toggleStar() {
        guard case .repository(let repository) = shown else { return }
        starring.toggle(Starring.Star(repository.starButton, name: title))
    }

    private var issueConnection: IssueList_repository.Issues? {
        guard case .repository(let repository) = shown else { return nil }
        return repository.issueList.issues
    }

    private func loadNextPage() {
        guard let issueConnection else { return }
        paging.loadNext(of: issueConnection)
    }

    private func openSelected() {
        guard let issue = issues.selected, let navigator else { return }
        navigator.open(IssueScreen(environment: environment, owner: owner, name: name, number: issue.number))
    }

    // MARK: Screen

    public func handle(_ key: Key) -> Bool {
        keys.handle(key) || issues.view.handle(key)
    }

    public func retry() {
        dismissNotice()
        held.retry()
    }

    public func close() {
        follower?.stop()
        liveStars?.close()
        held.close()
    }

    public func layout(in bounds: Rect) -> [Placement] {
        switch shown {
        case .nothing:
            return [Placement(emptyState, in: bounds)]
        case .missing:
            return [Placement(missingNotice, in: bounds)]
        case .repository:
            guard let header, let star else { return [] }
            return Stack.vertical([
                .init(header, .fixed(RepositoryHeaderView.height)), .init(star, .fixed(2)),
                .init(issuesHeading, .fixed(1)), .init(issues.view),
            ]).layout(in: bounds)
        }
    }

    public func render(in region: inout CanvasRegion) {}
}
