/// A list's place read back on a relaunch: its selection, drawn in the first frame the
/// row is there, from the image's rows while the screen still fetches, but awaited until
/// the rows settle: a refresh may start the list again from its first page. Until its
/// row exists the selection waits on the last row shown, which, on a list that pages,
/// asks for the next page, from the image where it holds it, so a list whose pages are
/// fetched apart comes back to its row without waiting for each page's refresh (or,
/// offline, for none). On its row, the list scrolls to the recorded first row, within
/// what keeps the selection in view at the terminal's height now. A move by the person
/// ends the wait.
@MainActor
public final class RestoredSelection {
    private var place: ListPlace?
    /// Where the wait last placed the selection, to tell a person's move from it.
    private var placed: Int?

    public init() {}

    /// The place still waited for, given the list's selection now: a record made now
    /// keeps it rather than where the selection waits, unless the person has moved since.
    public func awaited(selection: Int) -> ListPlace? {
        guard let place, placed == nil || placed == selection else { return nil }
        return place
    }

    public func restore(_ place: ListPlace) {
        self.place = place
        placed = nil
    }

    /// Called after the list's rows change; `selectionBefore` is the selection the new
    /// rows found, before a shorter list moved it: a move of the person's shows there, or
    /// in `turningPage`, a page turned to past the rows there were (the selection waited
    /// on the last row for it as it does for the place).
    public func apply(to list: ListView, settled: Bool, selectionBefore: Int, turningPage: Bool) {
        guard let place else { return }
        if turningPage || placed.map({ selectionBefore != $0 }) == true {
            self.place = nil
            self.placed = nil
            return
        }
        guard list.rowCount > 0 else { return }
        // Past the rows shown, the selection goes to the last of them.
        list.select(place.selection)
        let onItsRow = list.selection == place.selection
        if onItsRow, let firstRow = place.firstRow { list.scroll(toFirstRow: firstRow) }
        if settled, onItsRow {
            self.place = nil
            placed = nil
            // The rows under the first row may be a page the list asked for while the
            // screen fetched, and was refused: asked again now that the fetch is over.
            list.checkNearEndAgain()
        } else {
            placed = list.selection
        }
    }
}
