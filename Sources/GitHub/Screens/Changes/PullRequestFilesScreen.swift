import Baton
import BatonScreens
import BatonTUI
import Observation

/// The files a pull request changes, in path order: each row the path, its lines added
/// and removed and how it changed; paged as the selection nears the end or on `]`.
/// Enter opens the diff at the selected file, `d` the whole diff.
@MainActor
@Observable
final class PullRequestFilesScreen: Screen {
    let title: String
    private(set) var status: ScreenStatus = .loading
    var fetchTime: ContinuousClock.Instant? { held.fetchTime }
    private var shown = Shown<PullRequestFilesScreenQuery.Data.Repository.PullRequest>.nothing
    private var summary = ""

    @ObservationIgnored let repository: RepositoryName
    @ObservationIgnored let number: Int
    @ObservationIgnored private let held: HeldOperation<PullRequestFilesScreenQuery>
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private let paging = Paging()
    @ObservationIgnored private let changes: PullRequestChanges
    @ObservationIgnored let files = RowList<PullRequestFileList_pullRequest.Files.Edges.Node>(emptyText: "No files changed") {
        file, state in ChangedFileRowView(file, state: state)
    }
    @ObservationIgnored private lazy var heading = Label(style: Style(bold: true)) { [unowned self] in summary }
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: title) { [unowned self] in status }
    @ObservationIgnored private lazy var missingNotice = Label(style: Style(dim: true)) { [unowned self] in
        "GitHub has no pull request \(repository.owner)/\(repository.name)#\(number), or the token cannot see it."
    }
    @ObservationIgnored private var follower: Follower?

    /// The files of pull request `number` of `owner/name`, whose diff comes through
    /// `rest`. `policy` is the first attach's: a screen drawn at launch from an earlier
    /// launch's data asks `.storeAndNetwork`, so that data is refreshed behind it.
    init(environment: Environment, navigator: any Navigator, owner: String, name: String, number: Int,
         policy: FetchPolicy = .storeOrNetwork, rest: GitHubREST = GitHubREST.connected) {
        repository = RepositoryName(owner: owner, name: name)
        self.number = number
        title = "\(owner)/\(name)#\(number) files"
        held = HeldOperation(PullRequestFilesScreenQuery(owner: owner, name: name, number: number, count: PageSize.configured),
                             in: environment, policy: policy, advice: .gitHub)
        changes = PullRequestChanges(environment: environment, navigator: navigator, rest: rest)
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "the diff at the file") { [unowned self] in openSelected() }
            try changes.bindDiff(to: keys, of: repository, number: number)
            try keys.bind(.nextPage, description: "the next page of files, loaded as needed") { [unowned self] in
                paging.turn(by: 1, in: files.view, of: connection)
            }
            try keys.bind(.previousPage, description: "the page of files before") { [unowned self] in
                paging.turn(by: -1, in: files.view, of: connection)
            }
        }
        files.view.onNearEnd = { [unowned self] in loadNextPage() }
        files.view.fillsHeight = true
        files.view.onActivate = { [unowned self] _ in openSelected() }
        follower = Follower { [unowned self] in follow() }
    }

    var helpLines: [String] { keys.helpLines }

    /// Why the last page load failed, or the diff pager's words, until the next key.
    var noticeSources: [any NoticeSource] { [changes, paging] }

    /// The pull request, for the person's own commands.
    var commandValues: [String: String] {
        guard shown.value != nil else { return [:] }
        return ["RepoNameWithOwner": "\(repository.owner)/\(repository.name)", "Number": String(number)]
    }

    private var connection: PullRequestFileList_pullRequest.Files? {
        shown.value?.pullRequestFileList.files
    }

    /// Copies what the data says into the properties the views read, where it differs.
    private func follow() {
        let status = held.status
        if status != self.status { self.status = status }
        let shown = Shown(held.data) { $0.repository?.pullRequest }
        if shown != self.shown { self.shown = shown }
        guard let pullRequest = shown.value else { return }
        let rows = pullRequest.pullRequestFileList.files?.nodes ?? []
        files.show(rows, status: status)
        var summary = counted(pullRequest.changedFiles, "file changed", plural: "files changed")
            + " · +\(pullRequest.additions) −\(pullRequest.deletions)"
        if rows.count < pullRequest.changedFiles { summary += " · \(rows.count) shown" }
        if connection?.isLoadingNext == true { summary += " · loading more…" }
        if summary != self.summary { self.summary = summary }
    }

    private func loadNextPage() {
        guard let connection else { return }
        paging.loadNext(of: connection, in: files.view)
    }

    private func openSelected() {
        guard let file = files.selected else { return }
        changes.showDiff(of: repository, number: number, at: file.path)
    }

    // MARK: Screen

    func handle(_ key: Key) -> Bool {
        keys.handle(key) || files.view.handle(key)
    }

    func retry() {
        dismissNotice()
        held.retry()
    }

    func close() {
        follower?.stop()
        held.close()
    }

    func layout(in bounds: Rect) -> [Placement] {
        shown.layout(in: bounds, emptyState: emptyState, missing: missingNotice) { _ in
            Stack.vertical([.init(heading, .fixed(1)), .gap(), .init(files.view)]).layout(in: bounds)
        }
    }
}

// MARK: Restoration

extension PullRequestFilesScreen: RestorableScreen {
    static let restoreName = "pullRequestFiles"

    var descriptor: ScreenDescriptor? {
        ScreenDescriptor(Self.restoreName, ["owner": .string(repository.owner), "name": .string(repository.name), "number": .int(number)],
                         place: files.recordedPlace)
    }

    static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                         navigator: any Navigator) throws(ScreenDescriptorError) -> PullRequestFilesScreen {
        try descriptor.expecting(["owner", "name", "number"])
        let number = try descriptor.int("number")
        guard number >= 1 else { throw .badArgument(screen: descriptor.screen, argument: "number") }
        let screen = PullRequestFilesScreen(environment: environment, navigator: navigator, owner: try descriptor.string("owner"),
                                            name: try descriptor.string("name"), number: number, policy: .storeAndNetwork)
        descriptor.place.map(screen.files.restore)
        return screen
    }
}
