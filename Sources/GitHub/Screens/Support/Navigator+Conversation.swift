import Baton
import BatonScreens

extension Navigator {
    /// Opens issue or pull request `number` of the repository `owner/name`; a name of
    /// another shape opens nothing.
    func openConversation(pullRequest: Bool, number: Int, in nameWithOwner: String, environment: Environment) {
        guard let repository = RepositoryName(nameWithOwner) else { return }
        if pullRequest {
            open(PullRequestScreen(environment: environment, owner: repository.owner, name: repository.name, number: number))
        } else {
            open(IssueScreen(environment: environment, owner: repository.owner, name: repository.name, number: number))
        }
    }
}
