"""`search(query:, type:)`: GitHub's search over the sample data.

Plain words must each appear, case-insensitively, in a repository's name or
description (an issue's title or body; a user's login or name). Qualifiers narrow
further, each one more condition, a value with spaces in quotes (`label:"help wanted"`):
`user:`, `org:`, `language:`, `is:public|private` for repositories; for issues and pull
requests (`type: ISSUE` finds both, as GitHub's does) `repo:owner/name`, `author:`,
`assignee:`, `label:`, `is:issue|pr`, `is:open|closed|merged|draft` (a merged pull
request is closed too). Repositories come most starred first, accounts by login, issues
and pull requests newest first.
"""

import shlex
from dataclasses import dataclass, field

from ..connections import paginate
from .context import GitHubContext
from .model import Issue, Organization, PullRequest, Repository, User


@dataclass
class SearchQuery:
    words: list[str] = field(default_factory=list)
    qualifiers: dict[str, list[str]] = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str) -> "SearchQuery":
        query = cls()
        try:
            tokens = shlex.split(text)
        except ValueError:  # an unclosed quote: GitHub reads the words as they are
            tokens = text.split()
        for token in tokens:
            key, colon, value = token.partition(":")
            if colon and key and value:
                query.qualifiers.setdefault(key.lower(), []).append(value.lower())
            else:
                query.words.append(token.lower())
        return query

    def allows(self, key: str, value: str) -> bool:
        """Whether every `key:` qualifier names `value`: true without any."""
        return all(asked == value.lower() for asked in self.qualifiers.get(key, []))

    def requires(self, key: str, values: set[str]) -> bool:
        """Whether every `key:` qualifier names one of `values` (lowercased)."""
        return all(asked in values for asked in self.qualifiers.get(key, []))

    def matches_words(self, *texts: str | None) -> bool:
        haystack = " ".join(text.lower() for text in texts if text)
        return all(word in haystack for word in self.words)


def _repositories(context: GitHubContext, query: SearchQuery) -> list[Repository]:
    stars = context.data.stars
    found = [
        r for r in context.data.repositories
        if context.data.visible(r, context.viewer)
        and query.matches_words(r.name, r.description)
        and query.allows("user", r.owner.login) and query.allows("org", r.owner.login)
        and query.allows("language", r.primaryLanguage.name if r.primaryLanguage else "")
        and query.allows("is", r.visibility)
    ]
    return sorted(found, key=lambda r: (-stars.count(r), r.nameWithOwner.lower()))


def _accounts(context: GitHubContext, query: SearchQuery) -> list[User | Organization]:
    accounts = [*context.data.users, *context.data.organizations]
    return sorted((a for a in accounts if query.matches_words(a.login, a.name)), key=lambda a: a.login)


def _states(issue: Issue) -> set[str]:
    """What `is:` says of an issue or a pull request: its kind and its state."""
    if isinstance(issue, PullRequest):
        states = {"pr", issue.state.lower()} | ({"closed"} if issue.merged else set())
        return states | ({"draft"} if issue.isDraft else set())
    return {"issue", issue.state.lower()}


def _issues(context: GitHubContext, query: SearchQuery) -> list[Issue]:
    found = [
        issue for r in context.data.repositories if context.data.visible(r, context.viewer)
        and query.allows("repo", r.nameWithOwner)
        for issue in [*r.issues, *r.pullRequests]
        if query.matches_words(issue.title, issue.body)
        and query.allows("author", issue.author.login)
        and query.requires("is", _states(issue))
        and query.requires("label", {label.name.lower() for label in issue.labels})
        and query.requires("assignee", {user.login.lower() for user in issue.assignees})
    ]
    return sorted(found, key=lambda issue: (issue.createdAt, issue.databaseId), reverse=True)


def text_matches(query: SearchQuery, item) -> list[dict]:
    """Where the words matched, as GitHub's `textMatches`, with highlight offsets."""
    properties = {
        "Repository": ("name", "description"), "Issue": ("title", "body"), "PullRequest": ("title", "body"),
        "User": ("login", "name"), "Organization": ("login", "name"),
    }[item.typename]
    matches = []
    for name in properties:
        text = getattr(item, name) or ""
        highlights = []
        for word in query.words:
            begin = text.lower().find(word)
            if begin >= 0:
                highlights.append({"text": text[begin:begin + len(word)], "beginIndice": begin,
                                   "endIndice": begin + len(word)})
        if highlights:
            matches.append({"fragment": text, "property": name, "highlights": highlights})
    return matches


def search(_root, info, query: str, type: str, **page) -> dict:
    context: GitHubContext = info.context
    parsed = SearchQuery.parse(query)
    results = {
        "REPOSITORY": _repositories, "USER": _accounts, "ISSUE": _issues,
    }.get(type, lambda *_: [])(context, parsed)
    counts = {"repositoryCount": 0, "userCount": 0, "issueCount": 0, "discussionCount": 0,
              "codeCount": 0, "wikiCount": 0}
    counts[{"REPOSITORY": "repositoryCount", "USER": "userCount", "ISSUE": "issueCount",
            "DISCUSSION": "discussionCount"}[type]] = len(results)
    return paginate(
        "search", results, lambda item: item.id, page,
        edge=lambda item, cursor: {"cursor": cursor, "node": item, "textMatches": text_matches(parsed, item)},
        **counts,
    )
