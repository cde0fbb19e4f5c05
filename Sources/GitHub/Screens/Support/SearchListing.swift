import Baton
import BatonScreens
import BatonTUI
import Observation

/// What the search screens share: the query line, the held query of the results for
/// what it says, the results as rows paged as the selection nears the end or on `]`,
/// and the heading that counts them. Each screen says how to ask (`operation`), how to
/// read its data (`read`), and adds its own keys.
@MainActor
@Observable
final class SearchListing<Query: Baton.Query, Row: Equatable> {
    /// What the results' data says, as the listing shows it.
    struct Page {
        let connection: any PagedConnection
        let rows: [Row]
        let total: Int
    }

    private(set) var status: ScreenStatus = .ready
    private var summary = ""
    private var hasResults = false
    /// How many results the search found, beyond the pages loaded; nil before it answered.
    private(set) var total: Int?

    @ObservationIgnored private(set) lazy var input = SearchInput(
        prompt: prompt, hint: hint, onSearch: { [unowned self] query in show(query) }, onLeave: onLeave)
    @ObservationIgnored let results: RowList<Row>
    @ObservationIgnored private let paging = Paging()
    @ObservationIgnored private var held: HeldOperation<Query>?
    @ObservationIgnored private var follower: Follower?
    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private let prompt: String
    @ObservationIgnored private let hint: String
    @ObservationIgnored private let noun: (one: String, many: String)
    @ObservationIgnored private let operation: @MainActor (_ query: String, _ pageSize: Int) -> Query
    @ObservationIgnored private let read: @MainActor (Query.Data) -> Page?
    @ObservationIgnored private let onLeave: @MainActor () -> Void
    /// A line under the heading, over the results: a dashboard section's column headings.
    @ObservationIgnored private let columnHeading: (any View)?
    /// The selected issue's or pull request's conversation beside the results, for a
    /// listing of those; nil for one of repositories.
    @ObservationIgnored let preview: PreviewPane?
    @ObservationIgnored private var selectionFollower: Follower?
    @ObservationIgnored private lazy var heading = Label(style: Style(dim: true)) { [unowned self] in summary }
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "the results") { [unowned self] in status }

    /// `noun` counts the results in the heading ("repository", "repositories");
    /// `onLeave` is Esc on the query line before any search; `previewed` names the
    /// conversation a row is, for a listing with a preview.
    init(environment: Environment, prompt: String, hint: String, noun: (one: String, many: String), results: RowList<Row>,
         operation: @escaping @MainActor (_ query: String, _ pageSize: Int) -> Query,
         read: @escaping @MainActor (Query.Data) -> Page?, onLeave: @escaping @MainActor () -> Void,
         columnHeading: (any View)? = nil, previewed: (@MainActor (Row) -> ConversationReference?)? = nil) {
        self.environment = environment
        self.prompt = prompt
        self.hint = hint
        self.noun = noun
        self.results = results
        self.operation = operation
        self.read = read
        self.onLeave = onLeave
        self.columnHeading = columnHeading
        preview = previewed == nil ? nil : PreviewPane()
        results.view.onNearEnd = { [unowned self] in loadNextPage() }
        if let previewed, let preview {
            let follow = { [unowned results] in preview.select(results.selected.flatMap(previewed), in: environment) }
            results.view.onSelect = { _ in follow() }
            // The rows too: the first page's arrive under a selection that did not move.
            selectionFollower = Follower { [unowned results] in
                _ = results.view.rowCount
                follow()
            }
        }
    }

    /// The query the results are for; empty before the first search.
    var query: String { input.query }
    var fetchTime: ContinuousClock.Instant? { held?.fetchTime }
    var capturesText: Bool { input.isEditing || preview?.capturesKeys == true }
    /// Why the last page load failed, until the next one; what the focused preview's
    /// keys did.
    var noticeSources: [any NoticeSource] { [paging] + (preview.map { [$0] } ?? []) }

    /// Binds `]`, `[` and `/` (described as `editing`, "edit the query").
    func bind(to keys: KeyMap, editing: String) throws(KeyMapError) {
        try keys.bind(.nextPage, description: "the next page of results, loaded as needed") { [unowned self] in
            paging.turn(by: 1, in: results.view, of: connection)
        }
        try keys.bind(.previousPage, description: "the page of results before") { [unowned self] in
            paging.turn(by: -1, in: results.view, of: connection)
        }
        try keys.bind(.narrow, description: editing) { [unowned self] in input.edit() }
        try preview?.bind(to: keys)
    }

    /// The query line takes the keys while it is edited, a focused preview while it is
    /// focused; else the screen's, then the list's.
    func handle(_ key: Key, screenKeys keys: KeyMap) -> Bool {
        if input.isEditing { return input.field.handle(key) }
        if let preview, preview.capturesKeys { return preview.handle(key) }
        return keys.handle(key) || results.view.handle(key)
    }

    func retry() {
        held?.retry()
        preview?.retry()
    }

    func close() {
        follower?.stop()
        selectionFollower?.stop()
        preview?.close()
        held?.close()
    }

    func layout(in bounds: Rect) -> [Placement] {
        let list = { (bounds: Rect) in
            Stack.vertical(self.input.layout(heading: self.heading, columnHeading: self.columnHeading, results: self.results.view,
                                             emptyState: self.emptyState, hasResults: self.hasResults))
                .layout(in: bounds)
        }
        return preview?.layout(in: bounds, list: list) ?? list(bounds)
    }

    private var connection: (any PagedConnection)? {
        held?.data.flatMap(read)?.connection
    }

    /// Holds the handle of `query`'s results, the previous one let go. Results a
    /// launch before kept (a dashboard section's) draw at once, and the search runs
    /// again behind them: a search is asked for what is true now.
    private func show(_ query: String) {
        follower?.stop()
        let previous = held
        let held = HeldOperation(operation(query, paging.pageSize), in: environment, policy: .storeAndNetwork, advice: .gitHub)
        self.held = held
        previous?.close()
        results.view.select(0)
        follower = Follower { [unowned self] in follow(held) }
    }

    /// Copies what the results' data says into the properties the views read, where it differs.
    private func follow(_ held: HeldOperation<Query>) {
        let status = held.status
        if status != self.status { self.status = status }
        guard let page = held.data.flatMap(read) else {
            if hasResults { hasResults = false }
            if total != nil { total = nil }
            return
        }
        if page.total != total { total = page.total }
        let summary = page.connection.summary(
            total: page.total, shown: page.rows.count, noun: noun, followsEnd: results.view.followsEnd)
        if summary != self.summary { self.summary = summary }
        results.show(page.rows, status: status)
        if !hasResults { hasResults = true }
    }

    private func loadNextPage() {
        guard let connection else { return }
        paging.loadNext(of: connection, in: results.view)
    }
}
