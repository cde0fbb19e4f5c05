import BatonScreens
import BatonTUI

/// The repository screen's header, from its `RepositoryHeader_repository` lens: the name,
/// the language, forks and address, then the description; a language or description the
/// server failed to give is caught (`@catch`) and says why in its place.
@MainActor
final class RepositoryHeaderView: View {
    static let height = 3
    private let repository: RepositoryHeader_repository

    init(_ repository: RepositoryHeader_repository) {
        self.repository = repository
    }

    func render(in region: inout CanvasRegion) {
        region.draw(repository.nameWithOwner, at: .zero, style: Style(bold: true), truncatingTo: region.width)
        let languageText: String?
        switch repository.primaryLanguage {
        case .success(let language): languageText = language?.name
        case .failure(let errors): languageText = errors.inWords
        }
        let facts = [languageText, counted(repository.forkCount, "fork"), repository.url].compactMap { $0 }
        region.draw(facts.joined(separator: " · "), at: Point(x: 0, y: 1), style: Style(dim: true), truncatingTo: region.width)
        switch repository.description {
        case .success(let description?):
            region.draw(description, at: Point(x: 0, y: 2), truncatingTo: region.width)
        case .success(nil):
            region.draw("No description", at: Point(x: 0, y: 2), truncatingTo: region.width)
        case .failure(let errors):
            region.draw(errors.inWords, at: Point(x: 0, y: 2), style: Style(.failure), truncatingTo: region.width)
        }
    }
}
