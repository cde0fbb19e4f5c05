import Baton
import BatonScreens
import BatonTUI
import Observation

/// The GitHub dashboard's inbox section: the viewer's notification threads, unread
/// first and marked, each with its repository, its title, why it is there and when it
/// changed. `/` narrows by words, `reason:` and `repo:`; `t` lists those the viewer takes
/// part in alone, or all again; Enter opens the or pull request's conversation; `m` marks the thread read, `d` done, `M` every thread read,
/// each at once and put back with GitHub's words if GitHub refuses. `r` asks GitHub
/// again, no sooner than GitHub allows.
@MainActor
@Observable
final class InboxScreen: Screen {
    let title = "Inbox"
    private(set) var status: ScreenStatus = .loading
    private var summary = ""
    private var hasData = false
    /// The unread threads, for the section's count.
    private(set) var count: Int?

    @ObservationIgnored let rows = RowList<InboxRow>(emptyText: "Nothing in the inbox") { row, state in InboxRowView(row, state: state) }
    @ObservationIgnored let filter = TextInput(prompt: "Filter: ", hint: "reason:mention repo:owner/name words", isFocused: false)
    @ObservationIgnored let inbox: Inbox
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private var follower: Follower?
    @ObservationIgnored private lazy var heading = Label(style: Style(dim: true)) { [unowned self] in summary }
    @ObservationIgnored private lazy var waiting = Label(style: Style(dim: true)) { [unowned self] in
        inbox.notice ?? "Asking GitHub for your notifications…"
    }

    init(environment: Environment, navigator: any Navigator) {
        self.navigator = navigator
        inbox = Inbox.of(environment)
        inbox.start()
        // The rows follow the filter at once as it closes: keys typed in the same burst
        // (Enter, `m`, `d`) act on the thread it leaves selected, not on the rows drawn before.
        filter.onSubmit = { [unowned self] _ in
            filter.isFocused = false
            follow()
        }
        filter.onCancel = { [unowned self] in
            filter.text = ""
            filter.isFocused = false
            follow()
        }
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "open the issue or pull request the thread is about") { [unowned self] in openSelected() }
            try keys.bind(.narrow, description: "narrow the threads: words, reason:mention, repo:owner/name") { [unowned self] in
                filter.isFocused = true
            }
            try keys.bind(.markRead, description: "mark the thread read") { [unowned self] in rows.selected.map(inbox.markRead) }
            try keys.bind(.markDone, description: "mark the thread done: it leaves the inbox") { [unowned self] in
                rows.selected.map(inbox.markDone)
            }
            try keys.bind(.markAllRead, description: "mark every thread read") { [unowned self] in inbox.markAllRead() }
            try keys.bind(.switchList, description: "switch between every thread and those you take part in") { [unowned self] in
                inbox.switchList()
            }
        }
        rows.view.onActivate = { [unowned self] _ in openSelected() }
        rows.view.fillsHeight = true
        follower = Follower { [unowned self] in follow() }
    }

    var fetchTime: ContinuousClock.Instant? { inbox.polledAt }
    var helpLines: [String] { keys.helpLines }
    var capturesText: Bool { filter.isFocused }
    var noticeSources: [any NoticeSource] { [inbox] }

    func handle(_ key: Key) -> Bool {
        if filter.isFocused { return filter.handle(key) }
        return keys.handle(key) || rows.view.handle(key)
    }

    /// Asks GitHub now, unless GitHub asked for more time between polls.
    func retry() {
        inbox.refresh()
    }

    func close() {
        follower?.stop()
    }

    func layout(in bounds: Rect) -> [Placement] {
        guard hasData else { return Stack.vertical([.init(waiting)]).layout(in: bounds) }
        var items: [Stack.Item] = []
        if filter.isFocused || !filter.text.isEmpty { items += [.init(filter, .fixed(1)), .gap()] }
        items += [.init(heading, .fixed(1)), .gap(), .init(rows.view)]
        return Stack.vertical(items).layout(in: bounds)
    }

    /// Copies what the store holds into the properties the views read, where it differs.
    private func follow() {
        let status: ScreenStatus = inbox.isPolling ? (inbox.rows == nil ? .loading : .refreshing) : .ready
        if status != self.status { self.status = status }
        guard let all = inbox.rows else { return }
        if !hasData { hasData = true }
        let filter = filter.text
        let shown = InboxRow.ordered(all.filter { filter.isEmpty || $0.matches(filter) })
        rows.show(shown, status: status)
        let unread = all.count(where: \.unread)
        if unread != count { count = unread }
        let summary = "\(unread) unread of \(all.count)" + (inbox.participating ? ", those you take part in" : "")
            + (filter.isEmpty ? "" : " · \(shown.count) match “\(filter)”")
        if summary != self.summary { self.summary = summary }
    }

    private func openSelected() {
        guard let row = rows.selected else { return }
        guard let reference = row.conversation else {
            summary = "\(row.kind) threads open on GitHub's site, not here"
            return
        }
        if row.unread { inbox.markRead(row) }
        navigator?.open(reference.screen(in: inbox.environment, navigator: navigator))
    }
}
