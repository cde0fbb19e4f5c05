import BatonTUI

/// The columns' headings above a dashboard section's rows, placed as the rows place them.
@MainActor
final class DashboardHeadingView: View {
    func render(in region: inout CanvasRegion) {
        let columns = DashboardColumns(width: region.width, start: ListRowState.contentStart, hidden: DashboardColumn.hidden)
        let style = Style(dim: true)
        for placed in columns.placed {
            region.draw(placed.column.heading, at: Point(x: placed.x, y: 0), style: style, truncatingTo: max(0, placed.column.width - 1))
        }
        region.draw("Title", at: Point(x: columns.titleX, y: 0), style: style, truncatingTo: columns.titleWidth)
    }
}
