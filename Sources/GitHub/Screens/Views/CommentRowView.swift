import BatonScreens
import BatonTUI

/// One comment in an issue's list, from its node's lens in `CommentList_issue`: who wrote it and
/// when (or why the server could not say who), then the start of its body.
@MainActor
final class CommentRowView: View {
    static let height = 3
    private let comment: CommentList_issue.Comments.Edges.Node
    private let state: ListRowState

    init(_ comment: CommentList_issue.Comments.Edges.Node, state: ListRowState) {
        self.comment = comment
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let headline = Style(bold: true).selected(selected)
        state.drawSelection(in: &region)
        let author = comment.author.map { "@" + $0.login } ?? comment.fieldError(for: "author")?.inWords ?? "a deleted account"
        let start = ListRowState.contentStart
        let end = region.draw(author, at: Point(x: start, y: 0), style: headline, truncatingTo: max(0, region.width - start))
        region.draw(" · \(comment.createdAt.prefix(10))", at: Point(x: end, y: 0), style: Style(dim: !selected).selected(selected),
                    truncatingTo: max(0, region.width - end))
        region.drawWrappedText(comment.body, from: 1)
    }
}
