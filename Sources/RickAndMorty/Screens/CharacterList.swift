import Baton
import BatonScreens
import BatonTUI

/// A list of characters that opens the one chosen: an episode's cast, a location's
/// residents.
@MainActor
final class CharacterList {
    struct Row: Equatable {
        let id: String
        let character: CharacterRow_character
    }

    static let helpLines = ["j/k ↓/↑  move", "g/G  first/last row", "Enter  open the character"]

    let list: ListView
    let rows: ListRows<Row>
    let restoredSelection = RestoredSelection()

    init(environment: Environment, navigator: any Navigator, emptyText: String) {
        let rows = ListRows<Row>()
        self.rows = rows
        list = ListView(rowCount: 0, emptyText: emptyText) { index, state in
            guard let row = rows[index] else { return Label("") }
            return CharacterRowView(row.character, state: state)
        }
        list.onActivate = { [weak navigator] index in
            guard let navigator, let row = rows[index] else { return }
            navigator.open(CharacterScreen(id: row.id, environment: environment, navigator: navigator))
        }
    }

    func show(_ fresh: [Row]) {
        rows.update(fresh, in: list)
        restoredSelection.apply(to: list)
    }
}
