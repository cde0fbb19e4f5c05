import Baton
import BatonScreens
import BatonTUI
import Observation

/// A dashboard section of issues and pull requests across repositories: its query on
/// the line above, the results in columns under their headings, paged as the selection
/// nears the end or on `]`. `/` edits the query in place, for this launch only; Enter
/// opens the issue or the pull request, `F` and `d` a pull request's files and diff.
@MainActor
@Observable
final class ConversationSectionScreen: ConversationListingScreen {
    let section: GitHubSection

    @ObservationIgnored let environment: Environment
    @ObservationIgnored weak var navigator: (any Navigator)?
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
        columnHeading: DashboardHeadingView(), previewed: { $0.reference })
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in results.selected?.link }
    @ObservationIgnored private(set) lazy var actions = ConversationActions(environment: environment)
    @ObservationIgnored private(set) lazy var changes = PullRequestChanges(environment: environment, navigator: navigator)

    init(environment: Environment, navigator: any Navigator, section: GitHubSection) {
        self.environment = environment
        self.navigator = navigator
        self.section = section
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "open the issue or pull request") { [unowned self] in openSelected() }
            try listing.bind(to: keys, editing: "edit this section's query (for this launch; the file keeps its own)")
            try handoff.bind(to: keys, what: "the issue or pull request")
            try bindActions(to: keys)
        }
        results.view.onActivate = { [unowned self] _ in openSelected() }
        // A tall terminal is never half empty while the section has more.
        results.view.fillsHeight = true
        listing.input.search(section.searchQuery)
    }

    var title: String { section.title }

    /// What the heading counts: a pull requests' section only has those.
    private static func noun(_ kind: GitHubSection.Kind) -> (one: String, many: String) {
        kind == .pullRequests ? ("pull request", "pull requests") : ("issue or pull request", "issues and pull requests")
    }

    /// An action's question or outcome, what `F`/`d` could not do, why the last page load
    /// failed, or what `o`/`y` did.
    var noticeSources: [any NoticeSource] { actions.noticeSources + [changes] + listing.noticeSources + [handoff] }

}
