"""Where a search looks: the repositories its `repo:`, `org:` and `user:` name, and a
refusal when a login or a repository it names is unknown or hidden from the viewer."""

from .dataset import GitHubData
from .model import Repository, User
from .search_query import LOGIN_QUALIFIERS, SearchQuery, SearchQueryError

# GitHub's message when a qualifier names a user or a repository it cannot search.
UNSEARCHABLE = ("The listed users and repositories cannot be searched either because the resources "
                "do not exist or you do not have permission to view them.")


def check_named(data: GitHubData, viewer: User, query: SearchQuery) -> None:
    """Refuses the query when an account or a repository it names is not there to search."""
    logins = [login for key in (*LOGIN_QUALIFIERS, "org") for login in query.values(key)]
    if any(data.account(login) is None for login in logins):
        raise SearchQueryError(UNSEARCHABLE)
    for name_with_owner in query.values("repo"):
        owner, _, name = name_with_owner.partition("/")
        if data.repository(owner, name, viewer) is None:
            raise SearchQueryError(UNSEARCHABLE)


def repositories_in_scope(data: GitHubData, viewer: User, query: SearchQuery) -> list[Repository]:
    """The repositories the viewer may see that the query covers: all of them, or those a
    `repo:`, `org:` or `user:` names. Several widen the search, as GitHub's do. The large
    repository only when a `repo:` names it (see `large_repository`), unlike on GitHub:
    the searches over everything answer what they answered before it, as quickly."""
    repos, owners = set(query.values("repo")), {*query.values("org"), *query.values("user")}
    visible = [r for r in data.repositories if data.visible(r, viewer)
               and (r is not data.large_repository or r.nameWithOwner.lower() in repos)]
    if not repos and not owners:
        return visible
    return [r for r in visible if r.nameWithOwner.lower() in repos or r.owner.login.lower() in owners]
