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

    /// The request headers: GitHub's bearer token from the environment, read per
    /// request and never printed.
    var headers: @Sendable () -> [String: String] {
        switch self {
        case .rickandmorty:
            return { [:] }
        case .github:
            return {
                let environment = ProcessInfo.processInfo.environment
                guard let token = environment["GITHUB_TOKEN"] ?? environment["GH_TOKEN"], !token.isEmpty
                else { return [:] }
                return ["Authorization": "Bearer \(token)"]
            }
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
