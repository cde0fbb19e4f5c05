import Baton
import BatonTUI

/// A location: its type and dimension, then its residents; Enter opens one.
typealias LocationScreen = CharacterGroupScreen<LocationScreenQuery.Data.Location>

extension LocationScreenQuery.Data.Location: CharacterGroup {
    static let noun = "location"
    static let members = "Residents"
    static let restoreName = "location"

    static func query(id: String) -> LocationScreenQuery { LocationScreenQuery(id: id) }

    static func group(in data: LocationScreenQuery.Data) -> Self? { data.location }

    static func lines(_ location: @escaping @MainActor () -> Self?) -> [DetailHeader.Line] {
        [
            DetailHeader.Line("Type") { location()?.type },
            DetailHeader.Line("Dimension") { location()?.dimension },
        ]
    }

    var rows: [CharacterList.Row] {
        residents.compactMap { character in character.id.map { CharacterList.Row(id: $0, character: character.characterRow) } }
    }
}
