extension GitHubREST {
    /// The diff of pull request `number` of `owner/name`, as `git diff` writes it, which
    /// GitHub serves over REST alone.
    func pullRequestDiff(owner: String, name: String, number: Int) async throws(GitHubRESTError) -> String {
        let bytes = try await get(["repos", owner, name, "pulls", String(number)], accept: "application/vnd.github.diff")
        return String(decoding: bytes, as: UTF8.self)
    }
}
