import Baton
import BatonTUI

/// One episode in a list: its code, name and air date, a view over the row's fragment lens.
@MainActor
final class EpisodeRowView: View {
    let episode: EpisodeRow_episode
    let state: ListRowState

    init(_ episode: EpisodeRow_episode, state: ListRowState) {
        self.episode = episode
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        var columns = RowColumns(state, in: &region)
        columns.draw(episode.episode ?? "?", width: 7, style: Style(.accent).selected(selected), in: &region)
        let name = FieldText(episode.name, of: episode, field: "name", null: "(no name)")
        columns.draw(name.text, width: max(12, region.width / 2),
                     style: (name.isError ? Style(.failure) : Style(bold: true)).selected(selected),
                     in: &region)
        columns.draw(episode.air_date ?? "", width: nil, style: Style(dim: !selected).selected(selected), in: &region)
    }
}

/// A place a character is linked to (origin or location): the role and the place's name.
@MainActor
final class PlaceRowView: View {
    let state: ListRowState
    private let role: String
    private let name: @MainActor () -> String?

    init(role: String, state: ListRowState, name: @escaping @MainActor () -> String?) {
        self.role = role
        self.state = state
        self.name = name
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        var columns = RowColumns(state, in: &region)
        columns.draw(role, width: 9, style: Style(dim: !selected).selected(selected), in: &region)
        columns.draw(name() ?? "unknown", width: nil, style: Style(bold: true).selected(selected), in: &region)
    }
}
