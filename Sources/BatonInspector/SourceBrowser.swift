import Baton
import BatonTUI
import Observation

/// The debug pane's state over one source: the section shown, the type whose
/// records are listed and their filter, the trail of records opened (a followed
/// link adds one, Escape goes back along it), and a list for each section, so
/// that each source keeps its place while another is shown.
@MainActor
@Observable
final class SourceBrowser {
    let inspector: StoreInspector
    private(set) var section = InspectorSection.types
    private(set) var type: String?
    private(set) var trail: [RecordKey] = []
    private(set) var filter = ""
    /// Whether keys go to the filter's input.
    private(set) var isFiltering = false

    @ObservationIgnored private(set) var lists: [InspectorSection: SectionList] = [:]
    @ObservationIgnored private(set) lazy var filterInput: TextInput = {
        let input = TextInput(prompt: "/", hint: "filter by key or value")
        input.onChange = { [unowned self] text in filter = text }
        return input
    }()

    init(inspector: StoreInspector, renderCounts: @escaping @MainActor () -> [(name: String, count: Int)]) {
        self.inspector = inspector
        let types = SectionList(emptyText: "No records") { SectionRows.types(inspector) }
        let records = SectionList(emptyText: "No records to list") { [unowned self] in
            guard let type else { return [] }
            return SectionRows.records(inspector, ofType: type, matching: filter)
        }
        let record = SectionList(emptyText: "No record opened") { [unowned self] in
            guard let key = trail.last else { return [] }
            return SlotRows.rows(inspector, key)
        }
        let log = SectionList(emptyText: "Nothing logged yet") { SectionRows.log(inspector) }
        let streams = SectionList(emptyText: "No live streams") { SectionRows.streams(inspector) }
        // The host's counts are not observed: the list reads them again at each
        // batch and log entry, as the pane's own header does.
        let renders = SectionList(emptyText: "No views") {
            _ = inspector.revision
            _ = inspector.logTail
            return SectionRows.renders(renderCounts())
        }
        lists = [.types: types, .records: records, .record: record, .log: log, .streams: streams, .renders: renders]
        for list in lists.values {
            list.onActivate = { [unowned self] row in open(row.target) }
        }
    }

    var currentList: SectionList { lists[section]! }

    /// Whether the filter's line shows: while typed, or while it narrows the list.
    var showsFilter: Bool {
        section == .records && (isFiltering || !filter.isEmpty)
    }

    func move(by offset: Int) {
        section = section.moved(by: offset)
    }

    /// Opens a type's records or a record.
    func open(_ target: InspectorRow.Target?) {
        switch target {
        case let .type(name):
            if name != type {
                type = name
                clearFilter()
                lists[.records]?.list.select(0)
            }
            section = .records
        case let .record(key):
            if section != .record { trail = [] }
            trail.append(key)
            lists[.record]?.list.select(0)
            section = .record
        case nil:
            break
        }
    }

    /// Steps back: along the trail of records, then to the type's records (a
    /// filter cleared first), then to the types. False at the types, where
    /// there is nothing to go back to.
    func back() -> Bool {
        switch section {
        case .types:
            return false
        case .record where trail.count > 1:
            trail.removeLast()
            lists[.record]?.list.select(0)
        case .record:
            section = type == nil ? .types : .records
        case .records where !filter.isEmpty:
            clearFilter()
        case .records, .log, .streams, .renders:
            section = .types
        }
        return true
    }

    // MARK: The filter

    func startFiltering() {
        isFiltering = true
        filterInput.isFocused = true
    }

    /// Enter keeps the filter and gives the keys back to the list.
    func endFiltering() {
        isFiltering = false
        filterInput.isFocused = false
    }

    func clearFilter() {
        filterInput.text = ""
        filter = ""
        endFiltering()
    }
}
