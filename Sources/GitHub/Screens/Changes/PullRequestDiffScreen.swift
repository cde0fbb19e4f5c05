import Baton
import BatonScreens
import BatonTUI
import Observation

/// A pull request's diff, which GitHub serves over REST alone (`GitHubREST`), in the
/// pager: file headers bold, hunk headers cyan, additions green, deletions red; each
/// file a section that `]`/`[` move between; opened at one file when one was chosen.
/// A diff GitHub will not show (too large, or no such pull request) says so in its
/// place; a failure to fetch it is said as every screen says one, `r` to retry.
@MainActor
@Observable
final class PullRequestDiffScreen: Screen {
    /// `owner/name#12 diff`, and its count of files once it came.
    private(set) var title: String
    private(set) var status: ScreenStatus = .loading
    /// When GitHub last answered with the diff; observed by the status line.
    private(set) var fetchTime: ContinuousClock.Instant?
    /// Whether the pager shows an answer: the diff, or why GitHub gave none.
    private var answered = false

    @ObservationIgnored let pager = Pager()
    @ObservationIgnored let repository: RepositoryName
    @ObservationIgnored let number: Int
    /// The file to open at, as the screen was asked.
    @ObservationIgnored let path: String?
    @ObservationIgnored private let rest: GitHubREST
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private let changes: PullRequestChanges
    @ObservationIgnored private var fetch: Task<Void, Never>?
    /// The file the first diff opens at; none once it came, or when a relaunch restores the place read.
    @ObservationIgnored private var awaitedFile: String?
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "the diff") { [unowned self] in status }

    /// The diff of pull request `number` of `owner/name`, opened at the file `path`
    /// names when it has one, fetched through `rest`.
    init(environment: Environment, navigator: any Navigator, owner: String, name: String, number: Int, path: String? = nil,
         rest: GitHubREST = GitHubREST.connected) {
        repository = RepositoryName(owner: owner, name: name)
        self.number = number
        self.path = path
        self.rest = rest
        title = "\(owner)/\(name)#\(number) diff"
        changes = PullRequestChanges(environment: environment, navigator: navigator, rest: rest)
        keys.bindScreenKeys { keys in
            try keys.bind(.nextPage, description: "the next file") { [unowned self] in pager.nextSection() }
            try keys.bind(.previousPage, description: "the file before") { [unowned self] in pager.previousSection() }
            try changes.bindFiles(to: keys, of: repository, number: number)
        }
        awaitedFile = path
        load()
    }

    /// `owner/name#12`, as the words name it.
    private var name: String { "\(repository.owner)/\(repository.name)#\(number)" }

    var helpLines: [String] { keys.helpLines + [""] + KeyHelp.lines(LineScroll.helpEntries) }

    /// The pull request, for the person's own commands.
    var commandValues: [String: String] {
        ["RepoNameWithOwner": "\(repository.owner)/\(repository.name)", "Number": String(number)]
    }

    /// Fetches the diff, what is shown staying until it came.
    private func load() {
        fetch?.cancel()
        status = answered ? .refreshing : .loading
        let (rest, repository, number) = (rest, repository, number)
        fetch = Task { [weak self] in
            do throws(GitHubRESTError) {
                let diff = try await rest.pullRequestDiff(owner: repository.owner, name: repository.name, number: number)
                guard let self, !Task.isCancelled else { return }
                show(DiffDocument(diff))
            } catch {
                guard let self, !Task.isCancelled else { return }
                show(error)
            }
        }
    }

    private func show(_ document: DiffDocument) {
        let files = document.files.count
        title = "\(name) diff · \(files == 1 ? "1 file" : "\(files) files")"
        pager.emptyText = "The diff of \(name) is empty."
        pager.show { width in document.document(width: width) }
        if let file = awaitedFile.flatMap(document.fileIndex(path:)) { pager.open(atSection: file) }
        awaitedFile = nil
        fetchTime = .now
        answered = true
        status = .ready
    }

    /// A refusal GitHub will answer again (too large, no such pull request) takes the
    /// diff's place; a failure to reach it leaves what was shown.
    private func show(_ error: GitHubRESTError) {
        let words = Self.words(for: error, of: name)
        switch error {
        case .tooLarge, .notFound:
            title = "\(name) diff"
            pager.show { width in Pager.Document(lines: words.message.wrapped(to: width).map { StyledLine($0) }) }
            fetchTime = .now
            answered = true
            status = .ready
        case .unauthorized, .transport, .unreadable:
            status = .failed(kind: words.kind, message: words.message)
        }
    }

    /// Why the diff of `name` (`owner/name#12`) did not come, as this screen and the
    /// status line say it: one too large names the key that lists its files instead.
    static func words(for error: GitHubRESTError, of name: String) -> FailureWords {
        let words = error.words(for: "the diff", of: "pull request \(name)")
        guard case .tooLarge = error else { return words }
        let key = ScreenAction.files.keys.first?.displayName ?? ScreenAction.files.rawValue
        return FailureWords(kind: words.kind, message: words.message + " The files list (\(key)) still lists them.")
    }

    // MARK: Screen

    func handle(_ key: Key) -> Bool {
        keys.handle(key) || pager.handle(key)
    }

    func retry() {
        load()
    }

    func close() {
        fetch?.cancel()
    }

    func layout(in bounds: Rect) -> [Placement] {
        guard answered else { return [Placement(emptyState, in: bounds)] }
        return [Placement(pager, in: bounds)]
    }
}

// MARK: Restoration

extension PullRequestDiffScreen: RestorableScreen {
    static let restoreName = "pullRequestDiff"

    var descriptor: ScreenDescriptor? {
        var arguments: [String: ScreenDescriptor.Argument] = [
            "owner": .string(repository.owner), "name": .string(repository.name), "number": .int(number),
        ]
        arguments["path"] = path.map { .string($0) }
        // Before the diff came, the file it opens at is the place to come back to.
        return ScreenDescriptor(Self.restoreName, arguments, selection: awaitedFile == nil ? pager.recordedTop : nil)
    }

    /// Scrolled where it was.
    static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                         navigator: any Navigator) throws(ScreenDescriptorError) -> PullRequestDiffScreen {
        try descriptor.expecting(["owner", "name", "number", "path"])
        let number = try descriptor.int("number")
        guard number >= 1 else { throw .badArgument(screen: descriptor.screen, argument: "number") }
        let screen = PullRequestDiffScreen(environment: environment, navigator: navigator, owner: try descriptor.string("owner"),
                                           name: try descriptor.string("name"), number: number,
                                           path: try descriptor.optionalString("path"))
        if let top = descriptor.selection {
            screen.awaitedFile = nil
            screen.pager.restore(top: top)
        }
        return screen
    }
}
