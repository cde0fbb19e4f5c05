/// Columns of one row that differ between two canvases: what the terminal layer redraws.
/// A run never starts on a continuation cell nor ends between a wide character's halves.
public struct RowRun: Hashable, Sendable {
    public var row: Int
    public var columns: Range<Int>

    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}
