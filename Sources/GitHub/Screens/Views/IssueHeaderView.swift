import BatonScreens
import BatonTUI

/// The issue screen's header, from the issue's lens in `IssueScreenQuery`: the number and
/// title, then the state and who opened it and when (or why the server could not say who).
@MainActor
final class IssueHeaderView: View {
    static let height = 2
    private let issue: IssueScreenQuery.Data.Repository.Issue

    init(_ issue: IssueScreenQuery.Data.Repository.Issue) {
        self.issue = issue
    }

    func render(in region: inout CanvasRegion) {
        region.draw("#\(issue.number) \(issue.title)", at: .zero, style: Style(bold: true), truncatingTo: region.width)
        let state = ConversationState.issue(issue.state)
        let end = region.draw(state.words, at: Point(x: 0, y: 1), style: Style(foreground: state.color, bold: true))
        let opener = issue.author.map { "@" + $0.login } ?? issue.fieldError(for: "author")?.inWords ?? "a deleted account"
        let meta = " · opened by \(opener) on \(RelativeTime.dayAndWords(forTimestamp: issue.createdAt))"
        region.draw(meta, at: Point(x: end, y: 1), style: Style(dim: true), truncatingTo: max(0, region.width - end))
    }
}
