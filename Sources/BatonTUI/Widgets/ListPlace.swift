/// Where a list was when a quit recorded it: the selected row, and the first row on
/// screen, so that a relaunch draws the same rows on the same lines, not only the
/// selection somewhere in view. The first row is nil before the list was ever laid
/// out, and in records written before it was kept.
public struct ListPlace: Equatable, Sendable {
    public var selection: Int
    public var firstRow: Int?

    public init(selection: Int, firstRow: Int? = nil) {
        self.selection = selection
        self.firstRow = firstRow
    }
}
