import Baton
import BatonScreens
import BatonTUI
import Observation

/// Repositories matching a query: type it and press Enter; the results are rows over
/// their repositories' lenses, a connection paged as the selection nears the end or on
/// `]`. `/` edits the query again; Enter on a result opens it.
@MainActor
@Observable
public final class SearchScreen: Screen {
    public private(set) var status: ScreenStatus = .ready
    public var fetchTime: ContinuousClock.Instant? { held?.fetchTime }
    /// The query the results are for; empty before the first search.
    public var query: String { input.query }
    private var summary = ""
    private var hasResults = false

    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored private var held: HeldOperation<SearchScreenQuery>?
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private let starring: Starring
    @ObservationIgnored private let paging = Paging()
    @ObservationIgnored private lazy var input = SearchInput(
        prompt: "Search: ", hint: "words, language:swift, user:mona",
        onSearch: { [unowned self] query in show(query) }, onLeave: { [unowned self] in navigator?.back() })
    @ObservationIgnored let results = RowList<RepositoryRow_repository>(emptyText: "No repositories match") { repository, state in
        RepositoryRowView(repository, state: state)
    }
    @ObservationIgnored private lazy var heading = Label(style: Style(dim: true)) { [unowned self] in summary }
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "the results") { [unowned self] in status }
    @ObservationIgnored private var follower: Follower?

    public init(environment: Environment, navigator: any Navigator) {
        self.environment = environment
        self.navigator = navigator
        starring = Starring(environment: environment)
        try! keys.bind(.enter, description: "open the repository") { [unowned self] in openSelected() }
        try! keys.bind(.star, description: "star or unstar the repository") { [unowned self] in
            guard let repository = results.selected else { return }
            starring.toggle(Starring.Star(repository))
        }
        try! keys.bind(.nextPage, description: "the next page of results, loaded as needed") { [unowned self] in
            paging.turn(by: 1, in: results.view, of: held?.data?.searchResults.search)
        }
        try! keys.bind(.previousPage, description: "the page of results before") { [unowned self] in
            paging.turn(by: -1, in: results.view, of: held?.data?.searchResults.search)
        }
        try! keys.bind(.narrow, description: "edit the query") { [unowned self] in input.edit() }
        try! handoff.bind(to: keys, what: "the repository")
        results.view.onNearEnd = { [unowned self] in loadNextPage() }
        results.view.onActivate = { [unowned self] _ in openSelected() }
    }

    public var title: String { query.isEmpty ? "Search" : "Search: \(query)" }
    public var helpLines: [String] { keys.helpLines }

    /// Why the last star, unstar or page load failed, or what `o`/`y` did, until the next one.
    public var notice: String? { starring.failure ?? paging.failure ?? handoff.notice }

    public func dismissNotice() {
        starring.forgetFailure()
        paging.forgetFailure()
        handoff.forget()
    }

    /// The selected repository, for `o`, `y` and `Y`.
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in
        results.selected.map { Handoff.Link.repository($0.nameWithOwner, url: $0.url) }
    }
    public var capturesText: Bool { input.isEditing }

    /// Searches for `text`, as Enter on the query line does.
    public func search(_ text: String) {
        input.search(text)
    }

    /// Holds the handle of `query`'s results, the previous one let go.
    private func show(_ query: String) {
        follower?.stop()
        let previous = held
        let held = HeldOperation(SearchScreenQuery(query: query, count: paging.pageSize), in: environment, policy: .storeOrNetwork, advice: .gitHub)
        self.held = held
        previous?.close()
        results.view.select(0)
        follower = Follower { [unowned self] in follow(held) }
    }

    /// Copies what the results' data says into the properties the views read, where it differs.
    private func follow(_ held: HeldOperation<SearchScreenQuery>) {
        let status = held.status
        if status != self.status { self.status = status }
        guard let search = held.data?.searchResults.search else {
            if hasResults { hasResults = false }
            return
        }
        let rows = search.nodes.compactMap { $0.asRepository?.repositoryRow }
        var summary = counted(search.repositoryCount, "repository", plural: "repositories")
        if rows.count < search.repositoryCount { summary += " · \(rows.count) shown" }
        if search.isLoadingNext { summary += " · loading more…" }
        if summary != self.summary { self.summary = summary }
        results.show(rows, status: status)
        if !hasResults { hasResults = true }
    }

    private func loadNextPage() {
        guard let search = held?.data?.searchResults.search else { return }
        paging.loadNext(of: search, in: results.view)
    }

    private func openSelected() {
        guard let repository = results.selected, let navigator else { return }
        navigator.open(RepositoryScreen(environment: environment, navigator: navigator, nameWithOwner: repository.nameWithOwner))
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
