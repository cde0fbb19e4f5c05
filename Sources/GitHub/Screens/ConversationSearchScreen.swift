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
final class ConversationSearchScreen: ConversationListingScreen {
    @ObservationIgnored let nameWithOwner: String
    @ObservationIgnored let environment: Environment
    @ObservationIgnored weak var navigator: (any Navigator)?
    @ObservationIgnored let keys = KeyMap()
    @ObservationIgnored private(set) lazy var listing = SearchListing(
        environment: environment, prompt: "Filter: ", hint: "is:pr is:open label:bug author:mona assignee:leo words",
        noun: (one: "issue or pull request", many: "issues and pull requests"),
        results: RowList<ConversationHit>(emptyText: "No issues or pull requests match") {
            [numbers = NumberColumn()] hit, state in
            ConversationRowView(state: state, numbers: numbers, saysKind: true) { hit.row }
        },
        operation: { [nameWithOwner] query, pageSize in
            ConversationSearchScreenQuery(query: "repo:\(nameWithOwner) \(query)", count: pageSize)
        },
        read: { data in
            let search = data.conversationSearchResults.search
            return .init(connection: search, rows: search.nodes.compactMap(ConversationHit.init), total: search.issueCount)
        },
        onLeave: { [unowned self] in navigator?.back() }, previewed: { $0.reference })
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in results.selected?.link }
    @ObservationIgnored private(set) lazy var actions = ConversationActions(environment: environment)
    @ObservationIgnored private(set) lazy var changes = PullRequestChanges(environment: environment, navigator: navigator)

    /// The search of `nameWithOwner`'s issues and pull requests, its query line holding
    /// `text` to edit, or searched for at once when `searching`.
    init(environment: Environment, navigator: any Navigator, nameWithOwner: String, text: String, searching: Bool = false) {
        self.environment = environment
        self.navigator = navigator
        self.nameWithOwner = nameWithOwner
        listing.input.field.text = text
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "open the issue or pull request") { [unowned self] in openSelected() }
            try listing.bind(to: keys, editing: "edit the filter")
            try handoff.bind(to: keys, what: "the issue or pull request")
            try bindActions(to: keys)
        }
        results.view.onActivate = { [unowned self] _ in openSelected() }
        results.view.fillsHeight = true
        if searching { listing.input.search(text) }
    }

    /// The words the query line starts with on a repository's screen showing its issues
    /// or its pull requests, open or closed: GitHub's own qualifiers for that list.
    static func qualifiers(pullRequests: Bool, closed: Bool) -> String {
        (pullRequests ? "is:pr " : "is:issue ") + (closed ? "is:closed " : "is:open ")
    }

    var input: SearchInput { listing.input }
    var title: String { query.isEmpty ? "\(nameWithOwner): filter" : "\(nameWithOwner): \(query)" }

    /// An action's question or outcome, what `F`/`d` could not do, why the last page load
    /// failed, or what `o`/`y` did.
    var noticeSources: [any NoticeSource] { actions.noticeSources + [changes] + listing.noticeSources + [handoff] }

}

// MARK: Restoration

extension ConversationSearchScreen: RestorableScreen {
    static let restoreName = "conversationSearch"

    /// Nil before the first search, as the repositories' search.
    var descriptor: ScreenDescriptor? {
        query.isEmpty ? nil : ScreenDescriptor(
            Self.restoreName, ["repository": .string(nameWithOwner), "query": .string(query)], place: results.recordedPlace)
    }

    static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                                navigator: any Navigator) throws(ScreenDescriptorError) -> ConversationSearchScreen {
        try descriptor.expecting(["repository", "query"])
        let repository = try descriptor.string("repository")
        let query = try descriptor.string("query")
        guard RepositoryName(repository) != nil else { throw .badArgument(screen: descriptor.screen, argument: "repository") }
        guard !query.isEmpty else { throw .badArgument(screen: descriptor.screen, argument: "query") }
        let screen = ConversationSearchScreen(environment: environment, navigator: navigator, nameWithOwner: repository,
                                              text: query, searching: true)
        descriptor.place.map(screen.results.restore)
        return screen
    }
}
