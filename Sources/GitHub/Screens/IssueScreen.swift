import Baton
import BatonTUI
import Observation

/// One issue: its header and body, then its comments, each a view over its own
/// fragment's lens.
@MainActor
@Observable
public final class IssueScreen: Screen {
    public let title: String
    public private(set) var status: ScreenStatus = .loading
    private var shown = Shown.nothing
    private var commentSummary = ""

    private enum Shown: Equatable {
        case nothing
        case issue(IssueDetailsScreenQuery.Data.Repository.Issue)
        case missing
    }

    @ObservationIgnored private let handle: OperationHandle<IssueDetailsScreenQuery>
    @ObservationIgnored private var retention: Retention?
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored let comments = RowList<CommentRow_comment>(rowHeight: CommentRowView.height, emptyText: "No comments") {
        comment, state in CommentRowView(comment, state: state)
    }
    @ObservationIgnored private var header: IssueHeaderView?
    @ObservationIgnored private lazy var commentsHeading = Label(style: Style(bold: true)) { [unowned self] in commentSummary }
    @ObservationIgnored private lazy var placeholder = PlaceholderView(subject: title) { [unowned self] in status }
    @ObservationIgnored private lazy var missingNotice = Label(style: Style(dim: true)) { [unowned self] in
        "GitHub has no issue \(title), or the token cannot see it."
    }
    @ObservationIgnored private var follower: Follower?

    /// The screen of issue `number` of `owner/name`.
    public init(environment: Environment, owner: String, name: String, number: Int) {
        title = "\(owner)/\(name)#\(number)"
        handle = environment.handle(for: IssueDetailsScreenQuery(owner: owner, name: name, number: number))
        retention = handle.retain()
        follower = Follower { [unowned self] in follow() }
    }

    public var helpLines: [String] { keys.helpLines }

    /// Copies what the data says into the properties the views read, where it differs.
    private func follow() {
        let status = handle.screenStatus
        if status != self.status { self.status = status }
        let shown: Shown
        if let data = handle.phase.data {
            shown = data.repository?.issue.map(Shown.issue) ?? .missing
        } else {
            shown = .nothing
        }
        if shown != self.shown {
            if case .issue(let issue) = shown { header = IssueHeaderView(issue.issueHeader) }
            self.shown = shown
        }
        guard case .issue(let issue) = shown else { return }
        let summary = "Comments (\(issue.comments.totalCount))"
        if summary != commentSummary { commentSummary = summary }
        comments.show(issue.comments.nodes.map { $0.map(\.commentRow) } ?? [])
    }

    // MARK: Screen

    public func handle(_ key: Key) -> Bool {
        keys.handle(key) || comments.view.handle(key)
    }

    public func retry() {
        handle.retry()
    }

    public func close() {
        follower?.stop()
        retention?.end()
    }

    public func layout(in bounds: Rect) -> [Placement] {
        switch shown {
        case .nothing:
            return [Placement(placeholder, in: bounds)]
        case .missing:
            return [Placement(missingNotice, in: bounds)]
        case .issue:
            guard let header else { return [] }
            // The header and body take a third of the height, at least their first lines.
            let headerHeight = min(bounds.height, max(5, bounds.height / 3))
            let listTop = bounds.minY + headerHeight + 1
            return [
                Placement(header, in: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: headerHeight)),
                Placement(commentsHeading, in: Rect(x: bounds.minX, y: listTop, width: bounds.width, height: 1)),
                Placement(comments.view, in: Rect(x: bounds.minX, y: listTop + 1, width: bounds.width, height: bounds.maxY - listTop - 1)),
            ]
        }
    }

    public func render(in region: inout CanvasRegion) {}
}
