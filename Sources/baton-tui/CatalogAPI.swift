import Baton
import BatonScreens
import Foundation
import GitHub
import RickAndMorty

/// The APIs this binary has screens and operations for: the one place that lists
/// them. Everything else of an API is its module's description.
enum CatalogAPI: String, CaseIterable, CustomStringConvertible {
    case rickandmorty, github

    var api: APIDescription {
        switch self {
        case .rickandmorty: RickAndMortyAPI.description
        case .github: GitHubAPI.description
        }
    }

    var operations: [any Baton.Operation.Type] { api.operations }

    var operationNames: [String] { operations.map { $0.name } }

    var defaultEndpoint: URL { api.endpoint }

    /// The tab's name.
    var title: String { api.title }

    /// The token the API is reached with at `endpoint`, resolved once and never printed;
    /// nil for an API that takes none.
    func token(for endpoint: URL) -> String? { api.token(endpoint) }

    /// How long fetched data stays fresh; older data is refetched when a screen asks for it.
    var cacheExpiration: Duration { api.cacheExpiration }

    /// What the API's image is made for: the schema its target compiled against (an
    /// image written under another starts again) and what never reaches the file.
    var imageSchema: ImageSchema { api.imageSchema }

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
