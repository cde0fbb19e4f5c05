/// A saved search the GitHub tab's dashboard shows as a section, as the configuration
/// names it: a title, what it searches, and a query in GitHub's search syntax
/// (`is:open is:pr review-requested:@me`).
public struct GitHubSection: Equatable, Sendable {
    /// What a section lists: the `type` of its entry in the configuration.
    public enum Kind: String, CaseIterable, Sendable {
        /// Pull requests across repositories; the query gets `is:pr` unless it says a kind.
        case pullRequests
        /// Issues across repositories, and pull requests too unless the query says `is:issue`.
        case issues
        /// Repositories, as an entry without a type has always searched.
        case repositories
    }

    public var title: String
    public var kind: Kind
    public var query: String

    public init(title: String, kind: Kind = .repositories, query: String) {
        self.title = title
        self.kind = kind
        self.query = query
    }

    /// The query sent: a pull requests' section says `is:pr` when its query names no kind.
    var searchQuery: String {
        let words = query.split(separator: " ")
        guard kind == .pullRequests, !words.contains("is:pr"), !words.contains("is:issue") else { return query }
        return "is:pr " + query
    }

    /// What a dashboard without configured sections shows: what needs the viewer,
    /// across every repository.
    public static let defaults = [
        GitHubSection(title: "Review requested", kind: .pullRequests, query: "is:open is:pr review-requested:@me"),
        GitHubSection(title: "My pull requests", kind: .pullRequests, query: "is:open is:pr author:@me"),
        GitHubSection(title: "Assigned to me", kind: .issues, query: "is:open assignee:@me"),
        GitHubSection(title: "Involved", kind: .issues, query: "is:open involves:@me"),
    ]

    /// The sections the configuration gives, set once at launch: the defaults unless the
    /// file lists its own. The viewer's repositories and starred ones follow them.
    @MainActor public static var configured: [GitHubSection] = defaults
}
