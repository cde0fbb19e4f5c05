import Foundation

/// The Rick and Morty API this target's documents are compiled for. The code the
/// build generates from `graphql/rickandmorty/` sits beside this file in the module.
public enum RickAndMortyAPI {
    /// The public endpoint, the product's default.
    public static let endpoint = URL(string: "https://rickandmortyapi.com/graphql")!
}
