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
        let base = Style(reverse: selected)
        let name = character.name
        let status = character.status
        let species = character.species
        // A field is asked for its error only when it reads null, the one case it can hold one.
        let nameError = name == nil ? character.fieldError(for: "name") : nil
        var columns = RowColumns(selected: selected, in: &region)
        columns.draw(name ?? nameError.map { "✗ \($0.message)" } ?? "(no name)",
                     width: max(12, region.width * 2 / 5),
                     style: nameError != nil ? Style(foreground: .red, reverse: selected) : Style(bold: true, reverse: selected),
                     in: &region)
        var statusStyle = CharacterStatusStyle.style(for: status)
        statusStyle.reverse = selected
        let statusError = status == nil ? character.fieldError(for: "status") : nil
        columns.draw(status ?? (statusError != nil ? "failed" : "?"), width: 9, style: statusStyle, in: &region)
        let speciesError = species == nil ? character.fieldError(for: "species") : nil
        columns.draw(species ?? speciesError.map { "✗ \($0.message)" } ?? "", width: nil, style: base, in: &region)
    }
}
