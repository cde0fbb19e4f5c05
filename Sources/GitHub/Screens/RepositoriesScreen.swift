import Baton
import BatonTUI
import Observation

/// The viewer's repositories, or the ones they starred (`t` switches), each row a view
/// over its repository's lens. Enter opens a repository; `/` searches.
@MainActor
@Observable
public final class RepositoriesScreen: Screen {
    public private(set) var status: ScreenStatus = .loading
    private var listing: RepositoryListing
    private var summary = ""
    private var hasData = false

    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored private let owned: RepositoryListing
    @ObservationIgnored private let starred: RepositoryListing
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private let starring: Starring
    @ObservationIgnored private lazy var header = Label(style: Style(dim: true)) { [unowned self] in summary }
    @ObservationIgnored private lazy var placeholder = PlaceholderView(subject: "repositories") { [unowned self] in status }
    @ObservationIgnored private var follower: Follower?

    public init(environment: Environment, navigator: any Navigator) {
        self.environment = environment
        self.navigator = navigator
        starring = Starring(environment: environment)
        owned = RepositoryListing(title: "Repositories", handle: environment.handle(for: ViewerScreenQuery())) { data in
            let viewer = data.viewer
            let rows = viewer.repositories.nodes.map { $0.map(\.repositoryRow) } ?? []
            return .init(summary: "\(viewer.login) · \(viewer.repositories.totalCount) repositories", rows: rows)
        }
        starred = RepositoryListing(title: "Starred", handle: environment.handle(for: StarredScreenQuery())) { data in
            let viewer = data.viewer
            let rows = viewer.starredRepositories.nodes.map { $0.map(\.repositoryRow) } ?? []
            return .init(summary: "\(viewer.login) · \(viewer.starredRepositories.totalCount) starred", rows: rows)
        }
        listing = owned
        bindKeys()
        owned.hold()
        follower = Follower { [unowned self] in follow() }
    }

    public var title: String { listing.title }
    public var helpLines: [String] { keys.helpLines }

    /// Why the last star or unstar failed, until the next one.
    public var notice: String? { starring.failure }

    /// Which list is shown: the viewer's own repositories, or the starred ones.
    public var showsStarred: Bool { listing === starred }

    /// The rows of the list shown, by lens.
    var rows: RowList<RepositoryRow_repository> { listing.rows }

    private func bindKeys() {
        try! keys.bind(.enter, description: "open the repository") { [unowned self] in openSelected() }
        try! keys.bind(.character("s"), description: "star or unstar the repository") { [unowned self] in
            guard let repository = listing.rows.selected else { return }
            starring.toggle(Starring.Star(repository))
        }
        try! keys.bind(.character("t"), description: "switch between your repositories and starred ones") { [unowned self] in
            switchListing()
        }
        try! keys.bind(.character("/"), description: "search repositories") { [unowned self] in
            guard let navigator else { return }
            navigator.open(SearchScreen(environment: environment, navigator: navigator))
        }
    }

    /// Copies what the listing's data says into the properties the views read, where it differs.
    private func follow() {
        let status = listing.status()
        if status != self.status { self.status = status }
        guard let contents = listing.contents() else {
            if hasData { hasData = false }
            return
        }
        if contents.summary != summary { summary = contents.summary }
        listing.rows.show(contents.rows)
        if !hasData { hasData = true }
    }

    private func switchListing() {
        listing = showsStarred ? owned : starred
        listing.hold()
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
        listing.retry()
    }

    public func close() {
        follower?.stop()
        owned.release()
        starred.release()
    }

    public func layout(in bounds: Rect) -> [Placement] {
        guard hasData else { return [Placement(placeholder, in: bounds)] }
        let list = Rect(x: bounds.minX, y: bounds.minY + 2, width: bounds.width, height: bounds.height - 2)
        return [
            Placement(header, in: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 1)),
            Placement(listing.rows.view, in: list),
        ]
    }

    public func render(in region: inout CanvasRegion) {}
}
