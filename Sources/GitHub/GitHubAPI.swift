import Foundation

/// GitHub's GraphQL API this target's documents are compiled for. The code the
/// build generates from `graphql/github/` sits beside this file in the module.
public enum GitHubAPI {
    /// The public endpoint, the product's default.
    public static let endpoint = URL(string: "https://api.github.com/graphql")!
}
