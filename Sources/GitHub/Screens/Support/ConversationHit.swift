/// One result of an issue search: an issue or a pull request, with the repository it is
/// in, which opens it. A result of another type is none.
@MainActor
enum ConversationHit: Equatable {
    typealias Node = ConversationSearchResults_query.Search.Edges.Node

    case issue(Node.AsIssue)
    case pullRequest(Node.AsPullRequest)

    init?(_ node: Node) {
        if let issue = node.asIssue {
            self = .issue(issue)
        } else if let pullRequest = node.asPullRequest {
            self = .pullRequest(pullRequest)
        } else {
            return nil
        }
    }

    var row: ConversationRow {
        switch self {
        case .issue(let issue): ConversationRow(issue.issueRow)
        case .pullRequest(let pullRequest): ConversationRow(pullRequest.pullRequestRow)
        }
    }

    var nameWithOwner: String {
        switch self {
        case .issue(let issue): issue.repository.nameWithOwner
        case .pullRequest(let pullRequest): pullRequest.repository.nameWithOwner
        }
    }

    /// What the person's own commands are given of it.
    var commandValues: [String: String] {
        switch self {
        case .issue(let issue): CommandValues.issue(issue.issueRow, in: nameWithOwner)
        case .pullRequest(let pullRequest): CommandValues.pullRequest(pullRequest.pullRequestRow, in: nameWithOwner)
        }
    }

    /// What opens and previews it; none for a repository name not `owner/name`.
    var reference: ConversationReference? {
        guard let repository = RepositoryName(nameWithOwner) else { return nil }
        return switch self {
        case .issue(let issue):
            ConversationReference(isPullRequest: false, number: issue.issueRow.number, repository: repository, url: issue.issueRow.url)
        case .pullRequest(let pullRequest):
            ConversationReference(isPullRequest: true, number: pullRequest.pullRequestRow.number, repository: repository,
                                  url: pullRequest.pullRequestRow.url)
        }
    }

    /// What its actions (close, merge, ...) act on.
    var target: ActionTarget? {
        guard let reference else { return nil }
        return switch self {
        case .issue(let issue): .issue(id: issue.id, reference: reference, title: issue.issueRow.title, state: issue.issueRow.issueState)
        case .pullRequest(let pullRequest):
            .pullRequest(id: pullRequest.id, reference: reference, title: pullRequest.pullRequestRow.title,
                         state: pullRequest.pullRequestRow.pullRequestState,
                         isDraft: pullRequest.pullRequestRow.isDraft)
        }
    }

    /// Its page and short name, for `o`, `y` and `Y`.
    var link: Handoff.Link {
        switch self {
        case .issue(let issue): .numbered(issue.issueRow.number, of: nameWithOwner, url: issue.issueRow.url)
        case .pullRequest(let pullRequest): .numbered(pullRequest.pullRequestRow.number, of: nameWithOwner, url: pullRequest.pullRequestRow.url)
        }
    }
}
