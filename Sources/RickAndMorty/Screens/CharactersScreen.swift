import Baton
import BatonScreens
import BatonTUI
import Foundation
import Observation

/// The characters tab: pages of twenty, each held by its own handle. `]`/`[` show the
/// next or previous page by number, alone, once it has answered: until then, and when
/// it fails, the rows shown stay and the footer says so. Nearing the last row appends
/// the next page; `/` narrows the list by name.
@MainActor
@Observable
public final class CharactersScreen: Screen {
    /// The pages shown, consecutive, the first at the top.
    private(set) var pages: [HeldOperation<CharactersScreenQuery>] = []
    /// The page `]` or `[` asked for, shown in place of `pages` once it has data.
    private(set) var turning: HeldOperation<CharactersScreenQuery>?
    /// The name the list is narrowed by, nil for every character.
    public private(set) var nameFilter: String?
    public private(set) var isEditingFilter = false
    /// The shown pages' status; a page being turned to speaks in the footer instead,
    /// so its failure does not read as the shown rows'.
    public private(set) var status: ScreenStatus = .loading
    /// How many rows the list shows, for the footer, which renders when it changes.
    private var rowCount = 0

    @ObservationIgnored private let environment: Environment
    @ObservationIgnored let characters: CharacterList
    @ObservationIgnored private let filterInput: TextInput
    @ObservationIgnored private let footer: Label
    @ObservationIgnored private let keys = KeyMap()
    @ObservationIgnored private lazy var emptyState = EmptyStateView(subject: "characters") { [unowned self] in status }
    @ObservationIgnored private var follower: Follower?

    public init(environment: Environment, navigator: any Navigator, page: Int = 1, name: String? = nil) {
        self.environment = environment
        filterInput = TextInput(prompt: "/", hint: "name, Enter to apply, Esc to cancel")
        characters = CharacterList(environment: environment, navigator: navigator, emptyText: "No characters")
        footer = Label(style: Style(dim: true)) { "" }
        footer.content = { [unowned self] in footerText }
        // On the next turn: nearing the end may come inside `follow` (a restored selection
        // placed on the last row), and a page appended there, its rows read from the store
        // at once, would be a change that follow in progress does not see.
        characters.list.onNearEnd = { [unowned self] in Task { @MainActor [weak self] in self?.appendNextPage() } }
        filterInput.onSubmit = { [unowned self] text in applyFilter(text) }
        filterInput.onCancel = { [unowned self] in isEditingFilter = false }
        bindKeys()
        show(page: page, name: name)
        follower = Follower { [unowned self] in follow() }
    }

    // MARK: Screen

    public var title: String {
        nameFilter.map { "Characters named “\($0)”" } ?? "Characters"
    }

    public var helpLines: [String] {
        characters.keys.helpLines + keys.helpLines
    }

    public var capturesText: Bool { isEditingFilter || characters.preview.capturesKeys }

    /// The first page's: the pages after it were fetched since.
    public var fetchTime: ContinuousClock.Instant? { pages.first?.fetchTime }

    public func retry() {
        pages.forEach { $0.retry() }
        turning?.retry()
        characters.preview.retry()
    }

    public func close() {
        follower?.stop()
        characters.close()
        pages.forEach { $0.close() }
        pages = []
        turning?.close()
        turning = nil
    }

    public var commandValues: [String: String] { characters.commandValues }

    public func handle(_ key: Key) -> Bool {
        if isEditingFilter { return filterInput.handle(key) }
        if characters.preview.capturesKeys { return characters.handle(key) }
        return keys.handle(key) || characters.handle(key)
    }

    // MARK: Layout

    public func layout(in bounds: Rect) -> [Placement] {
        // No rows yet: say that they load or why they failed, not that there are none.
        let rows: any View = rowCount == 0 && status != .ready ? emptyState : characters.list
        return characters.preview.layout(in: bounds) { list in
            Stack.vertical([.init(rows), .init(isEditingFilter ? filterInput : footer, .fixed(1))]).layout(in: list)
        }
    }

    /// Copies what the pages say into the properties the views read, where it differs;
    /// the list keeps the row views of rows that stayed in their places.
    private func follow() {
        finishTurning()
        let status = ScreenStatus.combined(pages.map(\.status))
        if status != self.status { self.status = status }
        characters.list.emptyText = nameFilter.map { "No characters match “\($0)”" } ?? "No characters"
        var fresh: [CharacterList.Row] = []
        for page in pages {
            guard let results = page.data?.characters?.results else { break }
            for result in results {
                guard let id = result.id else { continue }
                fresh.append(CharacterList.Row(id: id, character: result.characterRow))
            }
        }
        characters.show(fresh, status: status)
        if fresh.count != rowCount { rowCount = fresh.count }
    }

    /// The pages shown and how many there are; a filter that matched nothing says so
    /// rather than "page 1 of 0", and a page that failed to append is not counted.
    private var footerText: String {
        let keys = "]/[ pages  / filter"
        let loaded = pages.filter { $0.data != nil }
        guard let first = loaded.first, let last = loaded.last else { return keys }
        var turningWords: String?
        if let turning, let number = turning.handle.operation.page {
            turningWords = turning.status == .loading ? "Loading page \(number)…" : "Couldn't load page \(number) · r to retry"
        }
        if let info = first.data?.characters?.info, info.count == 0 {
            let none = nameFilter.map { "no characters named “\($0)”" } ?? "no characters"
            return [none, keys].joined(separator: "  ·  ")
        }
        let firstNumber = first.handle.operation.page ?? 1
        let lastNumber = last.handle.operation.page ?? 1
        let numbers = firstNumber == lastNumber ? "page \(firstNumber)" : "pages \(firstNumber)–\(lastNumber)"
        var parts = [numbers]
        if let info = first.data?.characters?.info, let total = info.pages, let count = info.count {
            parts[0] += " of \(total)"
            parts.append("\(rowCount) of " + counted(count, "character"))
        }
        if let pending = pages.last, pending.data == nil, let number = pending.handle.operation.page {
            parts.append(pending.handle.phase.isLoading ? "loading page \(number)…" : "page \(number) not loaded")
        }
        if let turningWords { parts.append(turningWords) }
        parts.append(keys)
        return parts.joined(separator: "  ·  ")
    }

    // MARK: Actions

    private func bindKeys() {
        keys.bindScreenKeys { keys in
            try keys.bind(.nextPage, description: "the next page by number, shown alone") { [unowned self] in turnPage(by: 1) }
            try keys.bind(.previousPage, description: "the page before by number, shown alone") { [unowned self] in turnPage(by: -1) }
            try keys.bind(.narrow, description: "filter by name") { [unowned self] in
                filterInput.text = nameFilter ?? ""
                isEditingFilter = true
            }
        }
    }

    /// Shows one page alone, from its top.
    private func show(page: Int, name: String?) {
        let held = HeldOperation(CharactersScreenQuery(page: page, name: name), in: environment, policy: .storeAndNetwork, advice: .rickAndMorty)
        turning?.close()
        turning = nil
        pages.forEach { $0.close() }
        pages = [held]
        nameFilter = name
        characters.show([], status: .loading)
        characters.list.select(0)
    }

    /// Asks for the page `step` pages past the shown ones (or past the one being turned
    /// to), keeping the rows shown until it answers.
    private func turnPage(by step: Int) {
        guard let first = pages.first, let last = pages.last else { return }
        let from = turning?.handle.operation.page
        let target = step > 0 ? (from ?? last.handle.operation.page ?? 1) + 1 : (from ?? first.handle.operation.page ?? 1) - 1
        guard target >= 1 else { return }
        let pageCount = pages.lazy.compactMap { $0.data?.characters?.info?.pages }.first
        if step > 0, let pageCount, target > pageCount { return }
        turning?.close()
        turning = HeldOperation(CharactersScreenQuery(page: target, name: nameFilter), in: environment, policy: .storeAndNetwork,
                                advice: .rickAndMorty)
        finishTurning()
    }

    /// Shows the page turned to in place of the pages shown, once it has data.
    private func finishTurning() {
        guard let turned = turning, turned.data != nil else { return }
        turning = nil
        pages.forEach { $0.close() }
        pages = [turned]
        characters.show([], status: .loading)
        characters.list.select(0)
    }

    /// Appends the page after the last one shown, once that one has answered and says
    /// there is another.
    private func appendNextPage() {
        guard let last = pages.last, let next = last.data?.characters?.info?.next else { return }
        pages.append(HeldOperation(CharactersScreenQuery(page: next, name: nameFilter), in: environment, policy: .storeAndNetwork, advice: .rickAndMorty))
    }

    private func applyFilter(_ text: String) {
        isEditingFilter = false
        let name = text.trimmingCharacters(in: .whitespaces)
        show(page: 1, name: name.isEmpty ? nil : name)
    }
}

// MARK: Restoration

extension CharactersScreen: RestorableScreen {
    public static let restoreName = "characters"

    /// `characters(page:, filter:)`: the first page shown and the name filter; the
    /// pages after it come back as the selection reaches them.
    public var descriptor: ScreenDescriptor? {
        var arguments: [String: ScreenDescriptor.Argument] = ["page": .int(pages.first?.handle.operation.page ?? 1)]
        if let nameFilter { arguments["filter"] = .string(nameFilter) }
        return ScreenDescriptor(Self.restoreName, arguments, place: characters.rows.recordedPlace)
    }

    public static func restored(from descriptor: ScreenDescriptor, environment: Environment,
                                navigator: any Navigator) throws(ScreenDescriptorError) -> CharactersScreen {
        try descriptor.expecting(["page", "filter"])
        let page = try descriptor.optionalInt("page") ?? 1
        guard page >= 1 else { throw .badArgument(screen: descriptor.screen, argument: "page") }
        let screen = CharactersScreen(environment: environment, navigator: navigator, page: page,
                                      name: try descriptor.optionalString("filter"))
        descriptor.place.map(screen.characters.rows.restore)
        return screen
    }
}
