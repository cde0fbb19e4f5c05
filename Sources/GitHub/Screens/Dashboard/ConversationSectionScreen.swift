import Baton
import BatonScreens
import BatonTUI
import Observation

/// A dashboard section of issues and pull requests across repositories: its query on
/// the line above, the results in columns under their headings, paged as the selection
/// nears the end or on `]`. `/` edits the query in place, for this launch only; Enter
/// opens the issue or the pull request.
@MainActor
@Observable
final class ConversationSectionScreen: ListingScreen {
    let section: GitHubSection

    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored let keys = KeyMap()
    @ObservationIgnored private(set) lazy var listing = SearchListing<DashboardSectionQuery, DashboardItem>(
        environment: environment, prompt: "Query: ", hint: "is:open is:pr review-requested:@me label:bug repo:owner/name",
        noun: Self.noun(section.kind),
        results: RowList<DashboardItem>(emptyText: "Nothing matches") { item, state in DashboardRowView(item, state: state) },
        operation: { query, pageSize in DashboardSectionQuery(query: query, count: pageSize) },
        read: { data in
            let search = data.dashboardSectionResults.search
            return .init(connection: search, rows: search.nodes.compactMap(DashboardItem.init), total: search.issueCount)
        },
        // The section searched at once, so Esc never finds the line without a query.
        onLeave: {},
        columnHeading: DashboardHeadingView())
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in results.selected?.link }
    /// The selected issue's or pull request's conversation, beside the list on a wide terminal.
    @ObservationIgnored let preview = PreviewPane()
    @ObservationIgnored private var follower: Follower?

    init(environment: Environment, navigator: any Navigator, section: GitHubSection) {
        self.environment = environment
        self.navigator = navigator
        self.section = section
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "open the issue or pull request") { [unowned self] in openSelected() }
            try listing.bind(to: keys, editing: "edit this section's query (for this launch; the file keeps its own)")
            try handoff.bind(to: keys, what: "the issue or pull request")
            try preview.bind(to: keys)
        }
        results.view.onActivate = { [unowned self] _ in openSelected() }
        listing.input.search(section.searchQuery)
        follower = Follower { [unowned self] in followSelection() }
    }

    /// Shows the selected one in the preview. The row count is read too: the first
    /// page's rows arrive under a selection that did not move.
    private func followSelection() {
        _ = results.view.rowCount
        let item = results.selected
        preview.select(item?.url, available: { [environment] in item?.isAvailable(in: environment) ?? false }) { [environment] policy in
            item?.screen(in: environment, policy: policy)
        }
    }

    var capturesText: Bool { listing.capturesText || preview.capturesKeys }

    /// A focused preview takes the keys; else the query line, the section's keys, the list's.
    func handle(_ key: Key) -> Bool {
        if preview.capturesKeys { return preview.handle(key) }
        return listing.handle(key, screenKeys: keys)
    }

    func layout(in bounds: Rect) -> [Placement] {
        preview.layout(in: bounds) { listing.layout(in: $0) }
    }

    func close() {
        follower?.stop()
        preview.close()
        listing.close()
    }

    var title: String { section.title }

    /// What the heading counts: a pull requests' section only has those.
    private static func noun(_ kind: GitHubSection.Kind) -> (one: String, many: String) {
        kind == .pullRequests ? ("pull request", "pull requests") : ("issue or pull request", "issues and pull requests")
    }
    var helpLines: [String] { keys.helpLines }

    /// Why the last page load failed, or what `o`/`y` did, until the next one.
    var noticeSources: [any NoticeSource] { listing.noticeSources + [handoff] }

    var commandValues: [String: String] { results.selected?.commandValues ?? [:] }

    private func openSelected() {
        guard let item = results.selected else { return }
        let pullRequest = if case .pullRequest = item { true } else { false }
        navigator?.openConversation(pullRequest: pullRequest, number: item.number, in: item.nameWithOwner, environment: environment)
    }
}
