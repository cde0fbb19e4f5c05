"""closeIssue, reopenIssue, closePullRequest and reopenPullRequest. The author closes and
reopens their own; others need push access. Closing what is closed, or reopening what
is open, is refused; a merged pull request stays merged. Each tells the author, when
someone else acts."""

from .context import GitHubContext, unprocessable
from .model import Issue, PullRequest
from .mutation_subjects import now, require_author_or_push, subject, updated
from .notifying import state_changed


def close_issue(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    issue = subject(context, input["issueId"], (Issue,), "closeIssue")
    require_author_or_push(context, issue, "CloseIssue")
    if issue.state != "OPEN":
        raise unprocessable("Issue is already closed")
    moment = now()
    issue.state, issue.closedAt = "CLOSED", moment
    issue.closedReason = input.get("stateReason") or "COMPLETED"
    updated(context, issue, moment)
    state_changed(context, issue, moment)
    return {"clientMutationId": input.get("clientMutationId"), "issue": issue}


def reopen_issue(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    issue = subject(context, input["issueId"], (Issue,), "reopenIssue")
    require_author_or_push(context, issue, "ReopenIssue")
    if issue.state == "OPEN":
        raise unprocessable("Issue is already open")
    issue.state, issue.closedAt, issue.closedReason = "OPEN", None, "REOPENED"
    moment = now()
    updated(context, issue, moment)
    state_changed(context, issue, moment)
    return {"clientMutationId": input.get("clientMutationId"), "issue": issue}


def close_pull_request(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    pull_request = subject(context, input["pullRequestId"], (PullRequest,), "closePullRequest")
    require_author_or_push(context, pull_request, "ClosePullRequest")
    if pull_request.state == "MERGED":
        raise unprocessable("Pull request is already merged")
    if pull_request.state == "CLOSED":
        raise unprocessable("Pull request is already closed")
    moment = now()
    pull_request.state, pull_request.closedAt = "CLOSED", moment
    updated(context, pull_request, moment)
    state_changed(context, pull_request, moment)
    return {"clientMutationId": input.get("clientMutationId"), "pullRequest": pull_request}


def reopen_pull_request(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    pull_request = subject(context, input["pullRequestId"], (PullRequest,), "reopenPullRequest")
    require_author_or_push(context, pull_request, "ReopenPullRequest")
    if pull_request.state == "MERGED":
        raise unprocessable("Could not open the pull request: it is merged")
    if pull_request.state == "OPEN":
        raise unprocessable("Pull request is already open")
    pull_request.state, pull_request.closedAt = "OPEN", None
    if pull_request.mergeable == "UNKNOWN":  # not worked out while it was closed
        pull_request.mergeable = "MERGEABLE"
    moment = now()
    updated(context, pull_request, moment)
    state_changed(context, pull_request, moment)
    return {"clientMutationId": input.get("clientMutationId"), "pullRequest": pull_request}
