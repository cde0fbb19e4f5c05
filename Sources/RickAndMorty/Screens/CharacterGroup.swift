import Baton
import BatonScreens

/// What a screen of a group of characters shows: an episode and its cast, a location
/// and its residents. `EpisodeScreen` and `LocationScreen` name the two.
@MainActor
protocol CharacterGroup: Equatable {
    associatedtype Query: Baton.Query
    /// The group in words: "episode", "location".
    static var noun: String { get }
    /// Its members in the header and the empty list: "Characters", "Residents".
    static var members: String { get }
    /// The screen's name in its descriptor.
    static var restoreName: String { get }
    static func query(id: String) -> Query
    /// The group in the query's data; nil when the API has none of that id.
    static func group(in data: Query.Data) -> Self?
    /// The header's lines above the count of members, each read as it renders.
    static func lines(_ group: @escaping @MainActor () -> Self?) -> [DetailHeader.Line]

    var name: String? { get }
    /// The members as rows, the ones without an id left out.
    var rows: [CharacterList.Row] { get }
}
