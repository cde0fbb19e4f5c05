import Baton
import BatonScreens
import BatonTUI
import Observation

/// A picker over an issue or a pull request (its labels, its assignees): the
/// repository's candidates under a filter line that takes what is typed, those the item
/// has marked. Enter adds the selected one or takes it away at once, through the store,
/// so the item's rows and header change with the mark; a refusal puts both back and
/// says GitHub's words. ↑/↓ move, Esc goes back. `LabelPicker` and `AssigneePicker`
/// name its two kinds.
@MainActor
@Observable
final class PickerScreen<Kind: PickerKind>: Screen {
    let title: String
    private(set) var status: ScreenStatus = .loading
    private var summary = ""
    private var hasData = false

    @ObservationIgnored let rows = RowList<PickerRow>(emptyText: "Nothing matches the filter") { row, state in
        PickerRowView(row, state: state)
    }
    @ObservationIgnored let filter = TextInput(prompt: "Filter: ", hint: "type to narrow; Enter adds or removes; Esc goes back")
    @ObservationIgnored let actions: ConversationActions
    @ObservationIgnored private let target: ActionTarget
    @ObservationIgnored private let held: HeldOperation<Kind.Query>
    @ObservationIgnored private weak var navigator: (any Navigator)?
    @ObservationIgnored private var follower: Follower?
    @ObservationIgnored private lazy var heading = Label(style: Style(dim: true)) { [unowned self] in summary }
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: Kind.noun) { [unowned self] in status }

    init(target: ActionTarget, environment: Environment, navigator: any Navigator) {
        self.target = target
        self.navigator = navigator
        title = "\(target.name) \(Kind.noun)"
        actions = ConversationActions(environment: environment)
        let repository = target.reference.repository
        held = HeldOperation(Kind.query(owner: repository.owner, name: repository.name, id: target.id), in: environment,
                             policy: .storeAndNetwork, advice: .gitHub)
        follower = Follower { [unowned self] in follow() }
    }

    var fetchTime: ContinuousClock.Instant? { held.fetchTime }
    /// The filter line takes what is typed.
    var capturesText: Bool { true }
    var noticeSources: [any NoticeSource] { actions.noticeSources }
    var helpLines: [String] {
        ["Enter  add the selected one, or take it away", "↑ ↓    move", "Esc    back", "typed  narrows the list"]
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .escape:
            navigator?.back()
        case .enter:
            toggleSelected()
        case .up, .down, .pageUp, .pageDown, .control("p"), .control("n"), .mouse:
            let moves: [Key: Key] = [.control("p"): .up, .control("n"): .down]
            return rows.view.handle(moves[key] ?? key)
        default:
            return filter.handle(key)
        }
        return true
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
        var items: [Stack.Item] = [.init(filter, .fixed(1)), .gap()]
        items += hasData ? [.init(heading, .fixed(1)), .gap(), .init(rows.view)] : [.init(emptyState)]
        return Stack.vertical(items).layout(in: bounds)
    }

    /// Copies what the data says, under the filter, into the properties the views read.
    private func follow() {
        let status = held.status
        if status != self.status { self.status = status }
        let data = held.data
        let chosen = data.flatMap(Kind.chosen)
        let hasData = chosen != nil
        if hasData != self.hasData { self.hasData = hasData }
        // What the item has that the repository no longer offers still shows, first, to be taken away.
        let offered = data.map(Kind.candidates) ?? []
        let offeredIDs = Set(offered.map(\.id))
        let candidates = (chosen ?? []).filter { !offeredIDs.contains($0.id) } + offered
        let chosenIDs = Set((chosen ?? []).map(\.id))
        let filter = filter.text
        // Those whose name the filter finds come before those only their detail matches.
        let matching = candidates.filter { filter.isEmpty || $0.matches(filter) }
        let byName = matching.filter { filter.isEmpty || $0.matchesText(filter) }
        let shown = byName + matching.filter { !filter.isEmpty && !$0.matchesText(filter) }
        rows.show(shown.map { PickerRow(candidate: $0, isChosen: chosenIDs.contains($0.id)) }, status: status)
        let summary = data != nil && chosen == nil
            ? "GitHub has no such \(target.noun), or the token cannot see it."
            : "\(chosenIDs.count) of \(candidates.count) \(Kind.noun) on \(target.name)" + (filter.isEmpty ? "" : " · \(shown.count) match")
        if summary != self.summary { self.summary = summary }
    }

    private func toggleSelected() {
        // Keys typed in one burst reach here before the follower's turn: the rows are
        // brought to the filter typed first, so Enter acts on the row it leaves selected.
        follow()
        guard let row = rows.selected, let chosen = held.data.flatMap(Kind.chosen) else { return }
        Kind.toggle(row.candidate, adding: !row.isChosen, chosen: chosen, on: target, through: actions)
    }
}
