/// A repository's `owner/name`, as GitHub writes it, read into its two parts.
struct RepositoryName: Equatable {
    let owner: String
    let name: String

    init(owner: String, name: String) {
        self.owner = owner
        self.name = name
    }

    /// Nil for text of another shape than `owner/name`.
    init?(_ nameWithOwner: String) {
        let parts = nameWithOwner.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        owner = parts[0]
        name = parts[1]
    }
}
