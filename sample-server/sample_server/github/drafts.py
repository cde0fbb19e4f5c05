"""markPullRequestReadyForReview and convertPullRequestToDraft: the author or anyone who
may push turns an open pull request from a draft into one ready for review and back."""

from .context import GitHubContext, unprocessable
from .model import PullRequest
from .mutation_subjects import now, require_author_or_push, subject, updated


def mark_ready_for_review(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    pull_request = _open_pull_request(context, input, "markPullRequestReadyForReview", "MarkPullRequestReadyForReview")
    if not pull_request.isDraft:
        raise unprocessable("Pull request is already ready for review")
    pull_request.isDraft = False
    updated(context, pull_request, now())
    return {"clientMutationId": input.get("clientMutationId"), "pullRequest": pull_request}


def convert_to_draft(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    pull_request = _open_pull_request(context, input, "convertPullRequestToDraft", "ConvertPullRequestToDraft")
    if pull_request.isDraft:
        raise unprocessable("Pull request is already a draft")
    pull_request.isDraft = True
    updated(context, pull_request, now())
    return {"clientMutationId": input.get("clientMutationId"), "pullRequest": pull_request}


def _open_pull_request(context: GitHubContext, input: dict, field: str, operation: str) -> PullRequest:
    pull_request = subject(context, input["pullRequestId"], (PullRequest,), field)
    require_author_or_push(context, pull_request, operation)
    if pull_request.state == "MERGED":
        raise unprocessable("Pull request is already merged")
    if pull_request.state == "CLOSED":
        raise unprocessable("Pull request is closed")
    return pull_request
