import BatonTUI

/// One candidate in a picker: a mark when the item has it, its text in its own color
/// (a label's), then its detail, dimmed.
@MainActor
final class PickerRowView: View {
    private let row: PickerRow
    private let state: ListRowState

    init(_ row: PickerRow, state: ListRowState) {
        self.row = row
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let base = state.baseStyle
        state.drawSelection(in: &region)
        var markStyle = base
        markStyle.bold = row.isChosen
        let start = ListRowState.contentStart
        var x = region.draw(row.isChosen ? "[✓] " : "[ ] ", at: Point(x: start, y: 0), style: markStyle, truncatingTo: region.width - start)
        var textStyle = base
        if !selected, let color = row.candidate.color { textStyle.foreground = color }
        x = region.draw(row.candidate.text, at: Point(x: x, y: 0), style: textStyle, truncatingTo: max(0, region.width - x))
        if let detail = row.candidate.detail, !detail.isEmpty {
            var dim = base
            dim.dim = !selected
            region.draw("  " + detail, at: Point(x: x, y: 0), style: dim, truncatingTo: max(0, region.width - x))
        }
    }
}
