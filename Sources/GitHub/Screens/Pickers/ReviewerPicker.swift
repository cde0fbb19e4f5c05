import Baton

/// `A` on a pull request: whose review is asked, picked from the repository's
/// assignable users, the viewer first and the author left out (GitHub refuses them).
typealias ReviewerPicker = PickerScreen<ReviewerPickerKind>

@MainActor
enum ReviewerPickerKind: PickerKind {
    static let noun = "reviewers"

    static func query(owner: String, name: String, id: String) -> ReviewerPickerQuery {
        ReviewerPickerQuery(owner: owner, name: name, id: id)
    }

    static func candidates(in data: ReviewerPickerQuery.Data) -> [PickerCandidate] {
        let author = data.node?.asPullRequest?.author?.login
        let users = (data.repository?.assignableUsers.nodes ?? .empty).filter { $0.login != author }
            .map { PickerCandidate.user(id: $0.id, login: $0.login, name: $0.name) }
        return PickerCandidate.viewerFirst(users, viewer: data.viewer.id)
    }

    static func chosen(in data: ReviewerPickerQuery.Data) -> [PickerCandidate]? {
        guard let requests = data.node?.asPullRequest?.reviewRequestList.reviewRequests else { return nil }
        return (requests.nodes ?? .empty).compactMap(\.requestedReviewer).map { PickerCandidate.user(id: $0.id, login: $0.login, name: nil) }
    }

    /// An addition asks the user besides those asked; a removal asks the rest in their place.
    static func toggle(_ candidate: PickerCandidate, adding: Bool, chosen: [PickerCandidate], on target: ActionTarget,
                       through actions: ConversationActions) {
        guard target.isPullRequest else { return }
        let after = adding ? chosen + [candidate] : chosen.filter { $0.id != candidate.id }
        typealias PullRequest = RequestReviewsMutation.OptimisticResponse.RequestReviews.PullRequest
        let nodes = after.compactMap { user -> PullRequest.ReviewRequests.Nodes? in
            guard case let .user(login) = user.stored else { return nil }
            // The request's own id is the server's to give: the layer's record of it goes with the layer.
            return .init(id: "optimistic:review-request:\(target.id):\(user.id)",
                         requestedReviewer: .init(__typename: "User", id: user.id, login: login))
        }
        let answer = PullRequest(id: target.id, reviewRequests: .init(nodes: nodes))
        let input = adding
            ? RequestReviewsInput(pullRequestId: target.id, union: true, userIds: [candidate.id])
            : RequestReviewsInput(pullRequestId: target.id, union: false, userIds: after.map(\.id))
        actions.send(RequestReviewsMutation(input: input), adding ? "ask a review on" : "withdraw a review request on", on: target,
                     part: candidate.id,
                     optimistic: RequestReviewsMutation.OptimisticResponse(requestReviews: .init(pullRequest: answer)).payload,
                     field: "requestReviews") { $0.requestReviews?.pullRequest != nil }
    }
}
