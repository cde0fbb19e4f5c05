import BatonTUI

/// One issue: its number, title, state and opener, then its conversation.
typealias IssueScreen = ConversationScreen<IssueScreenQuery.Data.Repository.Issue>

extension IssueScreenQuery: ConversationQuery {}

extension IssueScreenQuery.Data.Repository.Issue: ConversationSubject {
    static let noun = "issue"
    static let screenName = "issue"
    static let headerHeight = IssueHeaderView.height

    static func query(owner: String, name: String, number: Int, count: Int) -> IssueScreenQuery {
        IssueScreenQuery(owner: owner, name: name, number: number, count: count)
    }

    static func subject(in data: IssueScreenQuery.Data) -> Self? {
        data.repository?.issue
    }

    var comments: (any CommentConnection)? { commentList?.comments }
    var header: any View { IssueHeaderView(self) }

    func actionTarget(number: Int, in repository: RepositoryName) -> ActionTarget {
        .issue(id: id, reference: ConversationReference(isPullRequest: false, number: number, repository: repository, url: url), title: title,
               state: state)
    }

    func commandValues(number: Int, in nameWithOwner: String) -> [String: String] {
        CommandValues.numbered(number, in: nameWithOwner, url: url, author: author?.login)
    }
}
