"""addPullRequestReview and requestReviews, and the review decision they move as GitHub
does: a request for changes stands until its reviewer approves, an approval counts when no
one's changes are requested, a comment changes neither; a first request makes a review
required. Each reviewer newly asked is notified."""

from ..connections import encode_cursor
from .context import GitHubContext, unprocessable
from .model import PullRequest, User
from .mutation_subjects import now, require_push, subject, updated
from .notifying import review_requested

_STATES = {"APPROVE": "APPROVED", "REQUEST_CHANGES": "CHANGES_REQUESTED", "COMMENT": "COMMENTED"}


def add_pull_request_review(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    pull_request = subject(context, input["pullRequestId"], (PullRequest,), "addPullRequestReview")
    event, body = input.get("event"), input.get("body") or ""
    if event not in _STATES:
        # GitHub keeps a review without an event as a pending one; the subset has no
        # mutation that submits it, so the server takes only submitted reviews.
        raise unprocessable(f"A review's event must be APPROVE, REQUEST_CHANGES or COMMENT, not {event or 'none'}")
    if pull_request.author is context.viewer and event == "APPROVE":
        raise unprocessable("Can not approve your own pull request")
    if pull_request.author is context.viewer and event == "REQUEST_CHANGES":
        raise unprocessable("Can not request changes on your own pull request")
    if event != "APPROVE" and not body.strip():
        raise unprocessable("Body can't be blank")
    moment = now()
    review = context.data.add_review(pull_request, context.viewer, _STATES[event], body, moment)
    pull_request.reviewDecision = _decision(pull_request)
    updated(context, pull_request, moment)
    return {
        "clientMutationId": input.get("clientMutationId"),
        "pullRequestReview": review,
        "reviewEdge": {"cursor": encode_cursor(review.id), "node": review},
    }


def request_reviews(_root, info, input: dict) -> dict:
    """Asks the users for a review: added to those asked with `union`, else instead of them."""
    context: GitHubContext = info.context
    pull_request = subject(context, input["pullRequestId"], (PullRequest,), "requestReviews")
    require_push(context, pull_request, "RequestReviews")
    reviewers: list[User] = [subject(context, user_id, (User,), "requestReviews") for user_id in input.get("userIds") or []]
    if pull_request.author in reviewers:
        raise unprocessable("Review cannot be requested from pull request author")
    hidden = [u.login for u in reviewers if not context.data.visible(pull_request.repository, u)]
    if hidden:
        raise unprocessable(f"Could not request a review from {', '.join(hidden)}: "
                            f"{pull_request.repository.nameWithOwner} is private to its owner")
    moment = now()
    if not input["union"]:
        pull_request.reviewRequests = [r for r in pull_request.reviewRequests if r.requestedReviewer in reviewers]
    asked = {request.requestedReviewer for request in pull_request.reviewRequests}
    for reviewer in reviewers:
        if reviewer not in asked:
            context.data.request_review(pull_request, reviewer, moment)
            review_requested(context, pull_request, reviewer, moment)
            asked.add(reviewer)
    if pull_request.reviewRequests and pull_request.reviewDecision is None:
        pull_request.reviewDecision = "REVIEW_REQUIRED"
    updated(context, pull_request, moment)
    edge = {"cursor": encode_cursor(reviewers[-1].id), "node": reviewers[-1]} if reviewers else None
    return {"actor": context.viewer, "clientMutationId": input.get("clientMutationId"),
            "pullRequest": pull_request, "requestedReviewersEdge": edge}


def _decision(pull_request: PullRequest) -> str | None:
    """From each reviewer's last approval or request for changes; unchanged without one."""
    opinions = {review.author: review.state for review in pull_request.reviews
                if review.state in ("APPROVED", "CHANGES_REQUESTED") and review.author is not pull_request.author}
    if "CHANGES_REQUESTED" in opinions.values():
        return "CHANGES_REQUESTED"
    if "APPROVED" in opinions.values():
        return "APPROVED"
    return pull_request.reviewDecision
