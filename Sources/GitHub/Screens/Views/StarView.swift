import BatonTUI

/// The star button, from its `StarButton_repository` lens: whether the viewer starred
/// the repository and how many did. A star renders this view alone.
@MainActor
final class StarView: View {
    private let repository: StarButton_repository

    init(_ repository: StarButton_repository) {
        self.repository = repository
    }

    func render(in region: inout CanvasRegion) {
        let starred = repository.viewerHasStarred
        let marker = starred ? "★ Starred" : "☆ Star"
        let end = region.draw(marker, at: .zero, style: Style(.star, bold: starred))
        let count = repository.stargazerCount
        region.draw("  " + counted(count, "star"), at: Point(x: end, y: 0), truncatingTo: max(0, region.width - end))
    }
}
