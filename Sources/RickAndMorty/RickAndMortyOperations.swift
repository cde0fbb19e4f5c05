import Baton

extension RickAndMortyAPI {
    /// Every operation compiled from `graphql/rickandmorty/`, for lookup by name.
    public static var operations: [any Baton.Operation.Type] {
        [CharactersScreenQuery.self, CharacterScreenQuery.self, EpisodeScreenQuery.self,
         LocationScreenQuery.self, FixtureQuery.self]
    }
}
