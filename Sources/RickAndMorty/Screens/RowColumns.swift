import BatonTUI

/// Columns drawn left to right across one row, one space apart, each cut to its width,
/// after the first column, which marks the selected row as every screen does.
@MainActor
struct RowColumns {
    private var x = ListRowState.contentStart
    private let width: Int

    init(_ state: ListRowState, in region: inout CanvasRegion) {
        width = region.width
        state.drawSelection(in: &region)
    }

    /// Draws `text` in the next column, `width` wide or to the end of the row when nil.
    mutating func draw(_ text: String, width columnWidth: Int?, style: Style, in region: inout CanvasRegion) {
        guard x < width else { return }
        let room = min(columnWidth ?? width - x, width - x)
        region.draw(text, at: Point(x: x, y: 0), style: style, truncatingTo: room)
        x += room + 1
    }
}
