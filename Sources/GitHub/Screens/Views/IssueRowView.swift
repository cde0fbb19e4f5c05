import BatonTUI

/// One issue in a repository's list, from its `IssueRow_issue` lens.
@MainActor
final class IssueRowView: View {
    private let issue: IssueRow_issue
    private let state: ListRowState

    init(_ issue: IssueRow_issue, state: ListRowState) {
        self.issue = issue
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let base = selected ? Style(reverse: true) : Style.plain
        if selected { region.fill(style: base) }
        let author = issue.author.map { "  @" + $0.login } ?? ""
        let authorStart = max(0, region.width - author.displayWidth)
        var authorStyle = base
        authorStyle.dim = !selected
        region.draw(author, at: Point(x: authorStart, y: 0), style: authorStyle)
        let label = "#\(issue.number)"
        let number = label + String(repeating: " ", count: max(1, 6 - label.count))
        var numberStyle = base
        if !selected { numberStyle.foreground = issue.state == .OPEN ? .green : .magenta }
        let x = region.draw(number, at: .zero, style: numberStyle, truncatingTo: authorStart)
        region.draw(issue.title, at: Point(x: x, y: 0), style: base, truncatingTo: max(0, authorStart - x - 1))
    }
}
