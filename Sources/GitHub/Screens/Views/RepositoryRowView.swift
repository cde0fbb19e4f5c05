import BatonScreens
import BatonTUI

/// One repository in a list, drawn from its `RepositoryRow_repository` lens alone: a
/// change to this repository (a star) renders this row and no other. A private or
/// internal repository says so after its name; on a row wide enough, when it was last
/// updated comes before its language, each in a column of its own. A description the server failed to give says why
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
        // Right, in columns every row of the list shares so that they line up (on a narrow
        // row, packed): when it was updated, the language, the stars at the edge. The name
        // takes the rest.
        let aligned = region.width >= Self.widthAligningColumns
        let stars = "★ \(repository.stargazerCount)"
        let starsStart = max(0, region.width - max(aligned ? Self.starsWidth : 0, stars.displayWidth))
        region.draw(stars, at: Point(x: max(0, region.width - stars.displayWidth), y: 0), style: base)
        let language = repository.primaryLanguage
        let languageWidth = aligned ? Self.languageWidth : language.map { $0.name.displayWidth + 2 } ?? 0
        let languageStart = max(0, starsStart - languageWidth)
        var languageStyle = base
        if !selected { languageStyle.foreground = nearestColor(language?.color) }
        region.draw(language?.name ?? "", at: Point(x: languageStart, y: 0), style: languageStyle,
                    truncatingTo: max(0, starsStart - languageStart - 2))
        var rightStart = languageStart
        if region.width >= Self.widthShowingUpdates {
            rightStart = max(0, languageStart - Self.updatedWidth)
            var updatedStyle = base
            updatedStyle.dim = !selected
            region.draw("updated " + RelativeTime.words(forTimestamp: repository.updatedAt), at: Point(x: rightStart, y: 0),
                        style: updatedStyle, truncatingTo: max(0, languageStart - rightStart - 2))
        }

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
    /// Below this, the right packs its texts and the name and description keep the room.
    static let widthAligningColumns = 60
    /// The columns on the right, each with the two spaces before the next: "★ 12345";
    /// "TypeScript", a longer name cut; "updated 11mo ago".
    static let starsWidth = 7
    static let languageWidth = 12
    static let updatedWidth = 18

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
