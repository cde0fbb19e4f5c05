import Baton
import BatonScreens
import BatonTUI

/// One row of a dashboard section: an issue or a pull request, read from its lens as the
/// row renders, so a change to one item renders its row alone.
@MainActor
enum DashboardItem: Equatable {
    typealias Node = DashboardSectionResults_query.Search.Edges.Node

    case issue(DashboardIssue_issue)
    case pullRequest(DashboardPullRequest_pullRequest)

    /// A result of another type than the two is none.
    init?(_ node: Node) {
        if let issue = node.asIssue {
            self = .issue(issue.dashboardIssue)
        } else if let pullRequest = node.asPullRequest {
            self = .pullRequest(pullRequest.dashboardPullRequest)
        } else {
            return nil
        }
    }

    var nameWithOwner: String {
        switch self {
        case .issue(let issue): issue.repository.nameWithOwner
        case .pullRequest(let pullRequest): pullRequest.repository.nameWithOwner
        }
    }

    var number: Int {
        switch self {
        case .issue(let issue): issue.number
        case .pullRequest(let pullRequest): pullRequest.number
        }
    }

    var title: String {
        switch self {
        case .issue(let issue): issue.title
        case .pullRequest(let pullRequest): pullRequest.title
        }
    }

    var url: String {
        switch self {
        case .issue(let issue): issue.url
        case .pullRequest(let pullRequest): pullRequest.url
        }
    }

    /// The author's login; nil for a deleted account.
    var author: String? {
        switch self {
        case .issue(let issue): issue.author?.login
        case .pullRequest(let pullRequest): pullRequest.author?.login
        }
    }

    var state: ConversationState {
        switch self {
        case .issue(let issue): .issue(issue.issueState)
        case .pullRequest(let pullRequest): .pullRequest(pullRequest.pullRequestState, isDraft: pullRequest.isDraft)
        }
    }

    var comments: Int {
        switch self {
        case .issue(let issue): issue.comments.totalCount
        case .pullRequest(let pullRequest): pullRequest.comments.totalCount
        }
    }

    var updatedAt: String {
        switch self {
        case .issue(let issue): issue.updatedAt
        case .pullRequest(let pullRequest): pullRequest.updatedAt
        }
    }

    var labels: [LabelMarks.Mark] {
        switch self {
        case .issue(let issue): LabelMarks(issue.labelList).marks
        case .pullRequest(let pullRequest): LabelMarks(pullRequest.labelList).marks
        }
    }

    /// A pull request's review decision in a word and its color; nil for an issue, or a
    /// pull request that needs no review.
    var review: (words: String, color: Color)? {
        guard case .pullRequest(let pullRequest) = self, let decision = pullRequest.reviewDecision else { return nil }
        switch decision {
        case .APPROVED: return ("approved", .green)
        case .CHANGES_REQUESTED: return ("changes", .red)
        case .REVIEW_REQUIRED: return ("required", .yellow)
        case .unknown(let name): return (name.lowercased(), .white)
        }
    }

    /// The checks of a pull request's last commit in a word and its color; nil for an
    /// issue, or a commit without checks.
    var checks: (words: String, color: Color)? {
        guard case .pullRequest(let pullRequest) = self,
              let state = pullRequest.commits.nodes?.first?.commit.statusCheckRollup?.state else { return nil }
        switch state {
        case .SUCCESS: return ("passing", .green)
        case .FAILURE, .ERROR: return ("failing", .red)
        case .PENDING, .EXPECTED: return ("pending", .yellow)
        case .unknown(let name): return (name.lowercased(), .white)
        }
    }

    /// What opens and previews it; none for a repository name not `owner/name`.
    var reference: ConversationReference? {
        guard let repository = RepositoryName(nameWithOwner) else { return nil }
        let isPullRequest = if case .pullRequest = self { true } else { false }
        return ConversationReference(isPullRequest: isPullRequest, number: number, repository: repository, url: url)
    }

    /// What its actions (close, merge, ...) act on.
    var target: ActionTarget? {
        guard let reference else { return nil }
        return switch self {
        case .issue(let issue): .issue(id: issue.id, reference: reference, title: issue.title, state: issue.issueState)
        case .pullRequest(let pullRequest):
            .pullRequest(id: pullRequest.id, reference: reference, title: pullRequest.title, state: pullRequest.pullRequestState,
                         isDraft: pullRequest.isDraft)
        }
    }

    /// Its page and short name, for `o`, `y` and `Y`.
    var link: Handoff.Link { .numbered(number, of: nameWithOwner, url: url) }

    /// What a person's command fills in for it; a pull request's branches too.
    var commandValues: [String: String] {
        var values = ["RepoNameWithOwner": nameWithOwner, "Number": String(number), "Url": url]
        if let author { values["Author"] = author }
        if case .pullRequest(let pullRequest) = self {
            values["HeadRefName"] = pullRequest.headRefName
            values["BaseRefName"] = pullRequest.baseRefName
        }
        return values
    }
}
