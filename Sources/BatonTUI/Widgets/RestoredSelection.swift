/// A list's selection read back on a relaunch, placed once the list has rows. Until
/// the row itself exists the selection waits on the last row shown (which, on a list
/// that pages, asks for the next page); a move by the person ends the wait.
@MainActor
public final class RestoredSelection {
    private var row: Int?
    /// Where the wait placed the selection, to tell a person's move from it.
    private var placed: Int?

    /// The row still waited for: a record made now keeps it rather than where the
    /// selection waits.
    public var awaited: Int? { row }

    public init() {}

    public func restore(_ row: Int) {
        self.row = row
        placed = nil
    }

    /// Called after the list's rows change.
    public func apply(to list: ListView) {
        guard let row else { return }
        if let placed, list.selection != placed {
            self.row = nil
            return
        }
        guard list.rowCount > 0 else { return }
        list.select(row)
        if list.selection == row {
            self.row = nil
        } else {
            placed = list.selection
        }
    }
}
