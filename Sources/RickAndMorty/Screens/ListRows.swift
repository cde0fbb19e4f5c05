import BatonTUI

/// The rows a list shows, read from the store at each layout. A list that only grew
/// keeps its row views; any other change makes them again, so no row view shows a
/// lens its index no longer holds.
@MainActor
final class ListRows<Row: Equatable> {
    private(set) var rows: [Row] = []

    subscript(index: Int) -> Row? {
        rows.indices.contains(index) ? rows[index] : nil
    }

    var count: Int { rows.count }

    func update(_ fresh: [Row], in list: ListView) {
        let grew = fresh.count >= rows.count && Array(fresh.prefix(rows.count)) == rows
        rows = fresh
        if !grew { list.reloadRows() }
        if list.rowCount != fresh.count { list.rowCount = fresh.count }
    }

    func removeAll(in list: ListView) {
        update([], in: list)
    }
}

/// A header of fixed height above a list that takes the rest, the way every detail
/// screen is laid out.
@MainActor
func headerAndList(_ header: any View, height: Int, _ list: ListView, in bounds: Rect) -> [Placement] {
    let headerHeight = min(height, bounds.height)
    return [
        Placement(header, in: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: headerHeight)),
        Placement(list, in: Rect(x: bounds.minX, y: bounds.minY + headerHeight, width: bounds.width,
                                 height: bounds.height - headerHeight)),
    ]
}
