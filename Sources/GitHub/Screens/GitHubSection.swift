/// A saved search the GitHub tab lists on its first screen, as the configuration names
/// it: a title, and a query in GitHub's search syntax (`user:mona language:swift`).
public struct GitHubSection: Equatable, Sendable {
    public var title: String
    public var query: String

    public init(title: String, query: String) {
        self.title = title
        self.query = query
    }

    /// The sections the configuration gives, set once at launch; none leaves the viewer's
    /// repositories as the tab's first screen.
    @MainActor public static var configured: [GitHubSection] = []
}
