import Baton
import BatonScreens
import BatonTUI

/// A list whose rows are lenses: the list view makes each row's view over its lens, and
/// `show(_:)` takes the lenses the store holds now. Rows that stay the same records keep
/// their views, so a page appended below, or a change inside one row, renders nothing
/// of the rows already shown. A selection read back on a relaunch is placed once the
/// data settled: a refresh behind the image's rows starts the list again from its
/// first page, and the selection then waits on the last row, paging, until it exists.
@MainActor
final class RowList<Row: Lens> {
    private(set) var rows: [Row] = []
    let restoredSelection = RestoredSelection()
    private let makeRow: @MainActor (Row, ListRowState) -> any View

    lazy var view: ListView = ListView(rowCount: 0, rowHeight: rowHeight, nearEndThreshold: 3, emptyText: emptyText) {
        [unowned self] index, state in self.makeRow(self.rows[index], state)
    }
    private let rowHeight: Int
    private let emptyText: String

    init(rowHeight: Int = 1, emptyText: String, makeRow: @escaping @MainActor (Row, ListRowState) -> any View) {
        self.rowHeight = rowHeight
        self.emptyText = emptyText
        self.makeRow = makeRow
    }

    /// The lens of the selected row, if the list has any.
    var selected: Row? {
        rows.indices.contains(view.selection) ? rows[view.selection] : nil
    }

    /// Shows `rows`: the row views are made again only when a record shown before moved
    /// or left; a longer or shorter list changes the row count alone. `status` is the
    /// screen's: while it fetches, a restored selection waits.
    func show(_ rows: [Row], status: ScreenStatus) {
        let kept = zip(self.rows, rows).allSatisfy { $0 == $1 }
        let resized = rows.count != self.rows.count
        self.rows = rows
        if !kept { view.reloadRows() }
        if resized { view.rowCount = rows.count }
        if status != .loading && status != .refreshing { restoredSelection.apply(to: view) }
    }

    /// The selection to record: the one still waited for, else the list's.
    var recordedSelection: Int { restoredSelection.awaited ?? view.selection }
}
