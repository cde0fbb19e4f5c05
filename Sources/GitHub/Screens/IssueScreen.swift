import Baton
import BatonScreens
import BatonTUI
import Markdown
import Observation

/// One issue: its header, then its body and every comment in full in a pager, as
/// GitHub's markdown; more comments paged in as the reader nears the end. `]`/`[` jump
/// between comments. `c` writes a comment; Enter sends it, Escape puts it aside.
@MainActor
@Observable
public final class IssueScreen: Screen {
    public let title: String
    public private(set) var status: ScreenStatus = .loading
    public var fetchTime: ContinuousClock.Instant? { held.fetchTime }
    private var shown = Shown.nothing

    private enum Shown: Equatable {
        case nothing
        case issue(IssueScreenQuery.Data.Repository.Issue)
        case missing
    }

    @ObservationIgnored private let held: HeldOperation<IssueScreenQuery>
    var handle: OperationHandle<IssueScreenQuery> { held.handle }
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private let commenting: Commenting
    @ObservationIgnored let composer = TextArea(
        title: "New comment", hint: "Enter starts a line · Ctrl-S or Ctrl-D sends · Esc keeps the draft")
    private var isComposing = false
    @ObservationIgnored private let paging = Paging()
    /// The body and the comments, read in full.
    @ObservationIgnored let pager = Pager(nearEndThreshold: 5)
    @ObservationIgnored private var conversation: Conversation?
    @ObservationIgnored private var header: IssueHeaderView?
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: title) { [unowned self] in status }
    @ObservationIgnored private lazy var missingNotice = Label(style: Style(dim: true)) { [unowned self] in
        "GitHub has no issue \(title), or the token cannot see it."
    }
    @ObservationIgnored private var follower: Follower?
    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private let nameWithOwner: String
    @ObservationIgnored private let number: Int
    /// Each comment added by anyone, appended to the list shown, once the issue is.
    @ObservationIgnored private(set) var liveComments: HeldSubscription<IssueCommentSubscription>?

    /// The screen of issue `number` of `owner/name`.
    /// `policy` is the first attach's: a screen drawn at launch from an earlier
    /// launch's data asks `.storeAndNetwork`, so that data is refreshed behind it.
    public init(environment: Environment, owner: String, name: String, number: Int,
                policy: FetchPolicy = .storeOrNetwork) {
        title = "\(owner)/\(name)#\(number)"
        nameWithOwner = "\(owner)/\(name)"
        self.number = number
        self.environment = environment
        held = HeldOperation(
            IssueScreenQuery(owner: owner, name: name, number: number, count: PageSize.configured), in: environment, policy: policy, advice: .gitHub)
        commenting = Commenting(environment: environment)
        composer.onSubmit = { [unowned self] text in sendComment(text) }
        composer.onCancel = { [unowned self] in setComposing(false) }
        try! keys.bind(.comment, description: "write a comment") { [unowned self] in setComposing(true) }
        try! handoff.bind(to: keys, what: "the issue")
        try! keys.bind(.nextPage, description: "the next comment, loading more at the end") { [unowned self] in
            pager.nextSection()
        }
        try! keys.bind(.previousPage, description: "the comment before") { [unowned self] in
            pager.previousSection()
        }
        pager.onNearEnd = { [unowned self] in loadNextPage() }
        follower = Follower { [unowned self] in follow() }
    }

    public var helpLines: [String] { keys.helpLines + [""] + KeyHelp.lines(LineScroll.helpEntries) }
    public var capturesText: Bool { isComposing }

    /// Why the last comment or page load failed, or what `o`/`y` did, until the next one.
    public var notice: String? { commenting.failure ?? paging.failure ?? handoff.notice }

    public func dismissNotice() {
        commenting.forgetFailure()
        paging.forgetFailure()
        handoff.forget()
    }

    /// The issue, for `o`, `y` and `Y`.
    @ObservationIgnored private lazy var handoff = Handoff { [unowned self] in
        guard case .issue = shown else { return nil }
        return Handoff.Link.issue(number, of: nameWithOwner)
    }

    /// Opens the comment field with the draft kept from before, or closes it keeping the text.
    private func setComposing(_ composing: Bool) {
        guard case .issue = shown else { return }
        if composing {
            composer.text = commenting.draft
        } else {
            commenting.draft = composer.text
        }
        isComposing = composing
    }

    private var commentConnection: CommentList_issue.Comments? {
        guard case .issue(let issue) = shown else { return nil }
        return issue.commentList?.comments
    }

    private func loadNextPage() {
        guard let commentConnection else { return }
        paging.loadNext(of: commentConnection)
    }

    private func sendComment(_ text: String) {
        // The comments' part names the list a new comment joins: until it came, nothing is sent.
        guard case .issue(let issue) = shown, let connectionID = issue.commentList?.comments.connectionID else { return }
        let sent = commenting.send(text, to: issue.id, appendingTo: connectionID)
        if sent { isComposing = false }
    }

    /// Copies what the data says into the properties the views read, where it differs.
    private func follow() {
        let status = held.status
        if status != self.status { self.status = status }
        let shown: Shown
        if let data = held.data {
            shown = data.repository?.issue.map(Shown.issue) ?? .missing
        } else {
            shown = .nothing
        }
        if shown != self.shown {
            if case .issue(let issue) = shown { header = IssueHeaderView(issue) }
            self.shown = shown
        }
        guard case .issue(let issue) = shown else { return }
        // New comments are followed once the comments' part named their list.
        if let connectionID = issue.commentList?.comments.connectionID { follow(issue, appendingTo: connectionID) }
        // The comments come in a later part than the issue: until then the heading says so.
        var summary = "Comments · loading…"
        if let connection = issue.commentList?.comments {
            // A comment added here joins the list before the server's count does; with
            // every page shown, the list's length is the count.
            let count = connection.hasNext ? connection.totalCount : max(connection.totalCount, connection.nodes.count)
            summary = "Comments (\(count))"
            if connection.isLoadingNext { summary += " · loading more…" }
        }
        if commenting.isInFlight { summary += " · sending a comment…" }
        let conversation = Conversation(
            body: issue.body, heading: summary, comments: issue.commentList?.comments.nodes ?? [],
            styles: MarkdownStyles(theme: Theme.current))
        if conversation != self.conversation {
            self.conversation = conversation
            pager.show { width in conversation.document(width: width) }
        }
    }

    /// Subscribes to the issue's new comments, appended to the comment list shown.
    private func follow(_ issue: IssueScreenQuery.Data.Repository.Issue, appendingTo connectionID: String) {
        let current = liveComments?.handle.operation
        guard current?.issueId != issue.id || current?.connections != [connectionID] else { return }
        liveComments?.close()
        liveComments = HeldSubscription(IssueCommentSubscription(issueId: issue.id, connections: [connectionID]), in: environment) {
            [unowned self] in held.retry()
        }
    }

    /// The composer's title and the rows of text under it.
    private static let composerHeight = 7

    // MARK: Screen

    public func handle(_ key: Key) -> Bool {
        if isComposing { return composer.handle(key) }
        return keys.handle(key) || pager.handle(key)
    }

    public func retry() {
        dismissNotice()
        held.retry()
    }

    public func close() {
        follower?.stop()
        liveComments?.close()
        held.close()
    }

    public func layout(in bounds: Rect) -> [Placement] {
        switch shown {
        case .nothing:
            return [Placement(emptyState, in: bounds)]
        case .missing:
            return [Placement(missingNotice, in: bounds)]
        case .issue:
            guard let header else { return [] }
            var items: [Stack.Item] = [.init(header, .fixed(IssueHeaderView.height)), .gap(), .init(pager)]
            // The comment field, while open, takes the last line and one above it.
            if isComposing { items += [.gap(), .init(composer, .fixed(Self.composerHeight))] }
            return Stack.vertical(items).layout(in: bounds)
        }
    }

    public func render(in region: inout CanvasRegion) {}
}
