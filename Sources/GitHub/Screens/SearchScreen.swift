import Baton
import BatonScreens
import BatonTUI
import Observation

/// Repositories matching a query: type it and press Enter; the results are rows over
/// their repositories' lenses, a connection paged as the selection nears the end or on
/// `]`. `/` edits the query again; Enter on a result opens it.
@MainActor
@Observable
final class SearchScreen: ListingScreen {
    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored let keys = KeyMap()
    @ObservationIgnored private let starring: Starring
    @ObservationIgnored private(set) lazy var listing = SearchListing(
        environment: environment, prompt: "Search: ", hint: "words, language:swift, user:mona",
        noun: (one: "repository", many: "repositories"),
        results: RowList<RepositoryRow_repository>(emptyText: "No repositories match") { repository, state in
            RepositoryRowView(repository, state: state)
        },
        operation: { query, pageSize in SearchScreenQuery(query: query, count: pageSize) },
        read: { data in
            let search = data.searchResults.search
            return .init(connection: search, rows: search.nodes.compactMap { $0.asRepository?.repositoryRow }, total: search.repositoryCount)
        },
        onLeave: { [unowned self] in navigator?.back() })

    init(environment: Environment, navigator: any Navigator) {
        self.environment = environment
        self.navigator = navigator
        starring = Starring(environment: environment)
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "open the repository") { [unowned self] in openSelected() }
            try keys.bind(.star, description: "star or unstar the repository") { [unowned self] in
                guard let repository = results.selected else { return }
                starring.toggle(Starring.Star(repository))
            }
            try listing.bind(to: keys, editing: "edit the query")
            try handoff.bind(to: keys, what: "the repository")
        }
        results.view.onActivate = { [unowned self] _ in openSelected() }
        results.view.fillsHeight = true
    }

    var title: String { query.isEmpty ? "Search" : "Search: \(query)" }
    var helpLines: [String] { keys.helpLines }

    /// Why the last star, unstar or page load failed, or what `o`/`y` did, until the next one.
    var noticeSources: [any NoticeSource] { [starring] + listing.noticeSources + [handoff] }

    /// The selected repository, for `o`, `y` and `Y`.
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in
        results.selected.map { Handoff.Link.repository($0.nameWithOwner, url: $0.url) }
    }

    /// The selected repository, for the person's own commands.
    var commandValues: [String: String] {
        results.selected.map { CommandValues.repository($0.nameWithOwner, url: $0.url) } ?? [:]
    }

    /// Searches for `text`, as Enter on the query line does.
    func search(_ text: String) {
        listing.input.search(text)
    }

    private func openSelected() {
        guard let repository = results.selected, let navigator else { return }
        navigator.open(RepositoryScreen(environment: environment, navigator: navigator, nameWithOwner: repository.nameWithOwner))
    }
}

// MARK: Restoration

extension SearchScreen: RestorableScreen {
    static let restoreName = "search"

    /// Nil before the first search: an empty search is not worth reopening.
    var descriptor: ScreenDescriptor? {
        query.isEmpty ? nil : ScreenDescriptor(Self.restoreName, ["query": .string(query)], place: results.recordedPlace)
    }

    static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                                navigator: any Navigator) throws(ScreenDescriptorError) -> SearchScreen {
        try descriptor.expecting(["query"])
        let query = try descriptor.string("query")
        guard !query.isEmpty else { throw .badArgument(screen: descriptor.screen, argument: "query") }
        let screen = SearchScreen(environment: environment, navigator: navigator)
        screen.search(query)
        descriptor.place.map(screen.results.restore)
        return screen
    }
}
