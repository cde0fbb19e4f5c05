import Baton
import BatonTUI

/// One character in a list: name, status in its color, species. A view over the row's
/// fragment lens, so a change to one character's field renders this row alone.
@MainActor
final class CharacterRowView: View {
    let character: CharacterRow_character
    let state: ListRowState

    init(_ character: CharacterRow_character, state: ListRowState) {
        self.character = character
        self.state = state
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let base = Style().selected(selected)
        let status = character.status
        let name = FieldText(character.name, of: character, field: "name", null: "(no name)")
        var columns = RowColumns(state, in: &region)
        columns.draw(name.text, width: max(12, region.width * 2 / 5),
                     style: (name.isError ? Style(.failure) : Style(bold: true)).selected(selected),
                     in: &region)
        var statusStyle = CharacterStatusStyle.style(for: status)
        statusStyle = statusStyle.selected(selected)
        let statusError = status == nil ? character.fieldError(for: "status") : nil
        columns.draw(status ?? (statusError != nil ? "failed" : "?"), width: 9, style: statusStyle, in: &region)
        columns.draw(FieldText(character.species, of: character, field: "species", null: "").text, width: nil, style: base,
                     in: &region)
    }
}
