/// A list view over rows a screen reads from its model (lenses, computed lines): each
/// row's view is made from its row, and `show(_:settled:)` takes the rows as they are
/// now. A row's view is made again only when the row on screen in its place changed or
/// left; rows added at the end change the row count alone. So a page appended
/// below, or a change inside one row (which that row's view observes itself), renders
/// nothing of the rows already shown, and a row changed in its place renders that row:
/// only the rows on screen are compared, so giving a long list again costs what giving
/// a short one does. A selection read back on a relaunch is drawn as soon as its row
/// is shown (`RestoredSelection`), and held until the rows settle: a refresh behind
/// restored rows may start the list again from its first page, and the selection
/// waits on the last row until it exists.
@MainActor
public final class RowList<Row: Equatable> {
    public private(set) var rows: [Row] = []
    private let restoredSelection = RestoredSelection()
    /// Whether the rows last shown were settled: a selection restored after them is
    /// final at once, since no later rows may come to move it.
    private var settled = false
    public private(set) lazy var view = ListView(
        rowCount: 0, rowHeight: rowHeight, nearEndThreshold: nearEndThreshold, emptyText: emptyText
    ) { [weak self] index, state in
        // The view may outlive the list (a host still holds it): a row of nothing then.
        guard let self, let row = self[index] else { return Label("") }
        return makeRow(row, state)
    }
    private let rowHeight: Int
    private let nearEndThreshold: Int
    private let emptyText: String
    private let makeRow: @MainActor (Row, ListRowState) -> any View

    /// `nearEndThreshold` rows from the end, the view calls its `onNearEnd`.
    public init(rowHeight: Int = 1, nearEndThreshold: Int = 3, emptyText: String,
                makeRow: @escaping @MainActor (Row, ListRowState) -> any View) {
        self.rowHeight = rowHeight
        self.nearEndThreshold = nearEndThreshold
        self.emptyText = emptyText
        self.makeRow = makeRow
    }

    public subscript(index: Int) -> Row? {
        rows.indices.contains(index) ? rows[index] : nil
    }

    /// The selected row, if the list has any.
    public var selected: Row? { self[view.selection] }

    /// Shows `rows`; `settled` is false while the screen fetches, when a restored
    /// selection waits.
    public func show(_ rows: [Row], settled: Bool = true) {
        let shown = self.rows
        let selectionBefore = view.selection
        let turningPage = view.turnsPage
        self.rows = rows
        // A place past the new end drops its view too: the row that later fills it is
        // another than the one its view was made for.
        view.reloadRows { $0 >= rows.count || $0 >= shown.count || shown[$0] != rows[$0] }
        if rows.count != shown.count { view.rowCount = rows.count }
        self.settled = settled
        restoredSelection.apply(to: view, settled: settled, selectionBefore: selectionBefore, turningPage: turningPage)
    }

    /// Puts back a place recorded at an earlier quit: drawn now if its row is shown
    /// (read from the store in the screen's first frame), final once the rows settle.
    public func restore(_ place: ListPlace) {
        restoredSelection.restore(place)
        restoredSelection.apply(to: view, settled: settled, selectionBefore: view.selection, turningPage: false)
    }

    /// The place to record: the one still waited for, else the list's.
    public var recordedPlace: ListPlace {
        (view.turnsPage ? nil : restoredSelection.awaited(selection: view.selection))
            ?? ListPlace(selection: view.selection, firstRow: view.firstShownRow)
    }
}
