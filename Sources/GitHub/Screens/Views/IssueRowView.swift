import BatonScreens
import BatonTUI

/// One issue in a repository's list, from its node's lens in `IssueList_repository`. An
/// author the server failed to give says why in its place.
@MainActor
final class IssueRowView: View {
    private let issue: IssueList_repository.Issues.Edges.Node
    private let state: ListRowState

    init(_ issue: IssueList_repository.Issues.Edges.Node, state: ListRowState) {
        self.issue = issue
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let base = state.baseStyle
        state.drawSelection(in: &region)
        let comments = issue.comments.totalCount
        let author = issue.author.map { "@" + $0.login } ?? issue.fieldError(for: "author")?.inWords
        let opened = "  " + RelativeTime.words(forTimestamp: issue.createdAt)
        let trailing = (author.map { "  " + $0 } ?? "") + opened + (comments > 0 ? "  💬 \(comments)" : "")
        let trailingStart = max(0, region.width - trailing.displayWidth)
        var trailingStyle = base
        trailingStyle.dim = !selected
        region.draw(trailing, at: Point(x: trailingStart, y: 0), style: trailingStyle)
        let label = "#\(issue.number)"
        let number = label + String(repeating: " ", count: max(1, 6 - label.count))
        var numberStyle = base
        if !selected { numberStyle.foreground = issue.state == .OPEN ? .green : .magenta }
        let start = ListRowState.contentStart
        let x = region.draw(number, at: Point(x: start, y: 0), style: numberStyle, truncatingTo: max(0, trailingStart - start))
        region.draw(issue.title, at: Point(x: x, y: 0), style: base, truncatingTo: max(0, trailingStart - x - 1))
    }
}
