import Baton
import BatonScreens
import BatonTUI
import Markdown
import Observation

/// What the issue and pull request screens share below their headers: the body and
/// every comment in full in a pager, as GitHub's markdown; more comments paged in as the
/// reader nears the end and appended live as anyone comments; `]`/`[` jumping between
/// comments; and `c`, a comment written in the composer (Ctrl-S or Ctrl-D sends, Ctrl-E
/// hands the draft to the person's editor, Escape puts it aside). A pull request's
/// review is written in the same composer, under its own title and draft. The drafts,
/// and the composer open on one, come back on a relaunch; a comment the quit left in
/// flight is looked for among the comments, and its draft goes once it is there.
@MainActor
@Observable
final class ConversationThread {
    /// The body and the comments, read in full.
    @ObservationIgnored let pager = Pager(nearEndThreshold: 5)
    @ObservationIgnored let composer = TextArea(
        title: "New comment", hint: "Enter starts a line · Ctrl-S or Ctrl-D sends · Ctrl-E opens $EDITOR · Esc keeps the draft")
    private(set) var isComposing = false
    /// What the composer writes: a comment, or a review of the pull request.
    enum Draft: Equatable {
        case comment
        case review(PullRequestReviewEvent)
    }
    @ObservationIgnored private(set) var draft = Draft.comment
    /// Sends a review written in the composer; true when it went, and the draft is done.
    @ObservationIgnored var onReview: (@MainActor (PullRequestReviewEvent, String) -> Bool)?
    @ObservationIgnored private var reviewDraft = ""
    /// The draft a relaunch opens the composer on, once the subject came.
    @ObservationIgnored private var reopening: Draft?
    /// A comment an earlier launch quit with in flight, until the comments shown tell
    /// whether GitHub took it.
    @ObservationIgnored private var unsettledComment: String?
    /// Each comment added by anyone, appended to the list shown, once the comments came.
    @ObservationIgnored private(set) var liveComments: HeldSubscription<IssueCommentSubscription>?
    /// Fetches the screen's query again: what a resumed stream missed while it was down.
    @ObservationIgnored var onResumption: (@MainActor () -> Void)?
    @ObservationIgnored private let environment: Environment
    @ObservationIgnored private let commenting: Commenting
    @ObservationIgnored private let paging = Paging()
    @ObservationIgnored private var conversation: Conversation?
    /// The issue or pull request shown and its comments (nil until their part came).
    @ObservationIgnored private var subjectID: String?
    @ObservationIgnored private var connection: (any CommentConnection)?

    /// The composer's title and the rows of text under it.
    private static let composerHeight = 7

    init(environment: Environment) {
        self.environment = environment
        commenting = Commenting(environment: environment)
        composer.onSubmit = { [unowned self] text in submit(text) }
        composer.onCancel = { [unowned self] in putAside() }
        composer.onEdit = { [unowned self] in composer.text = commenting.edit(composer.text) }
        pager.onNearEnd = { [unowned self] in loadNextPage() }
    }

    /// Binds `c`, `]` and `[` among a screen's keys.
    func bind(to keys: KeyMap) throws(KeyMapError) {
        try keys.bind(.comment, description: "write a comment") { [unowned self] in compose(.comment) }
        try keys.bind(.nextPage, description: "the next comment, loading more at the end") { [unowned self] in
            pager.nextSection()
        }
        try keys.bind(.previousPage, description: "the comment before") { [unowned self] in
            pager.previousSection()
        }
    }

    /// The comment being read (the one `]`/`[` moved to, else the one at the top), which
    /// `o`, `y` and `Y` act on; nil on the body.
    var currentComment: Conversation.Comment? {
        pager.currentSection.flatMap { conversation?.comment(inSection: $0) }
    }

    /// The pager's own keys, for the help after the screen's.
    var scrollHelpLines: [String] { KeyHelp.lines(LineScroll.helpEntries) }

    /// Why the last comment or page load failed, until the next one.
    var noticeSources: [any NoticeSource] { [commenting, paging] }

    /// Shows `body` and the comments `connection` holds of the issue or pull request
    /// `subjectID`; the pager draws again only when what it shows changed. `current`: the
    /// comments are GitHub's answer to this launch's fetch, not the image's.
    func show(subjectID: String, body: String, comments connection: (any CommentConnection)?, current: Bool) {
        self.subjectID = subjectID
        self.connection = connection
        if let reopening {
            self.reopening = nil
            compose(reopening)
        }
        // New comments are followed once the comments' part named their list.
        if let connectionID = connection?.connectionID { follow(subjectID, appendingTo: connectionID) }
        // The image's comments are from before the quit: only GitHub's answer can tell.
        if current, let connection, let unsettledComment { settle(unsettledComment, against: connection) }
        // The comments come in a later part than the header: until then the heading says so.
        var summary = "Comments · loading…"
        if let connection {
            // A comment added here joins the list before the server's count does; with
            // every page shown, the list's length is the count.
            let comments = connection.comments
            let count = connection.hasNext ? connection.totalCount : max(connection.totalCount, comments.count)
            summary = "Comments (\(count))"
            if connection.isLoadingNext { summary += " · loading more…" }
        }
        if commenting.isInFlight { summary += " · sending a comment…" }
        let conversation = Conversation(
            body: body, heading: summary, comments: connection?.comments ?? [], styles: MarkdownStyles(theme: Theme.current))
        if conversation != self.conversation {
            self.conversation = conversation
            pager.show { width in conversation.document(width: width) }
        }
    }

    /// The composer takes the keys while open; else the screen's keys, then the pager's.
    func handle(_ key: Key, screenKeys keys: KeyMap) -> Bool {
        if isComposing { return composer.handle(key) }
        return keys.handle(key) || pager.handle(key)
    }

    /// The pager, and the composer under it while open.
    var items: [Stack.Item] {
        var items: [Stack.Item] = [.init(pager)]
        if isComposing { items += [.gap(), .init(composer, .fixed(Self.composerHeight))] }
        return items
    }

    func close() {
        liveComments?.close()
    }

    /// Opens the composer on `draft`, with its text kept from before.
    func compose(_ draft: Draft) {
        guard subjectID != nil else { return }
        self.draft = draft
        switch draft {
        case .comment:
            composer.title = "New comment"
            composer.text = commenting.draft
        case .review(let event):
            composer.title = event == .REQUEST_CHANGES ? "Review: request changes" : "Review: comment"
            composer.text = reviewDraft
        }
        isComposing = true
    }

    /// Closes the composer, keeping its text for the next time it opens on that draft.
    private func putAside() {
        if draft == .comment { commenting.draft = composer.text } else { reviewDraft = composer.text }
        isComposing = false
    }

    private func submit(_ text: String) {
        switch draft {
        case .comment:
            sendComment(text)
        case .review(let event):
            guard onReview?(event, text) == true else { return }
            reviewDraft = ""
            isComposing = false
        }
    }

    private func loadNextPage() {
        guard let connection else { return }
        paging.loadNext(of: connection)
    }

    private func sendComment(_ text: String) {
        // The comments' part names the list a new comment joins: until it came, nothing is sent.
        guard let subjectID, let connectionID = connection?.connectionID else { return }
        let sent = commenting.send(text, to: subjectID, appendingTo: connectionID)
        if sent { isComposing = false }
    }

    /// A comment sent as the last launch quit, once GitHub's comments say whether it
    /// arrived: a composer reopened on its text is emptied with its draft.
    private func settle(_ sent: String, against connection: any CommentConnection) {
        guard commenting.settle(sent: sent, among: connection.comments.map(\.body), complete: !connection.hasNext) else { return }
        unsettledComment = nil
        if isComposing, draft == .comment, commenting.draft.isEmpty, composer.text == sent { composer.text = "" }
    }

    /// Subscribes to the subject's new comments, appended to the comment list shown.
    private func follow(_ subjectID: String, appendingTo connectionID: String) {
        let current = liveComments?.handle.operation
        guard current?.issueId != subjectID || current?.connections != [connectionID] else { return }
        liveComments?.close()
        liveComments = HeldSubscription(IssueCommentSubscription(issueId: subjectID, connections: [connectionID]), in: environment) {
            [unowned self] in onResumption?()
        }
    }
}

// MARK: Drafts across a relaunch

extension ConversationThread.Draft {
    /// `comment`, `review:COMMENT`, `review:REQUEST_CHANGES`: the name a descriptor records.
    var recordName: String {
        switch self {
        case .comment: "comment"
        case .review(let event): "review:\(event.name)"
        }
    }

    /// The draft a recorded name gives; nil for a name this version does not write.
    init?(recordName: String) {
        switch recordName {
        case "comment": self = .comment
        case "review:COMMENT": self = .review(.COMMENT)
        case "review:REQUEST_CHANGES": self = .review(.REQUEST_CHANGES)
        default: return nil
        }
    }
}

extension ConversationThread {
    /// The comment's and the review's text not sent, by name (the composer's text for the
    /// one it has open), each only where it has some; and, as `sending`, a comment in
    /// flight or not yet known to have arrived.
    var drafts: [String: String] {
        var drafts = ["comment": commenting.draft, "review": reviewDraft, "sending": commenting.sending ?? unsettledComment ?? ""]
        if isComposing { drafts[draft == .comment ? "comment" : "review"] = composer.text }
        return drafts.filter { !$0.value.isEmpty }
    }

    /// The draft the composer has open, or opens once the subject comes.
    var composing: String? {
        (isComposing ? draft : reopening)?.recordName
    }

    /// Puts back what an earlier launch recorded: the drafts' text, the comment it quit
    /// with in flight, and the composer open on `composing` once the subject shows.
    func restore(drafts: [String: String], composing: String?) {
        commenting.draft = drafts["comment"] ?? ""
        reviewDraft = drafts["review"] ?? ""
        unsettledComment = drafts["sending"]
        reopening = composing.flatMap(Draft.init(recordName:))
    }
}
