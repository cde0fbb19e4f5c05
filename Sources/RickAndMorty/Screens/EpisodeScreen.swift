import Baton
import BatonTUI

/// An episode: its code, name and air date, then its characters; Enter opens one.
typealias EpisodeScreen = CharacterGroupScreen<EpisodeScreenQuery.Data.Episode>

extension EpisodeScreenQuery.Data.Episode: CharacterGroup {
    static let noun = "episode"
    static let members = "Characters"
    static let restoreName = "episode"

    static func query(id: String) -> EpisodeScreenQuery { EpisodeScreenQuery(id: id) }

    static func group(in data: EpisodeScreenQuery.Data) -> Self? { data.episode }

    static func lines(_ episode: @escaping @MainActor () -> Self?) -> [DetailHeader.Line] {
        [
            DetailHeader.Line("Code", style: Style(.accent)) { episode()?.episode },
            DetailHeader.Line("Air date") { episode()?.air_date },
        ]
    }

    var rows: [CharacterList.Row] {
        characters.compactMap { character in character.id.map { CharacterList.Row(id: $0, character: character.characterRow) } }
    }
}
