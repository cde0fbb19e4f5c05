import BatonScreens
import BatonTUI

/// One repository in a list, drawn from its `RepositoryRow_repository` lens alone: a
/// change to this repository (a star) renders this row and no other. A private or
/// internal repository says so after its name; on a row wide enough, when it was last
/// updated comes before its language. A description the server failed to give says why
/// in its place.
@MainActor
final class RepositoryRowView: View {
    let repository: RepositoryRow_repository
    private let state: ListRowState

    init(_ repository: RepositoryRow_repository, state: ListRowState) {
        self.repository = repository
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let base = state.baseStyle
        state.drawSelection(in: &region)
        // Right: the language and the star count keep their room; the name takes the rest.
        let stars = "★ \(repository.stargazerCount)"
        let language = repository.primaryLanguage
        let languageText = language.map { $0.name + "  " } ?? ""
        let updated = region.width >= Self.widthShowingUpdates
            ? "updated " + RelativeTime.words(forTimestamp: repository.updatedAt) + "  " : ""
        let rightWidth = updated.displayWidth + languageText.displayWidth + stars.displayWidth
        let rightStart = max(0, region.width - rightWidth)
        var updatedStyle = base
        updatedStyle.dim = !selected
        let afterUpdated = region.draw(updated, at: Point(x: rightStart, y: 0), style: updatedStyle)
        var languageStyle = base
        if !selected { languageStyle.foreground = nearestColor(language?.color) }
        let afterLanguage = region.draw(languageText, at: Point(x: afterUpdated, y: 0), style: languageStyle)
        region.draw(stars, at: Point(x: afterLanguage, y: 0), style: base)

        let leftRoom = max(0, rightStart - 1)
        let marker = repository.viewerHasStarred ? "★ " : "  "
        var markerStyle = base
        if !selected { markerStyle.foreground = Theme.current[.star] }
        var x = region.draw(marker, at: Point(x: ListRowState.contentStart, y: 0), style: markerStyle,
                            clip: Rect(x: 0, y: 0, width: leftRoom, height: 1))
        var nameStyle = base
        nameStyle.bold = true
        x = region.draw(repository.nameWithOwner, at: Point(x: x, y: 0), style: nameStyle, truncatingTo: max(0, leftRoom - x))
        if let visibility = Self.marker(repository.visibility), x + 1 < leftRoom {
            var visibilityStyle = base
            if !selected { visibilityStyle.foreground = Theme.current[.accent] }
            x = region.draw(" " + visibility, at: Point(x: x, y: 0), style: visibilityStyle, truncatingTo: leftRoom - x)
        }
        let description = repository.description
        let failure = description == nil ? repository.fieldError(for: "description") : nil
        let text = failure.map(\.inWords) ?? description ?? ""
        if !text.isEmpty, x + 2 < leftRoom {
            var descriptionStyle = base
            descriptionStyle.dim = !selected && failure == nil
            if failure != nil, !selected { descriptionStyle.foreground = Theme.current[.failure] }
            region.draw(text, at: Point(x: x + 2, y: 0), style: descriptionStyle, truncatingTo: leftRoom - x - 2)
        }
    }

    /// Below this, the name and description keep the room the update's age would take.
    static let widthShowingUpdates = 100

    /// What GitHub's badge says of a repository not everyone can see; nil for a public one.
    static func marker(_ visibility: RepositoryVisibility) -> String? {
        switch visibility {
        case .PUBLIC: nil
        case .PRIVATE: "Private"
        case .INTERNAL: "Internal"
        case .unknown(let name): name.capitalized
        }
    }
}
