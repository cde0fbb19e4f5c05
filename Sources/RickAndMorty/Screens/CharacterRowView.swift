import Baton
import BatonTUI

/// One character in a list: name, status in its color, species. A view over the row's
/// fragment lens, so a change to one character's field renders this row alone.
@MainActor
final class CharacterRowView: View {
    let character: CharacterRow_character
    let state: ListRowState
    private let store: Store

    init(_ character: CharacterRow_character, state: ListRowState, store: Store) {
        self.character = character
        self.state = state
        self.store = store
    }

    func render(in region: inout CanvasRegion) {
        let selected = state.isSelected
        let base = Style(reverse: selected)
        let name = character.name
        let status = character.status
        let species = character.species
        let errors = name == nil || status == nil || species == nil ? character.fieldErrors(in: store) : [:]
        var columns = RowColumns(selected: selected, in: &region)
        columns.draw(name ?? errors["name"].map { "✗ \($0.message)" } ?? "(no name)",
                     width: max(12, region.width * 2 / 5),
                     style: name == nil && errors["name"] != nil ? Style(foreground: .red, reverse: selected) : Style(bold: true, reverse: selected),
                     in: &region)
        var statusStyle = CharacterStatusStyle.style(for: status)
        statusStyle.reverse = selected
        columns.draw(status ?? (errors["status"] != nil ? "failed" : "?"), width: 9, style: statusStyle, in: &region)
        columns.draw(species ?? errors["species"].map { "✗ \($0.message)" } ?? "", width: nil, style: base, in: &region)
    }
}
