"""Which issues and pull requests a search finds, and in what order.

Every qualifier is one more condition; several of one key must all hold (`label:bug
label:docs` finds what carries both). `involves:` is GitHub's documented logical OR
of `author:`, `assignee:`, `mentions:` and `commenter:` for one user; a pending
review request is not among them.
"""

import re
from collections.abc import Callable

from .model import Issue, PullRequest
from .search_query import SearchQuery, Sort

# What `is:` and `sort:` take in an issue search.
STATES = frozenset({"issue", "pr", "open", "closed", "merged", "unmerged", "draft", "public", "private"})
SORTS = frozenset({"created", "updated", "comments"})

_ORDER: dict[str, Callable[[Issue], object]] = {
    "created": lambda issue: issue.createdAt,
    "updated": lambda issue: issue.updatedAt,
    "comments": lambda issue: len(issue.comments),
}


def _states(issue: Issue) -> set[str]:
    """What `is:` says of an issue or a pull request: its kind, its state, its repository's visibility."""
    visibility = issue.repository.visibility.lower()
    if isinstance(issue, PullRequest):
        ended = {"closed", "merged" if issue.merged else "unmerged"} if issue.closed else {"open"}
        return {"pr", visibility} | ended | ({"draft"} if issue.isDraft else set())
    return {"issue", visibility, issue.state.lower()}


def _commented(issue: Issue, login: str) -> bool:
    return any(comment.author.login.lower() == login for comment in issue.comments)


def _mentioned(issue: Issue, login: str) -> bool:
    mention = re.compile(rf"(?<![\w-])@{re.escape(login)}(?![\w-])", re.IGNORECASE)
    return any(mention.search(text) for text in (issue.body, *(c.body for c in issue.comments)))


def _authored(issue: Issue, login: str) -> bool:
    return issue.author.login.lower() == login


def _assigned(issue: Issue, login: str) -> bool:
    return any(user.login.lower() == login for user in issue.assignees)


def _review_requested(issue: Issue, login: str) -> bool:
    requests = issue.reviewRequests if isinstance(issue, PullRequest) else []
    return any(request.requestedReviewer.login.lower() == login for request in requests)


def _involved(issue: Issue, login: str) -> bool:
    return any(test(issue, login) for test in (_authored, _assigned, _mentioned, _commented))


def _labeled(issue: Issue, name: str) -> bool:
    return any(label.name.lower() == name for label in issue.labels)


def _in_language(issue: Issue, name: str) -> bool:
    language = issue.repository.primaryLanguage
    return language is not None and language.name.lower() == name


# Each qualifier's condition on one value of it.
_CONDITIONS: dict[str, Callable[[Issue, str], bool]] = {
    "is": lambda issue, state: state in _states(issue),
    "author": _authored,
    "assignee": _assigned,
    "review-requested": _review_requested,
    "involves": _involved,
    "commenter": _commented,
    "mentions": _mentioned,
    "label": _labeled,
    "language": _in_language,
}


def matches(issue: Issue, query: SearchQuery) -> bool:
    """Whether the issue or pull request has every word in its title or body and meets every qualifier."""
    return query.matches_words(issue.title, issue.body) and all(
        condition(issue, value) for key, condition in _CONDITIONS.items() for value in query.values(key))


def ordered(issues: list[Issue], sort: Sort | None) -> list[Issue]:
    """In the order `sort:` asks, newest first without one; ties in the order the data made them."""
    sort = sort or Sort("created", descending=True)
    field = _ORDER[sort.field]
    return sorted(issues, key=lambda issue: (field(issue), issue.databaseId), reverse=sort.descending)
