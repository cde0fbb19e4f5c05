import Baton
import BatonTUI

/// What a conversation screen reads of the issue or pull request it shows: its query,
/// where the query's answer holds it, its header, and its page. The subject is the lens
/// of the query's issue or pull request.
@MainActor
protocol ConversationSubject: Lens {
    associatedtype Query: ConversationQuery
    /// "issue", "pull request", in the screen's words.
    static var noun: String { get }
    /// The screen's descriptor's name for it.
    static var screenName: String { get }
    static func query(owner: String, name: String, number: Int, count: Int) -> Query
    /// The subject in the answer; nil when GitHub has none of that number.
    static func subject(in data: Query.Data) -> Self?
    static var headerHeight: Int { get }

    var id: String { get }
    /// Its page, as GitHub gives it.
    var url: String { get }
    var body: String { get }
    /// The comments, nil until their deferred part came.
    var comments: (any CommentConnection)? { get }
    var header: any View { get }
    /// What its actions (close, merge, ...) act on, number `number` of `repository`.
    func actionTarget(number: Int, in repository: RepositoryName) -> ActionTarget
    /// What the person's own commands are given of it, number `number` of `nameWithOwner`.
    func commandValues(number: Int, in nameWithOwner: String) -> [String: String]
}

/// A conversation screen's query: one issue or pull request of a repository by number.
protocol ConversationQuery: Baton.Query {
    var owner: String { get }
    var name: String { get }
    var number: Int { get }
}
