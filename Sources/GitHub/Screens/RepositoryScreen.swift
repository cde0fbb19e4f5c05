import Baton
import BatonScreens
import BatonTUI
import Observation

/// One repository: its header, its star button, and its issues or its pull requests (`t`
/// switches), open ones or closed ones (`S` switches), each a view over its own
/// fragment's lens; the list paged as the selection nears the end or on `]`. Enter
/// opens an issue or a pull request, `F` and `d` a pull request's files and diff; `s`
/// stars or unstars; `/` sifts them by GitHub's search qualifiers
/// (`ConversationSearchScreen`).
@MainActor
@Observable
public final class RepositoryScreen: Screen {
    public let title: String
    public private(set) var status: ScreenStatus = .loading
    public var fetchTime: ContinuousClock.Instant? { held.fetchTime }
    /// What the store holds of the repository: nothing yet, the repository, or the
    /// answer that there is none.
    private var shown = Shown<RepositoryScreenQuery.Data.Repository>.nothing
    private var listSummary = ""
    /// Which list is shown: the pull requests, else the issues.
    private(set) var showsPullRequests = false
    /// Which state the lists show: the closed ones (merged too), else the open ones.
    private(set) var showsClosed = false

    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored let owner: String
    @ObservationIgnored let name: String
    /// Made again when the state shown changes: the query asks for one state's lists.
    private var held: HeldOperation<RepositoryScreenQuery>
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private let starring: Starring
    @ObservationIgnored let actions: ConversationActions
    /// The selected pull request's files and diff.
    @ObservationIgnored private let changes: PullRequestChanges
    @ObservationIgnored private let paging = Paging()
    /// The lists' rows are the connections' edges, each row's view reading its edge's node:
    /// so only the rows drawn observe their edges, where rows of nodes had the screen's
    /// follower observe every edge of the list, about 0.7 KB an issue at 6,000 issues.
    @ObservationIgnored let issues = RowList<IssueList_repository.Issues.Edges>(emptyText: "No issues") {
        [numbers = NumberColumn()] edge, state in
        ConversationRowView(state: state, numbers: numbers) { edge.node.map { ConversationRow($0.issueRow) } }
    }
    @ObservationIgnored let pullRequests = RowList<PullRequestList_repository.PullRequests.Edges>(
        emptyText: "No pull requests") { [numbers = NumberColumn()] edge, state in
        ConversationRowView(state: state, numbers: numbers) { edge.node.map { ConversationRow($0.pullRequestRow) } }
    }
    @ObservationIgnored private var header: RepositoryHeaderView?
    @ObservationIgnored private var star: StarView?
    @ObservationIgnored private lazy var listHeading = Label(style: Style(bold: true)) { [unowned self] in listSummary }
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: title) { [unowned self] in status }
    @ObservationIgnored private lazy var missingNotice = Label(style: Style(dim: true)) { [unowned self] in
        "GitHub has no repository \(title), or the token cannot see it."
    }
    @ObservationIgnored private var follower: Follower?
    /// The selected issue's or pull request's conversation, beside the list on a wide terminal.
    @ObservationIgnored let preview = PreviewPane()
    @ObservationIgnored private var selectionFollower: Follower?
    /// The star count as anyone stars or unstars, once the repository's id is known.
    @ObservationIgnored private(set) var liveStars: HeldSubscription<StarCountSubscription>?

    /// The screen of `owner/name`, its open issues shown, or its closed ones when `closed`.
    /// `policy` is the first attach's: a screen drawn at launch from an earlier
    /// launch's data asks `.storeAndNetwork`, so that data is refreshed behind it.
    public init(environment: Environment, navigator: any Navigator, owner: String, name: String,
                policy: FetchPolicy = .storeOrNetwork, closed: Bool = false) {
        self.environment = environment
        self.navigator = navigator
        self.owner = owner
        self.name = name
        title = "\(owner)/\(name)"
        held = Self.hold(owner: owner, name: name, closed: closed, in: environment, policy: policy)
        showsClosed = closed
        starring = Starring(environment: environment)
        actions = ConversationActions(environment: environment)
        changes = PullRequestChanges(environment: environment, navigator: navigator)
        bindKeys()
        follower = Follower { [unowned self] in follow() }
        for view in [issues.view, pullRequests.view] {
            view.onSelect = { [unowned self] _ in preview.select(selectedConversation, in: environment) }
        }
        // The list shown and its rows too: the first page's arrive under a selection that did not move.
        selectionFollower = Follower { [unowned self] in
            _ = list.rowCount
            preview.select(selectedConversation, in: environment)
        }
    }

    /// The screen of the repository GitHub names `owner/name`.
    public convenience init(environment: Environment, navigator: any Navigator, nameWithOwner: String) {
        let repository = RepositoryName(nameWithOwner)
        self.init(environment: environment, navigator: navigator, owner: repository?.owner ?? nameWithOwner, name: repository?.name ?? "")
    }

    public var helpLines: [String] { keys.helpLines }

    /// An action's question or outcome, what `F`/`d` could not do, why the last star,
    /// unstar or page load failed, or what `o`/`y` did, until the next one.
    public var noticeSources: [any NoticeSource] { actions.noticeSources + [changes, starring, paging, handoff, preview] }

    /// The selected issue or pull request, else the repository itself, for `o`, `y` and `Y`.
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in
        guard let repository = shown.value else { return nil }
        let nameWithOwner = repository.repositoryHeader.nameWithOwner
        if showsPullRequests, let pullRequest = pullRequests.selected?.node {
            return Handoff.Link.numbered(pullRequest.pullRequestRow.number, of: nameWithOwner, url: pullRequest.pullRequestRow.url)
        }
        if !showsPullRequests, let issue = issues.selected?.node {
            return Handoff.Link.numbered(issue.issueRow.number, of: nameWithOwner, url: issue.issueRow.url)
        }
        return Handoff.Link.repository(nameWithOwner, url: repository.repositoryHeader.url)
    }

    /// The selected issue or pull request, else the repository itself, for the person's own commands.
    public var commandValues: [String: String] {
        guard let repository = shown.value else { return [:] }
        let nameWithOwner = repository.repositoryHeader.nameWithOwner
        if showsPullRequests, let pullRequest = pullRequests.selected?.node {
            return CommandValues.pullRequest(pullRequest.pullRequestRow, in: nameWithOwner)
        }
        if !showsPullRequests, let issue = issues.selected?.node { return CommandValues.issue(issue.issueRow, in: nameWithOwner) }
        return CommandValues.repository(nameWithOwner, url: repository.repositoryHeader.url)
    }

    /// The query of the repository's lists in one state: open, or closed and merged.
    private static func hold(owner: String, name: String, closed: Bool, in environment: Environment,
                             policy: FetchPolicy) -> HeldOperation<RepositoryScreenQuery> {
        let query = RepositoryScreenQuery(
            owner: owner, name: name, count: PageSize.configured,
            issueStates: closed ? [.CLOSED] : [.OPEN], pullRequestStates: closed ? [.CLOSED, .MERGED] : [.OPEN])
        return HeldOperation(query, in: environment, policy: policy, advice: .gitHub)
    }

    private func bindKeys() {
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "open the issue or pull request") { [unowned self] in openSelected() }
            try keys.bind(.star, description: "star or unstar the repository") { [unowned self] in toggleStar() }
            try keys.bind(.switchList, description: "switch between the issues and the pull requests") { [unowned self] in
                showsPullRequests.toggle()
            }
            try keys.bind(.switchState, description: "switch between open and closed issues and pull requests") { [unowned self] in
                show(closed: !showsClosed)
            }
            try handoff.bind(to: keys, what: "the selected issue or pull request (or the repository)")
            try actions.bind(to: keys, navigator: { [unowned self] in navigator }) { [unowned self] in selectedTarget }
            try changes.bind(to: keys) { [unowned self] in selectedConversation }
            try preview.bind(to: keys)
            try keys.bind(.narrow, description: "filter the issues or pull requests: is:open label:bug author:…") { [unowned self] in
                openFilter()
            }
            try keys.bind(.nextPage, description: "the next page of the list, loaded as needed") { [unowned self] in
                paging.turn(by: 1, in: list, of: listConnection)
            }
            try keys.bind(.previousPage, description: "the page of the list before") { [unowned self] in
                paging.turn(by: -1, in: list, of: listConnection)
            }
        }
        for view in [issues.view, pullRequests.view] {
            view.onNearEnd = { [unowned self] in loadNextPage() }
            view.fillsHeight = true
            view.onActivate = { [unowned self] _ in openSelected() }
        }
    }

    /// Shows the pull requests, else the issues.
    func show(pullRequests: Bool) {
        showsPullRequests = pullRequests
    }

    /// Shows the closed issues and pull requests, else the open ones: the lists of that
    /// state are fetched unless the store holds them.
    func show(closed: Bool) {
        guard closed != showsClosed else { return }
        let replaced = held
        held = Self.hold(owner: owner, name: name, closed: closed, in: environment, policy: .storeOrNetwork)
        replaced.close()
        showsClosed = closed
    }

    /// The list shown's view, for the keys that move in it.
    private var list: ListView { showsPullRequests ? pullRequests.view : issues.view }

    /// Copies what the data says into the properties the views read, where it differs.
    private func follow() {
        let status = held.status
        if status != self.status { self.status = status }
        let shown = Shown(held.data, \.repository)
        if shown != self.shown {
            if let repository = shown.value {
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
        guard let repository = shown.value else { return }
        let issueConnection = repository.issueList.issues
        let pullRequestConnection = repository.pullRequestList.pullRequests
        issues.show(issueConnection.edges.map(Array.init) ?? [], status: status)
        pullRequests.show(pullRequestConnection.edges.map(Array.init) ?? [], status: status)
        let state = showsClosed ? "Closed" : "Open"
        let issueCount = grouped(issueConnection.totalCount), pullRequestCount = grouped(pullRequestConnection.totalCount)
        let summary = showsPullRequests
            ? "\(state) pull requests (\(pullRequestCount)) · issues (\(issueCount))" + pullRequestConnection.progress(
                shown: pullRequests.rows.count, total: pullRequestConnection.totalCount, followsEnd: pullRequests.view.followsEnd)
            : "\(state) issues (\(issueCount)) · pull requests (\(pullRequestCount))" + issueConnection.progress(
                shown: issues.rows.count, total: issueConnection.totalCount, followsEnd: issues.view.followsEnd)
        if summary != listSummary { listSummary = summary }
    }

    /// Stars or unstars the repository shown; nothing before it is shown, or while the
    /// last toggle is in flight.
    private func toggleStar() {
        guard let repository = shown.value else { return }
        starring.toggle(Starring.Star(repository.starButton, name: title))
    }

    /// The connection of the list shown.
    private var listConnection: (any PagedConnection)? {
        guard let repository = shown.value else { return nil }
        return showsPullRequests ? repository.pullRequestList.pullRequests : repository.issueList.issues
    }

    private func loadNextPage() {
        guard let listConnection else { return }
        paging.loadNext(of: listConnection, in: list)
    }

    /// The selected issue or pull request of the list shown.
    private var selectedConversation: ConversationReference? {
        let repository = RepositoryName(owner: owner, name: name)
        if showsPullRequests {
            return pullRequests.selected?.node.map { row in
                ConversationReference(isPullRequest: true, number: row.pullRequestRow.number, repository: repository, url: row.pullRequestRow.url)
            }
        }
        return issues.selected?.node.map { row in
            ConversationReference(isPullRequest: false, number: row.issueRow.number, repository: repository, url: row.issueRow.url)
        }
    }

    /// What the actions act on: the selected issue or pull request.
    private var selectedTarget: ActionTarget? {
        guard let reference = selectedConversation else { return nil }
        if showsPullRequests, let row = pullRequests.selected?.node {
            return .pullRequest(id: row.id, reference: reference, title: row.pullRequestRow.title, state: row.pullRequestRow.pullRequestState,
                                isDraft: row.pullRequestRow.isDraft)
        }
        return issues.selected?.node.map { .issue(id: $0.id, reference: reference, title: $0.issueRow.title, state: $0.issueRow.issueState) }
    }

    private func openSelected() {
        guard let reference = selectedConversation else { return }
        navigator?.open(reference.screen(in: environment, navigator: navigator))
    }

    /// Opens the search of this repository's issues and pull requests, its query line
    /// starting with the qualifiers of the list shown.
    private func openFilter() {
        guard let navigator else { return }
        let text = ConversationSearchScreen.qualifiers(pullRequests: showsPullRequests, closed: showsClosed)
        navigator.open(ConversationSearchScreen(environment: environment, navigator: navigator, nameWithOwner: title, text: text))
    }

    // MARK: Screen

    /// An action's question takes the next key, a focused preview the keys; else the
    /// screen's, then the list's.
    public func handle(_ key: Key) -> Bool {
        if actions.handle(key) { return true }
        if preview.capturesKeys { return preview.handle(key) }
        return keys.handle(key) || list.handle(key)
    }

    public var capturesText: Bool { preview.capturesKeys || actions.isAsking }
    public var asksQuestion: Bool { actions.isAsking }

    public func retry() {
        dismissNotice()
        held.retry()
        preview.retry()
    }

    public func close() {
        follower?.stop()
        selectionFollower?.stop()
        preview.close()
        liveStars?.close()
        held.close()
    }

    public func layout(in bounds: Rect) -> [Placement] {
        shown.layout(in: bounds, emptyState: emptyState, missing: missingNotice) { _ in
            guard let header, let star else { return [] }
            return preview.layout(in: bounds) { bounds in
                Stack.vertical([
                    .init(header, .fixed(RepositoryHeaderView.height)), .init(star, .fixed(2)),
                    .init(listHeading, .fixed(1)), .init(list),
                ]).layout(in: bounds)
            }
        }
    }
}

// MARK: Restoration

extension RepositoryScreen: RestorableScreen {
    public static let restoreName = "repository"

    public var descriptor: ScreenDescriptor? {
        let arguments: [String: ScreenDescriptor.Argument] = [
            "owner": .string(owner), "name": .string(name), "pullRequests": .bool(showsPullRequests), "closed": .bool(showsClosed),
        ]
        let list = showsPullRequests ? pullRequests.recordedPlace : issues.recordedPlace
        return ScreenDescriptor(Self.restoreName, arguments, place: list)
    }

    /// The list and the state came later than the screen: a record without them shows open issues.
    public static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                                navigator: any Navigator) throws(ScreenDescriptorError) -> RepositoryScreen {
        try descriptor.expecting(["owner", "name", "pullRequests", "closed"])
        let pullRequests = try descriptor.optionalBool("pullRequests") ?? false
        let closed = try descriptor.optionalBool("closed") ?? false
        let screen = RepositoryScreen(environment: environment, navigator: navigator,
                                      owner: try descriptor.string("owner"), name: try descriptor.string("name"),
                                      policy: .storeAndNetwork, closed: closed)
        screen.show(pullRequests: pullRequests)
        if let place = descriptor.place {
            pullRequests ? screen.pullRequests.restore(place) : screen.issues.restore(place)
        }
        return screen
    }
}
