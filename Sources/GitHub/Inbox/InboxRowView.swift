import BatonScreens
import BatonTUI

/// One thread in the inbox: a dot when unread (and the row bold), the repository,
/// the title, why it is there in words, and how long ago it changed on the right.
@MainActor
final class InboxRowView: View {
    private let row: InboxRow
    private let state: ListRowState

    init(_ row: InboxRow, state: ListRowState) {
        self.row = row
        self.state = state
    }

    /// The widest repository shown whole; a longer one is cut.
    static let repositoryWidth = 28

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        var base = state.baseStyle
        base.bold = row.unread
        state.drawSelection(in: &region)
        let trailing = Self.words(forReason: row.reason) + "  " + RelativeTime.words(forTimestamp: row.updatedAt)
        let trailingStart = max(0, region.width - trailing.displayWidth)
        var trailingStyle = base
        trailingStyle.dim = !selected && !row.unread
        region.draw(trailing, at: Point(x: trailingStart, y: 0), style: trailingStyle)

        var mark = base
        if !selected { mark.foreground = Theme.current[.accent] }
        let start = ListRowState.contentStart
        var x = region.draw(row.unread ? "● " : "  ", at: Point(x: start, y: 0), style: mark, truncatingTo: max(0, trailingStart - start))
        let repository = row.repository.count > Self.repositoryWidth ? String(row.repository.prefix(Self.repositoryWidth - 1)) + "…" : row.repository
        var repositoryStyle = base
        repositoryStyle.dim = !selected
        let repositoryEnd = x + Self.repositoryWidth + 1
        region.draw(repository, at: Point(x: x, y: 0), style: repositoryStyle, truncatingTo: max(0, trailingStart - x - 1))
        x = min(repositoryEnd, trailingStart)
        region.draw(row.title, at: Point(x: x, y: 0), style: base, truncatingTo: max(0, trailingStart - x - 1))
    }

    /// GitHub's reason in the words a person says it.
    static func words(forReason reason: String) -> String {
        switch reason {
        case "review_requested": "review requested"
        case "mention": "mentioned"
        case "team_mention": "team mentioned"
        case "assign": "assigned"
        case "author": "yours"
        case "comment": "commented"
        case "state_change": "state changed"
        case "subscribed": "watching"
        case "manual": "subscribed"
        case "ci_activity": "CI"
        default: reason.replacingOccurrences(of: "_", with: " ")
        }
    }
}
