"""`search(query:, type:)`: GitHub's search over the sample data.

The query is read by `search_query`; `search_scope` says which repositories it
covers. Plain words must each appear, case-insensitively, in a repository's name or
description (an issue's title or body, see `issue_search`; a user's login or name).
Repositories take `language:` and `is:public|private`, and come most starred first
unless `sort:` says otherwise; accounts come by login. A query GitHub refuses is an
error on the field, of `"type": "INVALID"`.
"""

from graphql import GraphQLError

from ..connections import paginate
from .context import GitHubContext
from .issue_search import SORTS as ISSUE_SORTS
from .issue_search import STATES as ISSUE_STATES
from .issue_search import matches, ordered
from .model import Issue, Organization, Repository, User
from .search_query import SearchQuery, SearchQueryError, parse
from .search_scope import check_named, repositories_in_scope

# What `is:` and `sort:` take in each search type.
_VOCABULARY = {
    "REPOSITORY": (frozenset({"public", "private"}), frozenset({"stars", "forks", "updated"})),
    "ISSUE": (ISSUE_STATES, ISSUE_SORTS),
}
_COUNTS = {"REPOSITORY": "repositoryCount", "USER": "userCount", "ISSUE": "issueCount",
           "DISCUSSION": "discussionCount"}


def _repositories(context: GitHubContext, query: SearchQuery) -> list[Repository]:
    stars = context.data.stars
    found = [
        r for r in repositories_in_scope(context.data, context.viewer, query)
        if query.matches_words(r.name, r.description)
        and all(r.primaryLanguage and r.primaryLanguage.name.lower() == name for name in query.values("language"))
        and all(r.visibility.lower() == state for state in query.values("is"))
    ]
    found.sort(key=lambda r: r.nameWithOwner.lower())
    if query.sort is None:
        return sorted(found, key=stars.count, reverse=True)
    field = {"stars": stars.count, "forks": lambda r: r.forkCount, "updated": lambda r: r.updatedAt}[query.sort.field]
    return sorted(found, key=field, reverse=query.sort.descending)


def _accounts(context: GitHubContext, query: SearchQuery) -> list[User | Organization]:
    accounts = [*context.data.users, *context.data.organizations]
    return sorted((a for a in accounts if query.matches_words(a.login, a.name)), key=lambda a: a.login)


def _issues(context: GitHubContext, query: SearchQuery) -> list[Issue]:
    repositories = repositories_in_scope(context.data, context.viewer, query)
    return ordered([i for r in repositories for i in (*r.issues, *r.pullRequests) if matches(i, query)], query.sort)


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


def _parsed(context: GitHubContext, text: str, type: str) -> SearchQuery:
    """The query, or GitHub's error for one it refuses."""
    states, sorts = _VOCABULARY.get(type, (frozenset(), frozenset()))
    try:
        query = parse(text, context.viewer.login, states, sorts)
        check_named(context.data, context.viewer, query)
    except SearchQueryError as error:
        raise GraphQLError(str(error), extensions={"type": "INVALID"}) from error
    return query


def search(_root, info, query: str, type: str, **page) -> dict:
    context: GitHubContext = info.context
    parsed = _parsed(context, query, type)
    results = {
        "REPOSITORY": _repositories, "USER": _accounts, "ISSUE": _issues,
    }.get(type, lambda *_: [])(context, parsed)
    counts = {"repositoryCount": 0, "userCount": 0, "issueCount": 0, "discussionCount": 0,
              "codeCount": 0, "wikiCount": 0}
    counts[_COUNTS[type]] = len(results)
    return paginate(
        "search", results, lambda item: item.id, page,
        edge=lambda item, cursor: {"cursor": cursor, "node": item, "textMatches": text_matches(parsed, item)},
        **counts,
    )
