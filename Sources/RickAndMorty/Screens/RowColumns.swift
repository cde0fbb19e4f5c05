import BatonTUI

/// Columns drawn left to right across one row, one space apart, each cut to its width,
/// after a first cell that marks the selected row (reversed as well, and legible
/// without color or attributes).
struct RowColumns {
    private var x = 1
    private let width: Int

    init(selected: Bool, in region: inout CanvasRegion) {
        width = region.width
        guard selected else { return }
        region.fill(style: Style(reverse: true))
        region.draw("›", at: .zero, style: Style(bold: true, reverse: true))
    }

    /// Draws `text` in the next column, `width` wide or to the end of the row when nil.
    mutating func draw(_ text: String, width columnWidth: Int?, style: Style, in region: inout CanvasRegion) {
        guard x < width else { return }
        let room = min(columnWidth ?? width - x, width - x)
        region.draw(text, at: Point(x: x, y: 0), style: style, truncatingTo: room)
        x += room + 1
    }
}
