import Baton
import BatonScreens
import BatonTUI
import Observation

/// One issue or pull request: its header, then its conversation (`ConversationThread`):
/// the body and every comment in full in a pager, as GitHub's markdown, `c` to write
/// a comment, and the actions on it (close, merge, ...). `IssueScreen` and
/// `PullRequestScreen` name its two kinds.
@MainActor
@Observable
final class ConversationScreen<Subject: ConversationSubject>: Screen {
    public let title: String
    public private(set) var status: ScreenStatus = .loading
    public var fetchTime: ContinuousClock.Instant? { held.fetchTime }
    private var shown = Shown<Subject>.nothing

    @ObservationIgnored private let held: HeldOperation<Subject.Query>
    var handle: OperationHandle<Subject.Query> { held.handle }
    @ObservationIgnored private let keys = KeyMap()
    let thread: ConversationThread
    @ObservationIgnored private var header: (any View)?
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: title) { [unowned self] in status }
    @ObservationIgnored private lazy var missingNotice = Label(style: Style(dim: true)) { [unowned self] in
        "GitHub has no \(Subject.noun) \(title), or the token cannot see it."
    }
    @ObservationIgnored private var follower: Follower?
    @ObservationIgnored private let nameWithOwner: String
    @ObservationIgnored private let repository: RepositoryName
    @ObservationIgnored private let number: Int
    @ObservationIgnored let actions: ConversationActions
    /// What opens a pull request's checks, files and diff; none in a preview, whose keys
    /// only scroll and act.
    @ObservationIgnored private weak var navigator: (any Navigator)?
    /// A pull request's files and diff.
    @ObservationIgnored private let changes: PullRequestChanges

    /// The screen of issue or pull request `number` of `owner/name`.
    /// `policy` is the first attach's: a screen drawn at launch from an earlier
    /// launch's data asks `.storeAndNetwork`, so that data is refreshed behind it.
    init(environment: Environment, owner: String, name: String, number: Int, navigator: (any Navigator)? = nil,
         policy: FetchPolicy = .storeOrNetwork) {
        title = "\(owner)/\(name)#\(number)"
        nameWithOwner = "\(owner)/\(name)"
        repository = RepositoryName(owner: owner, name: name)
        self.navigator = navigator
        self.number = number
        held = HeldOperation(
            Subject.query(owner: owner, name: name, number: number, count: PageSize.configured), in: environment, policy: policy, advice: .gitHub)
        thread = ConversationThread(environment: environment)
        actions = ConversationActions(environment: environment)
        changes = PullRequestChanges(environment: environment, navigator: navigator)
        thread.onResumption = { [unowned self] in held.retry() }
        thread.onReview = { [unowned self] event, body in
            target.map { actions.review($0, event: event, body: body) } ?? false
        }
        keys.bindScreenKeys { keys in
            try thread.bind(to: keys)
            try handoff.bind(to: keys, what: "the comment ]/[ moved to or at the top (else the \(Subject.noun))")
            try actions.bind(to: keys, navigator: { [unowned self] in navigator }) { [unowned self] in target }
            try keys.bind(.review, description: "review the pull request: approve, comment or request changes") { [unowned self] in
                guard let target else { return }
                actions.askToReview(target) { [unowned self] event in thread.compose(.review(event)) }
            }
            try changes.bind(to: keys) { [unowned self] in target?.reference }
        }
        follower = Follower { [unowned self] in follow() }
    }

    /// Whether the store holds all this screen shows of issue or pull request `number`.
    static func isAvailable(owner: String, name: String, number: Int, in environment: Environment) -> Bool {
        environment.store.isAvailable(Subject.query(owner: owner, name: name, number: number, count: PageSize.configured))
    }

    public var helpLines: [String] { keys.helpLines + [""] + thread.scrollHelpLines }
    /// While an action asks first, its question takes the next key.
    public var capturesText: Bool { thread.isComposing || actions.isAsking }
    public var asksQuestion: Bool { actions.isAsking }

    /// An action's question or outcome, why the last comment or page load failed, or
    /// what `o`/`y` did, until the next one.
    public var noticeSources: [any NoticeSource] { actions.noticeSources + [changes] + thread.noticeSources + [handoff] }

    /// The comment being read, else the issue or pull request, for `o`, `y` and `Y`; a
    /// comment's short name is its issue's or pull request's.
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in
        guard let subject = shown.value else { return nil }
        return Handoff.Link.numbered(number, of: nameWithOwner, url: thread.currentComment?.url ?? subject.url)
    }

    /// What the actions act on: the issue or pull request shown; nil before it came.
    private var target: ActionTarget? { shown.value?.actionTarget(number: number, in: repository) }

    /// The issue or pull request shown (its own page, whichever comment is read), for the
    /// person's own commands.
    public var commandValues: [String: String] {
        shown.value?.commandValues(number: number, in: nameWithOwner) ?? [:]
    }

    /// Copies what the data says into the properties the views read, where it differs.
    private func follow() {
        let status = held.status
        if status != self.status { self.status = status }
        let shown = Shown(held.data, Subject.subject(in:))
        if shown != self.shown {
            if let subject = shown.value { header = subject.header }
            self.shown = shown
        }
        guard let subject = shown.value else { return }
        thread.show(subjectID: subject.id, body: subject.body, comments: subject.comments, current: status == .ready)
    }

    // MARK: Screen

    public func handle(_ key: Key) -> Bool {
        actions.handle(key) || thread.handle(key, screenKeys: keys)
    }

    public func retry() {
        dismissNotice()
        held.retry()
    }

    public func close() {
        follower?.stop()
        thread.close()
        held.close()
    }

    public func layout(in bounds: Rect) -> [Placement] {
        shown.layout(in: bounds, emptyState: emptyState, missing: missingNotice) { _ in
            guard let header else { return [] }
            return Stack.vertical([.init(header, .fixed(Subject.headerHeight)), .gap()] + thread.items).layout(in: bounds)
        }
    }
}

// MARK: Restoration

extension ConversationScreen: RestorableScreen {
    static var restoreName: String { Subject.screenName }

    var descriptor: ScreenDescriptor? {
        let subject = handle.operation
        return ScreenDescriptor(Self.restoreName, ["owner": .string(subject.owner), "name": .string(subject.name), "number": .int(subject.number)],
                                selection: thread.pager.recordedTop, drafts: thread.drafts, composing: thread.composing)
    }

    /// Scrolled where it was, its drafts kept and the composer open where it was.
    static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                         navigator: any Navigator) throws(ScreenDescriptorError) -> ConversationScreen {
        try descriptor.expecting(["owner", "name", "number"])
        let owner = try descriptor.string("owner")
        let name = try descriptor.string("name")
        let number = try descriptor.int("number")
        guard number >= 1 else { throw .badArgument(screen: descriptor.screen, argument: "number") }
        let screen = ConversationScreen(environment: environment, owner: owner, name: name, number: number, navigator: navigator,
                                        policy: .storeAndNetwork)
        descriptor.selection.map { screen.thread.pager.restore(top: $0) }
        screen.restoreDrafts(descriptor.drafts ?? [:], composing: descriptor.composing)
        return screen
    }

    func restoreDrafts(_ drafts: [String: String], composing: String?) {
        thread.restore(drafts: drafts, composing: composing)
    }
}
