import BatonScreens
import BatonTUI

/// The pull request screen's header, from `PullRequestHeader_pullRequest`: the number and
/// title; the state, who opened it and when, and the branches; its size, the review's
/// decision and the checks of its last commit; its labels.
@MainActor
final class PullRequestHeaderView: View {
    static let height = 4
    private let pullRequest: PullRequestHeader_pullRequest

    init(_ pullRequest: PullRequestHeader_pullRequest) {
        self.pullRequest = pullRequest
    }

    func render(in region: inout CanvasRegion) {
        let dim = Style(dim: true)
        region.draw("#\(pullRequest.number) \(pullRequest.title)", at: .zero, style: Style(bold: true), truncatingTo: region.width)

        let state = ConversationState.pullRequest(pullRequest.state, isDraft: pullRequest.isDraft)
        var x = region.draw(state.words, at: Point(x: 0, y: 1), style: Style(foreground: state.color, bold: true))
        let opener = pullRequest.author.map { "@" + $0.login } ?? pullRequest.fieldError(for: "author")?.inWords ?? "a deleted account"
        let meta = " · \(opener) \(Self.merging(pullRequest.state)) \(pullRequest.headRefName) into \(pullRequest.baseRefName)"
            + " · opened on \(RelativeTime.dayAndWords(forTimestamp: pullRequest.createdAt))"
        region.draw(meta, at: Point(x: x, y: 1), style: dim, truncatingTo: max(0, region.width - x))

        let files = pullRequest.changedFiles == 1 ? "1 file" : "\(pullRequest.changedFiles) files"
        x = region.draw("+\(pullRequest.additions)", at: Point(x: 0, y: 2), style: Style(foreground: .green))
        x = region.draw(" −\(pullRequest.deletions)", at: Point(x: x, y: 2), style: Style(foreground: .red))
        x = region.draw(" · \(files) changed · ", at: Point(x: x, y: 2), style: dim)
        let review = Self.review(pullRequest.reviewDecision)
        x = region.draw(review.words, at: Point(x: x, y: 2), style: Style(foreground: review.color))
        x = region.draw(" · ", at: Point(x: x, y: 2), style: dim)
        let checks = Self.checks((pullRequest.commits.nodes ?? .empty).last?.commit.statusCheckRollup?.state)
        region.draw(checks.words, at: Point(x: x, y: 2), style: Style(foreground: checks.color), truncatingTo: max(0, region.width - x))

        x = 0
        let marks = LabelMarks(pullRequest.labelList).marks
        if marks.isEmpty { region.draw("No labels", at: Point(x: 0, y: 3), style: dim) }
        for mark in marks {
            x = region.draw(mark.text + " ", at: Point(x: x, y: 3), style: Style(foreground: mark.color))
        }
    }

    /// What the author did with the branch, as GitHub says it.
    private static func merging(_ state: PullRequestState) -> String {
        switch state {
        case .MERGED: "merged"
        case .CLOSED: "proposed merging"
        case .OPEN, .unknown: "wants to merge"
        }
    }

    /// The review's decision in words: none asked for, one required, approved, or changes asked.
    private static func review(_ decision: PullRequestReviewDecision?) -> (words: String, color: Color?) {
        switch decision {
        case nil: ("no review required", nil)
        case .REVIEW_REQUIRED?: ("review required", .yellow)
        case .APPROVED?: ("approved", .green)
        case .CHANGES_REQUESTED?: ("changes requested", .red)
        case .unknown(let name)?: (name.lowercased(), nil)
        }
    }

    /// The checks of the last commit in words: none ran, or how they stand.
    private static func checks(_ state: StatusState?) -> (words: String, color: Color?) {
        switch state {
        case nil: ("no checks", nil)
        case .SUCCESS?: ("✓ checks passed", .green)
        case .FAILURE?, .ERROR?: ("✗ checks failed", .red)
        case .PENDING?, .EXPECTED?: ("● checks running", .yellow)
        case .unknown(let name)?: ("checks " + name.lowercased(), nil)
        }
    }
}
