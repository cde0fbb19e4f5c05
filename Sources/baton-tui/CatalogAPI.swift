import Baton
import Foundation
import GitHub
import RickAndMorty

/// The APIs this binary has operations for, and how each is reached.
enum CatalogAPI: String, CaseIterable, CustomStringConvertible {
    case rickandmorty, github

    var operations: [any Baton.Operation.Type] {
        switch self {
        case .rickandmorty: RickAndMortyAPI.operations
        case .github: GitHubAPI.operations
        }
    }

    var operationNames: [String] { operations.map { $0.name } }

    var defaultEndpoint: URL {
        switch self {
        case .rickandmorty: RickAndMortyAPI.endpoint
        case .github: GitHubAPI.endpoint
        }
    }

    /// The token the API is reached with: GitHub's, resolved once and never printed;
    /// Rick and Morty needs none.
    func token() -> String? {
        switch self {
        case .rickandmorty: nil
        case .github: GitHubToken.resolve()
        }
    }

    /// How long fetched data stays fresh: GitHub's changes by the minute, Rick and
    /// Morty's hardly ever. Older data is refetched when a screen asks for it.
    var cacheExpiration: Duration {
        switch self {
        case .rickandmorty: .seconds(24 * 60 * 60)
        case .github: .seconds(5 * 60)
        }
    }

    var description: String { rawValue }

    /// The operation named `name` and its API, in `api` or in any.
    static func lookUp(_ name: String, in api: CatalogAPI?) throws(UsageError) -> (CatalogAPI, any Baton.Operation.Type) {
        for candidate in api.map({ [$0] }) ?? allCases {
            if let operation = candidate.operations.first(where: { $0.name == name }) {
                return (candidate, operation)
            }
        }
        throw .unknownOperation(name, api: api)
    }
}
