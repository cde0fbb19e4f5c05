import BatonTUI

/// A row of the sections screen: the list's or the section's title, and a section's
/// query after it, dimmed.
@MainActor
final class SectionRowView: View {
    private let title: String
    private let query: String?
    private let state: ListRowState

    init(title: String, query: String?, state: ListRowState) {
        self.title = title
        self.query = query
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        state.drawSelection(in: &region)
        let start = ListRowState.contentStart
        let end = region.draw(title, at: Point(x: start, y: 0), style: Style(bold: true).selected(state.isSelected),
                              truncatingTo: max(0, region.width - start))
        guard let query else { return }
        region.draw("  " + query, at: Point(x: end, y: 0), style: Style(dim: !state.isSelected).selected(state.isSelected),
                    truncatingTo: max(0, region.width - end))
    }
}
