import Baton
import BatonScreens

extension Navigator {
    /// Opens issue or pull request `number` of the repository `owner/name`; a name of
    /// another shape opens nothing.
    func openConversation(pullRequest: Bool, number: Int, in nameWithOwner: String, environment: Environment) {
        let parts = nameWithOwner.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return }
        if pullRequest {
            open(PullRequestScreen(environment: environment, owner: parts[0], name: parts[1], number: number))
        } else {
            open(IssueScreen(environment: environment, owner: parts[0], name: parts[1], number: number))
        }
    }
}
