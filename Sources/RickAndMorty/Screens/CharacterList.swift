import Baton
import BatonScreens
import BatonTUI

/// A list of characters that opens the one chosen (the characters' pages, an episode's
/// cast, a location's residents), with the chosen one's screen as its preview.
@MainActor
final class CharacterList {
    struct Row: Equatable {
        let id: String
        let character: CharacterRow_character
    }

    let rows: RowList<Row>
    var list: ListView { rows.view }
    /// The selected character's screen, beside the list on a wide terminal.
    let preview = PreviewPane()
    /// Enter, and the preview's keys.
    let keys = KeyMap()
    private var follower: Follower?

    init(environment: Environment, navigator: any Navigator, emptyText: String) {
        let rows = RowList<Row>(emptyText: emptyText) { row, state in
            CharacterRowView(row.character, state: state)
        }
        self.rows = rows
        rows.view.onActivate = { [weak navigator] index in
            guard let navigator, let row = rows[index] else { return }
            navigator.open(CharacterScreen(id: row.id, environment: environment, navigator: navigator))
        }
        keys.bindScreenKeys { keys in
            try keys.bind(.enter, description: "open the character") { rows.view.onActivate?(rows.view.selection) }
            try preview.bind(to: keys)
        }
        let follow = { [unowned self, weak navigator] in
            let id = rows.selected?.id
            preview.select(id, available: { id.map { environment.store.isAvailable(CharacterScreenQuery(id: $0)) } ?? false }) { policy in
                guard let id, let navigator else { return nil }
                return CharacterScreen(id: id, environment: environment, navigator: navigator, policy: policy)
            }
        }
        rows.view.onSelect = { _ in follow() }
        // The rows too: the first page's arrive under a selection that did not move.
        follower = Follower {
            _ = rows.view.rowCount
            follow()
        }
    }

    /// A focused preview takes the keys; else Enter and the preview's, then the list's.
    func handle(_ key: Key) -> Bool {
        if preview.capturesKeys { return preview.handle(key) }
        return keys.handle(key) || list.handle(key)
    }

    func close() {
        follower?.stop()
        preview.close()
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
