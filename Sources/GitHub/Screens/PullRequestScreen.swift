import BatonTUI

/// One pull request: its header (state, branches, size, review, checks, labels), then
/// its conversation, as an issue's; `F` lists its files and `d` shows its diff.
typealias PullRequestScreen = ConversationScreen<PullRequestScreenQuery.Data.Repository.PullRequest>

extension PullRequestScreenQuery: ConversationQuery {}

extension PullRequestScreenQuery.Data.Repository.PullRequest: ConversationSubject {
    static let noun = "pull request"
    static let screenName = "pullRequest"
    static let headerHeight = PullRequestHeaderView.height

    static func query(owner: String, name: String, number: Int, count: Int) -> PullRequestScreenQuery {
        PullRequestScreenQuery(owner: owner, name: name, number: number, count: count)
    }

    static func subject(in data: PullRequestScreenQuery.Data) -> Self? {
        data.repository?.pullRequest
    }

    var comments: (any CommentConnection)? { pullRequestCommentList?.comments }
    var header: any View { PullRequestHeaderView(pullRequestHeader) }

    func actionTarget(number: Int, in repository: RepositoryName) -> ActionTarget {
        let header = pullRequestHeader
        return .pullRequest(id: id, reference: ConversationReference(isPullRequest: true, number: number, repository: repository, url: url),
                            title: header.title,
                            state: header.state, isDraft: header.isDraft)
    }

    func commandValues(number: Int, in nameWithOwner: String) -> [String: String] {
        let header = pullRequestHeader
        return CommandValues.pullRequest(number, in: nameWithOwner, url: url, author: header.author?.login,
                                         head: header.headRefName, base: header.baseRefName)
    }
}
