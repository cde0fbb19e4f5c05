import BatonScreens
import BatonTUI

/// The repository screen's header, from its `RepositoryHeader_repository` lens: the name,
/// the language, forks and address, then the description; a language or description the
/// server failed to give says why in its place.
@MainActor
final class RepositoryHeaderView: View {
    static let height = 3
    private let repository: RepositoryHeader_repository

    init(_ repository: RepositoryHeader_repository) {
        self.repository = repository
    }

    func render(in region: inout CanvasRegion) {
        region.draw(repository.nameWithOwner, at: .zero, style: Style(bold: true), truncatingTo: region.width)
        let languageText = repository.primaryLanguage?.name ?? repository.fieldError(for: "primaryLanguage")?.inWords
        let facts = [languageText, counted(repository.forkCount, "fork"), repository.url].compactMap { $0 }
        region.draw(facts.joined(separator: " · "), at: Point(x: 0, y: 1), style: Style(dim: true), truncatingTo: region.width)
        if let description = repository.description {
            region.draw(description, at: Point(x: 0, y: 2), truncatingTo: region.width)
        } else if let failure = repository.fieldError(for: "description") {
            region.draw(failure.inWords, at: Point(x: 0, y: 2), style: Style(.failure), truncatingTo: region.width)
        } else {
            region.draw("No description", at: Point(x: 0, y: 2), truncatingTo: region.width)
        }
    }
}
