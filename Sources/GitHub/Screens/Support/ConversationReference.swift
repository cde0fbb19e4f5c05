import Baton
import BatonScreens

/// One issue or pull request as a list names it: enough to open its screen, to preview
/// it, and to ask whether the store holds it.
struct ConversationReference: Equatable {
    let isPullRequest: Bool
    let number: Int
    let repository: RepositoryName
    let url: String

    /// `owner/name#12`, as the notices name it.
    var name: String { "\(repository.owner)/\(repository.name)#\(number)" }

    /// Its screen: the full conversation, opening others through `navigator`, or the
    /// preview's under the preview's policy.
    @MainActor
    func screen(in environment: Environment, navigator: (any Navigator)? = nil, policy: FetchPolicy = .storeOrNetwork) -> any Screen {
        let (owner, name) = (repository.owner, repository.name)
        return isPullRequest
            ? PullRequestScreen(environment: environment, owner: owner, name: name, number: number, navigator: navigator, policy: policy)
            : IssueScreen(environment: environment, owner: owner, name: name, number: number, navigator: navigator, policy: policy)
    }

    /// Its checks' screen; nil for an issue, which has none.
    @MainActor
    func checksScreen(in environment: Environment) -> ChecksScreen? {
        isPullRequest ? ChecksScreen(environment: environment, owner: repository.owner, name: repository.name, number: number) : nil
    }

    /// Whether the store holds all its screen shows.
    @MainActor
    func isAvailable(in environment: Environment) -> Bool {
        let (owner, name) = (repository.owner, repository.name)
        return isPullRequest
            ? PullRequestScreen.isAvailable(owner: owner, name: name, number: number, in: environment)
            : IssueScreen.isAvailable(owner: owner, name: name, number: number, in: environment)
    }
}

extension PreviewPane {
    /// Previews the selected issue or pull request, its conversation beside the list.
    @MainActor
    func select(_ conversation: ConversationReference?, in environment: Environment) {
        select(conversation?.url, available: { conversation?.isAvailable(in: environment) ?? false }) { policy in
            conversation?.screen(in: environment, policy: policy)
        }
    }
}
