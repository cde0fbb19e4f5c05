/// A list's selection read back on a relaunch. It is drawn in the first frame the row is
/// there, from the image's rows while the screen still fetches, but stays awaited until
/// the rows settle: a refresh may start the list again from its first page. Until its
/// row exists the selection waits on the last row shown, which, on a list that pages,
/// asks for the next page, from the image where it holds it, so a list whose pages are
/// fetched apart comes back to its row without waiting for each page's refresh (or,
/// offline, for none). A move by the person ends the wait.
@MainActor
public final class RestoredSelection {
    private var row: Int?
    /// Where the wait last placed the selection, to tell a person's move from it.
    private var placed: Int?

    public init() {}

    /// The row still waited for, given the list's selection now: a record made now keeps
    /// it rather than where the selection waits, unless the person has moved since.
    public func awaited(selection: Int) -> Int? {
        guard let row, placed == nil || placed == selection else { return nil }
        return row
    }

    public func restore(_ row: Int) {
        self.row = row
        placed = nil
    }

    /// Called after the list's rows change; `selectionBefore` is the selection the new
    /// rows found, before a shorter list moved it: a move of the person's shows there.
    public func apply(to list: ListView, settled: Bool, selectionBefore: Int) {
        guard let row else { return }
        if let placed, selectionBefore != placed {
            self.row = nil
            self.placed = nil
            return
        }
        guard list.rowCount > 0 else { return }
        // Past the rows shown, the selection goes to the last of them.
        list.select(row)
        if settled, list.selection == row {
            self.row = nil
            placed = nil
        } else {
            placed = list.selection
        }
    }
}
