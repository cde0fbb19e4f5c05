import Baton
import BatonScreens
import BatonTUI
import Observation

/// What can be done to an issue or a pull request from wherever it shows (its screen,
/// a dashboard section, a search): close, reopen, merge, approve, and move a pull request
/// between a draft and ready; and the screens that change more of it (its labels, its
/// assignees) or show more (a pull request's checks). Each is a GitHub mutation sent with an optimistic answer,
/// so the item's state changes in every row, section and header in the turn of the key,
/// and the open lists holding it count one fewer after a close or a merge. A refusal
/// reverts all of it and says GitHub's words; when the outcome is not known (a timeout,
/// an answer cut short) the item is fetched again and what it says now is said. A close
/// and a merge ask first, on the status line.
@MainActor
@Observable
final class ConversationActions: NoticeSource {
    /// What the last action came to, in words, until the next key.
    private(set) var notice: String?
    /// The items, by id (and the part of one a picker changes), whose last action waits
    /// for GitHub: another on one of them does nothing until it answers.
    private(set) var inFlight: Set<String> = []
    @ObservationIgnored let confirmation = Confirmation()
    @ObservationIgnored private let environment: Environment

    init(environment: Environment) {
        self.environment = environment
    }

    func dismissNotice() {
        notice = nil
    }

    /// The question first, while one is asked.
    var noticeSources: [any NoticeSource] { [confirmation, self] }

    /// Whether the next key answers a question (and so goes to `handle`).
    var isAsking: Bool { confirmation.isAsking }

    func handle(_ key: Key) -> Bool {
        confirmation.handle(key)
    }

    /// Binds the actions' keys on a screen whose selected or shown item `target` gives,
    /// and the key that opens a pull request's checks through `navigator`.
    func bind(to keys: KeyMap, navigator: @escaping @MainActor () -> (any Navigator)?,
              target: @escaping @MainActor () -> ActionTarget?) throws(KeyMapError) {
        try keys.bind(.close, description: "close the issue or pull request (asks first)") { [unowned self] in
            target().map(askToClose)
        }
        try keys.bind(.reopen, description: "reopen the closed issue or pull request") { [unowned self] in
            target().map(reopen)
        }
        try keys.bind(.merge, description: "merge the pull request (asks first, and how)") { [unowned self] in
            target().map(askToMerge)
        }
        try keys.bind(.approve, description: "approve the pull request") { [unowned self] in
            target().map(approve)
        }
        try keys.bind(.toggleDraft, description: "mark the draft pull request ready for review, or convert it to a draft") { [unowned self] in
            target().map(toggleDraft)
        }
        try keys.bind(.labels, description: "add or remove labels") { [unowned self] in
            guard let target = target(), let navigator = navigator() else { return }
            navigator.open(LabelPicker(target: target, environment: environment, navigator: navigator))
        }
        try keys.bind(.assign, description: "assign people, or take them off") { [unowned self] in
            guard let target = target(), let navigator = navigator() else { return }
            navigator.open(AssigneePicker(target: target, environment: environment, navigator: navigator))
        }
        try keys.bind(.requestReviews, description: "ask for reviews, or withdraw the asking") { [unowned self] in
            guard let target = target(), let navigator = navigator() else { return }
            guard target.isPullRequest else { return say("\(target.name) is an issue: only a pull request is reviewed") }
            navigator.open(ReviewerPicker(target: target, environment: environment, navigator: navigator))
        }
        try keys.bind(.checks, description: "the pull request's checks") { [unowned self] in
            guard let target = target() else { return }
            guard let screen = target.reference.checksScreen(in: environment) else {
                return say("\(target.name) is an issue: only a pull request has checks")
            }
            navigator()?.open(screen)
        }
    }

    // MARK: The actions

    func askToClose(_ target: ActionTarget) {
        guard target.standing == .open else { return say("\(target.name) is already \(target.standing.words)") }
        if target.isPullRequest {
            confirmation.ask("Close pull request \(target.name) without merging? y closes, any other key cancels",
                             choices: [.init(.character("y")) { [unowned self] in close(target, reason: nil) }],
                             cancelled: "Not closed: nothing was sent")
        } else {
            confirmation.ask("Close issue \(target.name)? y as completed, N as not planned, any other key cancels",
                             choices: [.init(.character("y")) { [unowned self] in close(target, reason: .COMPLETED) },
                                       .init(.character("N")) { [unowned self] in close(target, reason: .NOT_PLANNED) }],
                             cancelled: "Not closed: nothing was sent")
        }
    }

    func askToMerge(_ target: ActionTarget) {
        guard target.isPullRequest else { return say("\(target.name) is an issue: only a pull request merges") }
        guard target.standing == .open else { return say("\(target.name) is \(target.standing.words): nothing to merge") }
        guard !target.isDraft else { return say("\(target.name) is a draft: W marks it ready for review first") }
        let chosen = MergeMethod.configured
        let others = MergeMethod.allCases.filter { $0 != chosen }
        let question = "Merge \(target.name) \(chosen.words)? y merges, "
            + others.map(\.choice).joined(separator: ", ") + ", e edits the commit title first, any other key cancels"
        let choices = [Confirmation.Choice(.character("y")) { [unowned self] in merge(target, method: chosen) },
                       Confirmation.Choice(.character("e")) { [unowned self] in mergeWithTitle(target, method: chosen) }]
            + others.map { method in Confirmation.Choice(.character(method.key)) { [unowned self] in merge(target, method: method) } }
        confirmation.ask(question, choices: choices, cancelled: "Not merged: nothing was sent")
    }

    func close(_ target: ActionTarget, reason: IssueClosedStateReason?) {
        let counts = OpenLists.counts(holding: target, in: environment)
        if target.isPullRequest {
            let answer = ClosePullRequestMutation.OptimisticResponse.ClosePullRequest.PullRequest(id: target.id, state: "CLOSED")
            send(ClosePullRequestMutation(input: ClosePullRequestInput(pullRequestId: target.id)), "close", on: target,
                 optimistic: ClosePullRequestMutation.OptimisticResponse(closePullRequest: .init(pullRequest: answer)).payload,
                 field: "closePullRequest", counts: counts) { $0.closePullRequest?.pullRequest != nil }
        } else {
            let answer = CloseIssueMutation.OptimisticResponse.CloseIssue.Issue(id: target.id, state: "CLOSED")
            send(CloseIssueMutation(input: CloseIssueInput(issueId: target.id, stateReason: reason)), "close", on: target,
                 optimistic: CloseIssueMutation.OptimisticResponse(closeIssue: .init(issue: answer)).payload,
                 field: "closeIssue", counts: counts) { $0.closeIssue?.issue != nil }
        }
    }

    func reopen(_ target: ActionTarget) {
        guard target.standing == .closed else {
            return say(target.standing == .merged ? "\(target.name) is merged: it cannot be reopened" : "\(target.name) is open already")
        }
        if target.isPullRequest {
            let answer = ReopenPullRequestMutation.OptimisticResponse.ReopenPullRequest.PullRequest(id: target.id, state: "OPEN")
            send(ReopenPullRequestMutation(input: ReopenPullRequestInput(pullRequestId: target.id)), "reopen", on: target,
                 optimistic: ReopenPullRequestMutation.OptimisticResponse(reopenPullRequest: .init(pullRequest: answer)).payload,
                 field: "reopenPullRequest") { $0.reopenPullRequest?.pullRequest != nil }
        } else {
            let answer = ReopenIssueMutation.OptimisticResponse.ReopenIssue.Issue(id: target.id, state: "OPEN")
            send(ReopenIssueMutation(input: ReopenIssueInput(issueId: target.id)), "reopen", on: target,
                 optimistic: ReopenIssueMutation.OptimisticResponse(reopenIssue: .init(issue: answer)).payload,
                 field: "reopenIssue") { $0.reopenIssue?.issue != nil }
        }
    }

    /// Merges with the commit title the person's editor gives back, its first line; the
    /// title GitHub would give a squash to start from. An editor that fails merges nothing.
    func mergeWithTitle(_ target: ActionTarget, method: MergeMethod) {
        switch Desktops.current.edit("\(target.title) (#\(target.reference.number))\n") {
        case .edited(let text):
            let title = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)?
                .trimmingCharacters(in: .whitespaces) ?? ""
            guard !title.isEmpty else { return say("An empty commit title: nothing was merged") }
            merge(target, method: method, title: title)
        case .kept(let reason):
            say("Not merged: \(reason)")
        }
    }

    /// Merges `target` by `method`; `title` is the commit's, else GitHub's own.
    func merge(_ target: ActionTarget, method: MergeMethod, title: String? = nil) {
        let answer = MergePullRequestMutation.OptimisticResponse.MergePullRequest.PullRequest(id: target.id, state: "MERGED")
        let input = MergePullRequestInput(commitHeadline: title, mergeMethod: method.graphQL, pullRequestId: target.id)
        send(MergePullRequestMutation(input: input), "merge", on: target,
             optimistic: MergePullRequestMutation.OptimisticResponse(mergePullRequest: .init(pullRequest: answer)).payload,
             field: "mergePullRequest", counts: OpenLists.counts(holding: target, in: environment)) { $0.mergePullRequest?.pullRequest != nil }
    }

    func approve(_ target: ActionTarget) {
        review(target, event: .APPROVE, body: "")
    }

    /// Asks which review to write: an approval goes at once; a comment or changes
    /// requested open the composer on that review (`compose`).
    func askToReview(_ target: ActionTarget, compose: @escaping @MainActor (PullRequestReviewEvent) -> Void) {
        guard let refusal = reviewRefusal(target) else {
            confirmation.ask("Review \(target.name): a approves, c comments, r requests changes, any other key cancels",
                             choices: [.init(.character("a")) { [unowned self] in approve(target) },
                                       .init(.character("c")) { compose(.COMMENT) },
                                       .init(.character("r")) { compose(.REQUEST_CHANGES) }],
                             cancelled: "No review: nothing was sent")
            return
        }
        say(refusal)
    }

    /// Sends a review with `body`; returns false, sending nothing, when it cannot go:
    /// a comment or changes requested need some text, as GitHub says.
    @discardableResult
    func review(_ target: ActionTarget, event: PullRequestReviewEvent, body: String) -> Bool {
        if let refusal = reviewRefusal(target) {
            say(refusal)
            return false
        }
        let text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard event == .APPROVE || !text.isEmpty else {
            say("A review that \(event == .REQUEST_CHANGES ? "requests changes" : "comments") needs some text: nothing was sent.")
            return false
        }
        // A comment leaves the decision as it stands; the other two decide it.
        let decision: String? = switch event {
        case .APPROVE: "APPROVED"
        case .REQUEST_CHANGES: "CHANGES_REQUESTED"
        default: nil
        }
        let pullRequest = AddPullRequestReviewMutation.OptimisticResponse.AddPullRequestReview.PullRequestReview.PullRequest(
            id: target.id, reviewDecision: decision)
        // The review's own id is the server's to give: the layer's record of it goes with the layer.
        let review = AddPullRequestReviewMutation.OptimisticResponse.AddPullRequestReview.PullRequestReview(
            id: "optimistic:review:\(target.id)", pullRequest: pullRequest)
        let verb = switch event {
        case .APPROVE: "approve"
        case .REQUEST_CHANGES: "request changes on"
        default: "review"
        }
        let input = AddPullRequestReviewInput(body: text.isEmpty ? nil : text, event: event, pullRequestId: target.id)
        send(AddPullRequestReviewMutation(input: input), verb, on: target,
             optimistic: AddPullRequestReviewMutation.OptimisticResponse(addPullRequestReview: .init(pullRequestReview: review)).payload,
             field: "addPullRequestReview") { $0.addPullRequestReview?.pullRequestReview != nil }
        return true
    }

    private func reviewRefusal(_ target: ActionTarget) -> String? {
        guard target.isPullRequest else { return "\(target.name) is an issue: only a pull request is reviewed" }
        guard target.standing == .open else { return "\(target.name) is \(target.standing.words): it takes no review" }
        return nil
    }

    func toggleDraft(_ target: ActionTarget) {
        guard target.isPullRequest else { return say("\(target.name) is an issue: only a pull request is a draft") }
        guard target.standing == .open else { return say("\(target.name) is \(target.standing.words)") }
        if target.isDraft {
            let answer = MarkReadyForReviewMutation.OptimisticResponse.MarkPullRequestReadyForReview.PullRequest(
                id: target.id, isDraft: false)
            send(MarkReadyForReviewMutation(input: MarkPullRequestReadyForReviewInput(pullRequestId: target.id)), "mark ready", on: target,
                 optimistic: MarkReadyForReviewMutation.OptimisticResponse(markPullRequestReadyForReview: .init(pullRequest: answer)).payload,
                 field: "markPullRequestReadyForReview") { $0.markPullRequestReadyForReview?.pullRequest != nil }
        } else {
            let answer = ConvertToDraftMutation.OptimisticResponse.ConvertPullRequestToDraft.PullRequest(
                id: target.id, isDraft: true)
            send(ConvertToDraftMutation(input: ConvertPullRequestToDraftInput(pullRequestId: target.id)), "convert to a draft", on: target,
                 optimistic: ConvertToDraftMutation.OptimisticResponse(convertPullRequestToDraft: .init(pullRequest: answer)).payload,
                 field: "convertPullRequestToDraft") { $0.convertPullRequestToDraft?.pullRequest != nil }
        }
    }

    // MARK: Sending

    private func say(_ words: String) {
        notice = words
    }

    /// Sends `mutation` with `optimistic` over the store until GitHub answers; `answered`
    /// says whether the answer holds the item (else GitHub refused, with an error at
    /// `field`), and `counts` move by one fewer when it does. One action at a time goes
    /// to an item, unless `part` names what of it this one changes (a label, an
    /// assignee), so that a picker's toggles of several go out together.
    func send<Value: Mutation>(
        _ mutation: Value, _ verb: String, on target: ActionTarget, part: String? = nil, optimistic: Payload, field: String,
        counts: [ListCount] = [], answered: @escaping @MainActor @Sendable (Value.Data) -> Bool
    ) {
        let key = part.map { target.id + " " + $0 } ?? target.id
        guard !inFlight.contains(key) else { return say("\(target.name): the last action on it still waits for GitHub") }
        notice = nil
        inFlight.insert(key)
        let action = MutationAction<Value>(environment: environment)
        let updater: Updater<Value>? = ListCount.updater(moving: counts, by: -1, when: answered)
        // Immediate, so the optimistic layer lands before the key's frame is drawn.
        Task.immediate { [self] in
            defer { inFlight.remove(key) }
            do {
                let data = try await action.perform(mutation, optimistic: optimistic, updater: updater)
                if !answered(data) {
                    let words = data.fieldError(for: field)?.message ?? "GitHub answered without the \(target.noun)"
                    notice = "Could not \(verb) \(target.name): \(words)"
                }
            } catch {
                let failure = Failure(classifying: error)
                let reason = FailureWords(failure, advice: .gitHub).message
                guard failure.mayHaveBeenApplied else {
                    notice = "Could not \(verb) \(target.name): \(reason)"
                    return
                }
                await refresh(target, verb: verb, because: reason)
            }
        }
    }

    /// Says that the outcome is not known and fetches the item again, so every list and
    /// header shows what GitHub holds now.
    private func refresh(_ target: ActionTarget, verb: String, because reason: String) async {
        let unknown = "Not known whether GitHub did \(verb) \(target.name) (\(reason))"
        notice = unknown + "; refreshing it"
        let (owner, name, number) = (target.reference.repository.owner, target.reference.repository.name, target.reference.number)
        do {
            let standing: String
            if target.isPullRequest {
                let header = try await environment.fetch(PullRequestScreenQuery(owner: owner, name: name, number: number, count: PageSize.configured),
                                                         policy: .networkOnly).repository?.pullRequest?.pullRequestHeader
                standing = header.map { ConversationState.pullRequest($0.state, isDraft: $0.isDraft).words.lowercased() } ?? "gone"
            } else {
                let issue = try await environment.fetch(IssueScreenQuery(owner: owner, name: name, number: number, count: PageSize.configured),
                                                        policy: .networkOnly).repository?.issue
                standing = issue.map { ConversationState.issue($0.state).words.lowercased() } ?? "gone"
            }
            notice = unknown + "; it is \(standing) now"
        } catch {
            notice = unknown + ", and it could not be refreshed: " + FailureWords(Failure(classifying: error), advice: .gitHub).message
        }
    }
}

extension ActionTarget.Standing {
    var words: String {
        switch self {
        case .open: "open"
        case .closed: "closed"
        case .merged: "merged"
        }
    }
}
