import BatonScreens
import BatonTUI

/// One issue or pull request of a dashboard section, in the columns every row and the
/// heading share: repository, number, state in its color, the title and its labels in
/// their colors, then the review decision and the checks in theirs, the author, the
/// comments and how long ago it changed.
@MainActor
final class DashboardRowView: View {
    private let item: DashboardItem
    private let state: ListRowState

    init(_ item: DashboardItem, state: ListRowState) {
        self.item = item
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let base = state.baseStyle
        state.drawSelection(in: &region)
        let columns = DashboardColumns(width: region.width, start: ListRowState.contentStart, hidden: DashboardColumn.hidden)
        for placed in columns.placed {
            guard let (text, color, dim) = cell(placed.column) else { continue }
            var style = base
            if !selected {
                style.foreground = color
                style.dim = dim
            }
            region.draw(text, at: Point(x: placed.x, y: 0), style: style, truncatingTo: max(0, placed.column.width - 1))
        }
        var titleStyle = base
        titleStyle.bold = true
        let titleEnd = columns.titleX + columns.titleWidth - 1
        var x = region.draw(item.title, at: Point(x: columns.titleX, y: 0), style: titleStyle,
                            truncatingTo: max(0, titleEnd - columns.titleX))
        guard columns.showsLabels else { return }
        let room = Rect(x: 0, y: 0, width: max(0, titleEnd), height: 1)
        for label in item.labels where x + 1 < room.width {
            var style = base
            if !selected { style.foreground = label.color }
            x = region.draw(" " + label.text, at: Point(x: x, y: 0), style: style, clip: room)
        }
    }

    /// A column's text, its color, and whether it is drawn dim; nil for an empty cell.
    private func cell(_ column: DashboardColumn) -> (String, Color?, Bool)? {
        switch column {
        case .repository: (item.nameWithOwner, nil, true)
        case .number: ("#\(item.number)", item.state.color, false)
        case .state: (item.state.words.lowercased(), item.state.color, false)
        case .labels: nil
        case .review: item.review.map { ($0.words, $0.color, false) }
        case .checks: item.checks.map { ($0.words, $0.color, false) }
        case .author: item.author.map { ("@" + $0, nil, true) }
        case .comments: item.comments > 0 ? ("\(item.comments)", nil, true) : nil
        case .updated: (RelativeTime.words(forTimestamp: item.updatedAt), nil, true)
        }
    }
}
