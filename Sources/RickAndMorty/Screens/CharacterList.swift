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

    /// The list's own keys are the shell's to list; a screen of characters adds what Enter opens.
    static let helpLines = KeyHelp.lines([KeyHelp.Entry(keys: [.enter], description: "open the character")])

    let rows: RowList<Row>
    var list: ListView { rows.view }

    init(environment: Environment, navigator: any Navigator, emptyText: String) {
        let rows = RowList<Row>(emptyText: emptyText) { row, state in
            CharacterRowView(row.character, state: state)
        }
        self.rows = rows
        rows.view.onActivate = { [weak navigator] index in
            guard let navigator, let row = rows[index] else { return }
            navigator.open(CharacterScreen(id: row.id, environment: environment, navigator: navigator))
        }
    }

    /// The selected character's id and name, for the person's own commands.
    var commandValues: [String: String] {
        guard let row = rows.selected else { return [:] }
        var values = ["Id": row.id]
        values["Name"] = row.character.name
        return values
    }

    /// Shows `fresh`; a restored selection waits while the screen fetches.
    func show(_ fresh: [Row], status: ScreenStatus) {
        rows.show(fresh, status: status)
    }
}
