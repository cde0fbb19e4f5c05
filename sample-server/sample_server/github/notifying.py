"""Whom an action on an issue or a pull request notifies, and why: a comment its
participants (`comment`, or `mention` when it names them) and whoever follows it already
(for their own reason), the repository's owner watching it (`subscribed`); a review
request the reviewer; an assignment the assignee; a close, reopen or merge the author
(`state_change`). The one who acts is never told of their own action, and no one of an
item they may not see."""

import re

from .context import GitHubContext
from .model import Issue, IssueComment, PullRequest, User

MENTION = re.compile(r"(?<![\w-])@([A-Za-z0-9-]+)")


def commented(context: GitHubContext, issue: Issue, comment: IssueComment) -> None:
    """`comment` is the issue's last, already among its comments."""
    texts = (issue.body, *(c.body for c in issue.comments))
    participants = {issue.author, *issue.assignees, *(c.author for c in issue.comments),
                    *(user for text in texts for user in _mentioned(context, text))}
    reasons = context.data.inboxes.followers(issue)
    owner = issue.repository.owner
    if isinstance(owner, User):
        reasons.setdefault(owner, "subscribed")
    reasons.update((user, "comment") for user in participants)
    reasons.update((user, "mention") for user in _mentioned(context, comment.body))
    _notify(context, issue, reasons, comment.createdAt)


def review_requested(context: GitHubContext, pull_request: PullRequest, reviewer: User, now: str) -> None:
    _notify(context, pull_request, {reviewer: "review_requested"}, now)


def assigned(context: GitHubContext, item: Issue, assignees: list[User], now: str) -> None:
    _notify(context, item, {user: "assign" for user in assignees}, now)


def state_changed(context: GitHubContext, item: Issue, now: str) -> None:
    _notify(context, item, {item.author: "state_change"}, now)


def _mentioned(context: GitHubContext, text: str) -> set[User]:
    found = (context.data.user(login) for login in MENTION.findall(text))
    return {user for user in found if user is not None}


def _notify(context: GitHubContext, item: Issue, reasons: dict[User, str], now: str) -> None:
    for user, reason in reasons.items():
        if user is not context.viewer and context.data.visible(item.repository, user):
            context.data.notify(user, item, reason, now)
