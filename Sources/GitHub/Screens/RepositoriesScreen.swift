import Baton
import BatonScreens
import BatonTUI
import Observation

/// The viewer's repositories, or the ones they starred (`t` switches), each row a view
/// over its repository's lens, paged as the selection nears the end or on `]`. Enter
/// opens a repository; `/` searches; `s` stars or unstars.
@MainActor
@Observable
public final class RepositoriesScreen: Screen {
    public private(set) var status: ScreenStatus = .loading
    public var fetchTime: ContinuousClock.Instant? { held.fetchTime }
    private var listing: RepositoryListing
    private var summary = ""
    private var hasData = false
    /// How many repositories the list shown holds; nil before the store holds it.
    private(set) var count: Int?

    @ObservationIgnored private let environment: Environment
    /// Whether `t` switches between the two lists: not in a dashboard section.
    @ObservationIgnored private let switchesLists: Bool
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored private let held: HeldOperation<ViewerRepositoriesScreenQuery>
    @ObservationIgnored private let owned: RepositoryListing
    @ObservationIgnored private let starred: RepositoryListing
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private let starring: Starring
    @ObservationIgnored private let paging = Paging()
    @ObservationIgnored private lazy var header = Label(style: Style(dim: true)) { [unowned self] in summary }
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "repositories") { [unowned self] in status }
    @ObservationIgnored private var follower: Follower?

    /// `policy` is the first attach's: a screen drawn at launch from an earlier
    /// launch's data asks `.storeAndNetwork`, so that data is refreshed behind it.
    public init(environment: Environment, navigator: any Navigator, policy: FetchPolicy = .storeOrNetwork, switchesLists: Bool = true) {
        self.switchesLists = switchesLists
        self.environment = environment
        self.navigator = navigator
        starring = Starring(environment: environment)
        held = HeldOperation(ViewerRepositoriesScreenQuery(count: PageSize.configured), in: environment, policy: policy, advice: .gitHub)
        let handle = held.handle
        owned = RepositoryListing(
            title: "Repositories", noun: ("repository", "repositories"), handle: handle, read: { $0.repositoryList.repositories },
            rows: { $0.nodes.map(\.repositoryRow) }, totalCount: { $0.totalCount })
        starred = RepositoryListing(
            title: "Starred", noun: ("starred", "starred"), handle: handle, read: { $0.starredList.starredRepositories },
            rows: { $0.nodes.map(\.repositoryRow) }, totalCount: { $0.totalCount })
        listing = owned
        for listing in [owned, starred] {
            listing.rows.view.onNearEnd = { [unowned self] in loadNextPage() }
            listing.rows.view.fillsHeight = true
            // A double click opens the row as Enter does.
            listing.rows.view.onActivate = { [unowned self] _ in openSelected() }
        }
        bindKeys()
        follower = Follower { [unowned self] in follow() }
    }

    public var title: String { listing.title }
    public var helpLines: [String] { keys.helpLines }

    /// Why the last star, unstar or page load failed, or what `o`/`y` did, until the next one.
    public var noticeSources: [any NoticeSource] { [starring, paging, handoff] }

    /// The selected repository, for `o`, `y` and `Y`.
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in
        listing.rows.selected.map { Handoff.Link.repository($0.nameWithOwner, url: $0.url) }
    }

    /// The selected repository, for the person's own commands.
    public var commandValues: [String: String] {
        listing.rows.selected.map { CommandValues.repository($0.nameWithOwner, url: $0.url) } ?? [:]
    }

    /// Which list is shown: the viewer's own repositories, or the starred ones.
    public var showsStarred: Bool { listing === starred }

    /// Shows the starred repositories, or the viewer's own.
    public func show(starred showsStarred: Bool) {
        listing = showsStarred ? starred : owned
    }

    /// The rows of the list shown, by lens.
    var rows: RowList<RepositoryRow_repository> { listing.rows }

    private func bindKeys() {
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "open the repository") { [unowned self] in openSelected() }
            try keys.bind(.star, description: "star or unstar the repository") { [unowned self] in
                guard let repository = listing.rows.selected else { return }
                starring.toggle(Starring.Star(repository))
            }
            try keys.bind(.nextPage, description: "the next page of repositories, loaded as needed") { [unowned self] in
                paging.turn(by: 1, in: listing.rows.view, of: listing.connection())
            }
            try keys.bind(.previousPage, description: "the page of repositories before") { [unowned self] in
                paging.turn(by: -1, in: listing.rows.view, of: listing.connection())
            }
            // A dashboard section is one list; its neighbour is the other.
            if switchesLists {
                try keys.bind(.switchList, description: "switch between your repositories and starred ones") { [unowned self] in
                    listing = showsStarred ? owned : starred
                }
            }
            try handoff.bind(to: keys, what: "the repository")
            try keys.bind(.narrow, description: "search repositories") { [unowned self] in
                guard let navigator else { return }
                navigator.open(SearchScreen(environment: environment, navigator: navigator))
            }
        }
    }

    /// Copies what the listing's data says into the properties the views read, where it differs.
    private func follow() {
        let status = held.status
        if status != self.status { self.status = status }
        guard let contents = listing.contents(listing.rows.view.followsEnd) else {
            if hasData { hasData = false }
            if count != nil { count = nil }
            return
        }
        if contents.summary != summary { summary = contents.summary }
        if contents.total != count { count = contents.total }
        listing.rows.show(contents.rows, status: status)
        if !hasData { hasData = true }
    }

    private func loadNextPage() {
        guard let connection = listing.connection() else { return }
        paging.loadNext(of: connection, in: listing.rows.view)
    }

    private func openSelected() {
        guard let repository = listing.rows.selected, let navigator else { return }
        navigator.open(RepositoryScreen(environment: environment, navigator: navigator, nameWithOwner: repository.nameWithOwner))
    }

    // MARK: Screen

    public func handle(_ key: Key) -> Bool {
        keys.handle(key) || listing.rows.view.handle(key)
    }

    public func retry() {
        dismissNotice()
        held.retry()
    }

    public func close() {
        follower?.stop()
        held.close()
    }

    public func layout(in bounds: Rect) -> [Placement] {
        guard hasData else { return [Placement(emptyState, in: bounds)] }
        return Stack.vertical([.init(header, .fixed(1)), .gap(), .init(listing.rows.view)]).layout(in: bounds)
    }
}

// MARK: Restoration

extension RepositoriesScreen: RestorableScreen {
    public nonisolated static let restoreName = "repositories"

    public var descriptor: ScreenDescriptor? {
        ScreenDescriptor(Self.restoreName, ["starred": .bool(showsStarred)], place: rows.recordedPlace)
    }

    public static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                                navigator: any Navigator) throws(ScreenDescriptorError) -> RepositoriesScreen {
        try descriptor.expecting(["starred"])
        let starred = try descriptor.bool("starred")
        let screen = RepositoriesScreen(environment: environment, navigator: navigator, policy: .storeAndNetwork)
        screen.show(starred: starred)
        descriptor.place.map(screen.rows.restore)
        return screen
    }
}
