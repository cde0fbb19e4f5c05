"""`search(query:, type:)`: GitHub's search over the sample data.

Plain words must each appear, case-insensitively, in a repository's name or
description (an issue's title or body; a user's login or name). Qualifiers narrow
further: `user:`, `org:`, `language:`, `is:public|private` for repositories,
`repo:owner/name`, `author:`, `is:open|closed` for issues. Repositories come most
starred first, accounts by login, issues newest first.
"""

from dataclasses import dataclass, field

from ..connections import paginate
from .context import GitHubContext
from .model import Issue, Organization, Repository, User


@dataclass
class SearchQuery:
    words: list[str] = field(default_factory=list)
    qualifiers: dict[str, str] = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str) -> "SearchQuery":
        query = cls()
        for token in text.split():
            key, colon, value = token.partition(":")
            if colon and key and value:
                query.qualifiers[key.lower()] = value.lower()
            else:
                query.words.append(token.lower())
        return query

    def matches_words(self, *texts: str | None) -> bool:
        haystack = " ".join(text.lower() for text in texts if text)
        return all(word in haystack for word in self.words)


def _repositories(context: GitHubContext, query: SearchQuery) -> list[Repository]:
    q, stars = query.qualifiers, context.data.stars
    found = [
        r for r in context.data.repositories
        if context.data.visible(r, context.viewer)
        and query.matches_words(r.name, r.description)
        and q.get("user", q.get("org", r.owner.login.lower())) == r.owner.login.lower()
        and ("language" not in q or (r.primaryLanguage is not None and r.primaryLanguage.name.lower() == q["language"]))
        and q.get("is", r.visibility.lower()) == r.visibility.lower()
    ]
    return sorted(found, key=lambda r: (-stars.count(r), r.nameWithOwner.lower()))


def _accounts(context: GitHubContext, query: SearchQuery) -> list[User | Organization]:
    accounts = [*context.data.users, *context.data.organizations]
    return sorted((a for a in accounts if query.matches_words(a.login, a.name)), key=lambda a: a.login)


def _issues(context: GitHubContext, query: SearchQuery) -> list[Issue]:
    q = query.qualifiers
    found = [
        issue for r in context.data.repositories if context.data.visible(r, context.viewer)
        and q.get("repo", r.nameWithOwner.lower()) == r.nameWithOwner.lower()
        for issue in r.issues
        if query.matches_words(issue.title, issue.body)
        and q.get("author", issue.author.login.lower()) == issue.author.login.lower()
        and q.get("is", issue.state.lower()) == issue.state.lower()
    ]
    return sorted(found, key=lambda issue: (issue.createdAt, issue.databaseId), reverse=True)


def text_matches(query: SearchQuery, item) -> list[dict]:
    """Where the words matched, as GitHub's `textMatches`, with highlight offsets."""
    properties = {
        "Repository": ("name", "description"), "Issue": ("title", "body"),
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
