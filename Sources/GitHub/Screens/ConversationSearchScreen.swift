import Baton
import BatonScreens
import BatonTUI
import Observation

/// One repository's issues and pull requests sifted by GitHub's search qualifiers
/// (`is:pr is:open label:bug author:mona`), as `/` on the repository's screen opens it:
/// the query line starts with the list and the state that screen showed. The results are
/// rows over their issues' and pull requests' lenses, a connection paged as the
/// selection nears the end or on `]`; Enter opens one, `/` edits the query again.
@MainActor
@Observable
public final class ConversationSearchScreen: Screen {
    public private(set) var status: ScreenStatus = .ready
    public var fetchTime: ContinuousClock.Instant? { held?.fetchTime }
    /// The qualifiers and words the results are for, without the repository's; empty
    /// before the first search.
    public var query: String { input.query }
    private var summary = ""
    private var hasResults = false

    @ObservationIgnored let nameWithOwner: String
    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored private var held: HeldOperation<ConversationSearchScreenQuery>?
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private let paging = Paging()
    @ObservationIgnored private(set) lazy var input = SearchInput(
        prompt: "Filter: ", hint: "is:pr is:open label:bug author:mona assignee:leo words",
        onSearch: { [unowned self] query in show(query) }, onLeave: { [unowned self] in navigator?.back() })
    @ObservationIgnored let results = RowList<ConversationHit>(emptyText: "No issues or pull requests match") { hit, state in
        ConversationRowView(state: state) { hit.row }
    }
    @ObservationIgnored private lazy var heading = Label(style: Style(dim: true)) { [unowned self] in summary }
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "the results") { [unowned self] in status }
    @ObservationIgnored private var follower: Follower?
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in results.selected?.link }

    /// The search of `nameWithOwner`'s issues and pull requests, its query line holding
    /// `text` to edit, or searched for at once when `searching`.
    public init(environment: Environment, navigator: any Navigator, nameWithOwner: String, text: String, searching: Bool = false) {
        self.environment = environment
        self.navigator = navigator
        self.nameWithOwner = nameWithOwner
        input.field.text = text
        try! keys.bind(.enter, description: "open the issue or pull request") { [unowned self] in openSelected() }
        try! keys.bind(.nextPage, description: "the next page of results, loaded as needed") { [unowned self] in
            paging.turn(by: 1, in: results.view, of: held?.data?.conversationSearchResults.search)
        }
        try! keys.bind(.previousPage, description: "the page of results before") { [unowned self] in
            paging.turn(by: -1, in: results.view, of: held?.data?.conversationSearchResults.search)
        }
        try! keys.bind(.narrow, description: "edit the filter") { [unowned self] in input.edit() }
        try! handoff.bind(to: keys, what: "the issue or pull request")
        results.view.onNearEnd = { [unowned self] in loadNextPage() }
        results.view.onActivate = { [unowned self] _ in openSelected() }
        if searching { input.search(text) }
    }

    /// The words the query line starts with on a repository's screen showing its issues
    /// or its pull requests, open or closed: GitHub's own qualifiers for that list.
    public static func qualifiers(pullRequests: Bool, closed: Bool) -> String {
        (pullRequests ? "is:pr " : "is:issue ") + (closed ? "is:closed " : "is:open ")
    }

    public var title: String { query.isEmpty ? "\(nameWithOwner): filter" : "\(nameWithOwner): \(query)" }
    public var helpLines: [String] { keys.helpLines }
    public var capturesText: Bool { input.isEditing }

    /// Why the last page load failed, or what `o`/`y` did, until the next one.
    public var notice: String? { paging.failure ?? handoff.notice }

    public func dismissNotice() {
        paging.forgetFailure()
        handoff.forget()
    }

    /// Holds the handle of `query`'s results in the repository, the previous one let go.
    private func show(_ query: String) {
        follower?.stop()
        let previous = held
        let operation = ConversationSearchScreenQuery(query: "repo:\(nameWithOwner) \(query)", count: paging.pageSize)
        let held = HeldOperation(operation, in: environment, policy: .storeOrNetwork, advice: .gitHub)
        self.held = held
        previous?.close()
        results.view.select(0)
        follower = Follower { [unowned self] in follow(held) }
    }

    /// Copies what the results' data says into the properties the views read, where it differs.
    private func follow(_ held: HeldOperation<ConversationSearchScreenQuery>) {
        let status = held.status
        if status != self.status { self.status = status }
        guard let search = held.data?.conversationSearchResults.search else {
            if hasResults { hasResults = false }
            return
        }
        let rows = search.nodes.compactMap(ConversationHit.init)
        var summary = counted(search.issueCount, "issue or pull request", plural: "issues and pull requests")
        if rows.count < search.issueCount { summary += " · \(rows.count) shown" }
        if search.isLoadingNext { summary += " · loading more…" }
        if summary != self.summary { self.summary = summary }
        results.show(rows, status: status)
        if !hasResults { hasResults = true }
    }

    private func loadNextPage() {
        guard let search = held?.data?.conversationSearchResults.search else { return }
        paging.loadNext(of: search, in: results.view)
    }

    private func openSelected() {
        guard let hit = results.selected, let navigator else { return }
        let parts = hit.nameWithOwner.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return }
        switch hit {
        case .issue(let issue):
            navigator.open(IssueScreen(environment: environment, owner: parts[0], name: parts[1], number: issue.issueRow.number))
        case .pullRequest(let pullRequest):
            navigator.open(PullRequestScreen(environment: environment, owner: parts[0], name: parts[1],
                                             number: pullRequest.pullRequestRow.number))
        }
    }

    // MARK: Screen

    public func handle(_ key: Key) -> Bool {
        if input.isEditing { return input.field.handle(key) }
        return keys.handle(key) || results.view.handle(key)
    }

    public func retry() {
        dismissNotice()
        held?.retry()
    }

    public func close() {
        follower?.stop()
        held?.close()
    }

    public func layout(in bounds: Rect) -> [Placement] {
        Stack.vertical(input.layout(heading: heading, results: results.view, emptyState: emptyState, hasResults: hasResults))
            .layout(in: bounds)
    }

    public func render(in region: inout CanvasRegion) {}
}
