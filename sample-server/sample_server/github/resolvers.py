"""Resolvers for GitHub's fields that take arguments or depend on the viewer.

The rest resolve by attribute (see `model`). Connections follow the Relay spec
through `paginate`; orderings and filters follow GitHub's arguments.
"""

from collections import Counter
from collections.abc import Callable
from typing import Any

from ..connections import paginate
from .assigning import add_assignees, remove_assignees
from .closing import close_issue, close_pull_request, reopen_issue, reopen_pull_request
from .context import GitHubContext, not_found
from .drafts import convert_to_draft, mark_ready_for_review
from .labeling import add_labels, remove_labels
from .merging import merge_pull_request
from .model import Account, CheckRun, Issue, PullRequest, PullRequestReview, Repository, StatusCheckRollup, User
from .mutations import add_comment, add_star, remove_star
from .permissions import assignable_users, can_push, permission
from .reviews import add_pull_request_review, request_reviews
from .search import search

_REPOSITORY_ORDER = {
    "CREATED_AT": lambda r, _stars: r.createdAt,
    "UPDATED_AT": lambda r, _stars: r.updatedAt,
    "PUSHED_AT": lambda r, _stars: r.pushedAt,
    "NAME": lambda r, _stars: r.name.lower(),
    "STARGAZERS": lambda r, stars: stars.count(r),
}
_ISSUE_ORDER = {
    "CREATED_AT": lambda issue: issue.createdAt,
    "UPDATED_AT": lambda issue: issue.updatedAt,
    "COMMENTS": lambda issue: len(issue.comments),
}


def _ordered(items: list, key: Callable[[Any], Any], order: dict | None, default_descending: bool = False) -> list:
    descending = order["direction"] == "DESC" if order else default_descending
    return sorted(items, key=key, reverse=descending)


def _by_id(item: Any) -> str:
    return item.id


def _context(info) -> GitHubContext:
    return info.context


# Query


def _viewer(_root, info) -> User:
    return _context(info).viewer


def _user(_root, info, login: str) -> User:
    user = _context(info).data.user(login)
    if user is None:
        raise not_found(f"Could not resolve to a User with the login of '{login}'.")
    return user


def _organization(_root, info, login: str):
    organization = _context(info).data.organization(login)
    if organization is None:
        raise not_found(f"Could not resolve to an Organization with the login of '{login}'.")
    return organization


def _repository_owner(_root, info, login: str) -> Account | None:
    return _context(info).data.account(login)


def _repository(_root, info, owner: str, name: str, **_follow_renames) -> Repository:
    context = _context(info)
    repository = context.data.repository(owner, name, context.viewer)
    if repository is None:
        raise not_found(f"Could not resolve to a Repository with the name '{owner}/{name}'.")
    return repository


def _node(_root, info, id: str):
    context = _context(info)
    record = context.data.node(id, context.viewer)
    if record is None or record.typename not in info.schema.type_map:
        raise not_found(f"Could not resolve to a node with the global id of '{id}'")
    return record


def _nodes(_root, info, ids: list[str]) -> list:
    context = _context(info)
    records = (context.data.node(node_id, context.viewer) for node_id in ids)
    return [r if r is not None and r.typename in info.schema.type_map else None for r in records]


# Accounts


def _avatar_url(account: Account, _info, size: int | None = None) -> str:
    return account.avatar_url(size)


def _is_viewer(user: User, info) -> bool:
    return user is _context(info).viewer


def _owned_repositories(account: Account, info, **args) -> dict:
    context = _context(info)
    repositories = [r for r in account.repositories if context.data.visible(r, context.viewer)]
    wanted = {
        "privacy": lambda r: r.visibility == args.get("privacy"),
        "visibility": lambda r: r.visibility == args.get("visibility"),
        "isFork": lambda r: r.isFork == args.get("isFork"),
        "isArchived": lambda r: r.isArchived == args.get("isArchived"),
        "isLocked": lambda _r: args.get("isLocked") is False,
        "hasIssuesEnabled": lambda _r: args.get("hasIssuesEnabled") is True,
    }
    for argument, keep in wanted.items():
        if args.get(argument) is not None:
            repositories = [r for r in repositories if keep(r)]
    order = args.get("orderBy")
    field = _REPOSITORY_ORDER[order["field"]] if order else _REPOSITORY_ORDER["CREATED_AT"]
    repositories = _ordered(repositories, lambda r: (field(r, context.data.stars), r.databaseId), order)
    return paginate("repositories", repositories, _by_id, args,
                    totalDiskUsage=sum(r.diskUsage for r in repositories))


def _owned_repository(account: Account, info, name: str, **_follow_renames) -> Repository | None:
    context = _context(info)
    return context.data.repository(account.login, name, context.viewer)


def _starred_repositories(user: User, info, **args) -> dict:
    context = _context(info)
    starred = [(r, at) for r, at in context.data.stars.starred(user) if context.data.visible(r, context.viewer)]
    if args.get("ownedByViewer") is not None:
        starred = [(r, at) for r, at in starred if (r.owner is context.viewer) == args["ownedByViewer"]]
    starred = _ordered(starred, lambda pair: pair[1], args.get("orderBy"))
    times = dict(starred)
    return paginate("starredRepositories", [r for r, _ in starred], _by_id, args,
                    edge=lambda r, cursor: {"cursor": cursor, "node": r, "starredAt": times[r]},
                    isOverLimit=False)


def _followers(user: User, _info, **args) -> dict:
    return paginate("followers", user.followers, _by_id, args)


def _following(user: User, _info, **args) -> dict:
    return paginate("following", user.following, _by_id, args)


# Repositories


def _stargazer_count(repository: Repository, info) -> int:
    return _context(info).data.stars.count(repository)


def _viewer_has_starred(repository: Repository, info) -> bool:
    context = _context(info)
    return context.data.stars.has(context.viewer, repository)


def _stargazers(repository: Repository, info, **args) -> dict:
    stargazers = _ordered(_context(info).data.stars.stargazers(repository), lambda pair: pair[1], args.get("orderBy"))
    times = dict(stargazers)
    return paginate("stargazers", [u for u, _ in stargazers], _by_id, args,
                    edge=lambda u, cursor: {"cursor": cursor, "node": u, "starredAt": times[u]})


def _issues(repository: Repository, _info, **args) -> dict:
    issues = repository.issues
    filters = args.get("filterBy") or {}
    states = args.get("states") or filters.get("states")
    if states:
        issues = [i for i in issues if i.state in states]
    if filters.get("createdBy"):
        issues = [i for i in issues if i.author.login.lower() == filters["createdBy"].lower()]
    if filters.get("since"):
        issues = [i for i in issues if i.updatedAt >= filters["since"]]
    return paginate("issues", _labeled_and_ordered(issues, args), _by_id, args)


def _labeled_and_ordered(issues: list[Issue], args: dict) -> list[Issue]:
    """`labels:` keeps the issues or pull requests with any of the names; `orderBy:` as GitHub."""
    if args.get("labels"):
        wanted = {name.lower() for name in args["labels"]}
        issues = [i for i in issues if any(label.name.lower() in wanted for label in i.labels)]
    order = args.get("orderBy")
    field = _ISSUE_ORDER[order["field"]] if order else _ISSUE_ORDER["CREATED_AT"]
    return _ordered(issues, lambda i: (field(i), i.number), order)


def _issue(repository: Repository, _info, number: int) -> Issue | None:
    return next((i for i in repository.issues if i.number == number), None)


def _pull_requests(repository: Repository, _info, **args) -> dict:
    pull_requests = repository.pullRequests
    for argument in ("states", "headRefName", "baseRefName"):
        wanted = args.get(argument)
        if wanted is not None:
            attribute = "state" if argument == "states" else argument
            keep = wanted if argument == "states" else [wanted]
            pull_requests = [p for p in pull_requests if getattr(p, attribute) in keep]
    return paginate("pullRequests", _labeled_and_ordered(pull_requests, args), _by_id, args)


def _pull_request(repository: Repository, _info, number: int) -> PullRequest | None:
    return next((p for p in repository.pullRequests if p.number == number), None)


def _assignable_users(repository: Repository, _info, query: str | None = None, **args) -> dict:
    users = assignable_users(repository)
    if query:
        words = query.lower()
        users = [u for u in users if words in u.login.lower() or words in (u.name or "").lower()]
    return paginate("assignableUsers", users, _by_id, args)


def _repository_labels(repository: Repository, _info, query: str | None = None, **args) -> dict:
    labels = repository.labels
    if query:
        words = query.lower()
        labels = [label for label in labels if words in label.name.lower() or words in (label.description or "").lower()]
    return paginate("labels", labels, _by_id, args)


def _viewer_permission(repository: Repository, info) -> str | None:
    return permission(repository, _context(info).viewer)


def _languages(repository: Repository, _info, **args) -> dict:
    languages = _ordered(repository.languages, lambda pair: pair[1], args.get("orderBy"), default_descending=True)
    sizes = {language.id: size for language, size in languages}
    return paginate("languages", [language for language, _ in languages], _by_id, args,
                    edge=lambda language, cursor: {"cursor": cursor, "node": language, "size": sizes[language.id]},
                    totalSize=sum(sizes.values()))


# Issues and comments


def _comments(issue: Issue, _info, **args) -> dict:
    comments = _ordered(issue.comments, lambda c: (c.updatedAt, c.databaseId), args.get("orderBy"))
    return paginate("comments", comments, _by_id, args)


def _labels(issue: Issue, _info, **args) -> dict:
    return paginate("labels", issue.labels, _by_id, args)


def _assignees(issue: Issue, _info, **args) -> dict:
    return paginate("assignees", issue.assignees, _by_id, args)


def _commits(pull_request: PullRequest, _info, **args) -> dict:
    return paginate("commits", pull_request.commits, _by_id, args)


def _review_requests(pull_request: PullRequest, _info, **args) -> dict:
    return paginate("reviewRequests", pull_request.reviewRequests, _by_id, args)


def _state_reason(issue: Issue, _info, enableDuplicate: bool = False) -> str | None:
    if issue.closedReason == "DUPLICATE" and not enableDuplicate:
        return "NOT_PLANNED"
    return issue.closedReason


def _viewer_did_author(record, info) -> bool:
    return record.author is _context(info).viewer


def _viewer_can_close(issue: Issue, info) -> bool:
    return issue.state == "OPEN" and _can_triage(issue, info)


def _viewer_can_reopen(issue: Issue, info) -> bool:
    # A merged pull request stays merged.
    return issue.state == "CLOSED" and _can_triage(issue, info)


def _can_triage(issue: Issue, info) -> bool:
    viewer = _context(info).viewer
    return issue.author is viewer or can_push(issue.repository, viewer)


def _viewer_can_label(issue: Issue, info) -> bool:
    return can_push(issue.repository, _context(info).viewer)


# Pull requests' files, reviews and checks


def _files(pull_request: PullRequest, _info, **args) -> dict:
    return paginate("files", pull_request.files, lambda file: file.path, args)


def _reviews(pull_request: PullRequest, _info, author: str | None = None, states: list[str] | None = None,
             **args) -> dict:
    reviews = pull_request.reviews
    if author is not None:
        reviews = [r for r in reviews if r.author.login.lower() == author.lower()]
    if states:
        reviews = [r for r in reviews if r.state in states]
    return paginate("reviews", reviews, _by_id, args)


def _latest_reviews(pull_request: PullRequest, _info, **args) -> dict:
    """Each reviewer's last review, in the order they were given."""
    latest = {review.author: review for review in pull_request.reviews}
    return paginate("latestReviews", sorted(latest.values(), key=pull_request.reviews.index), _by_id, args)


def _viewer_latest_review(pull_request: PullRequest, info) -> PullRequestReview | None:
    viewer = _context(info).viewer
    return next((r for r in reversed(pull_request.reviews) if r.author is viewer), None)


def _contexts(rollup: StatusCheckRollup, _info, **args) -> dict:
    runs = [c for c in rollup.contexts if isinstance(c, CheckRun)]
    statuses = [c for c in rollup.contexts if not isinstance(c, CheckRun)]
    return paginate("contexts", rollup.contexts, _by_id, args,
                    checkRunCount=len(runs), checkRunCountsByState=_counts_by_state(runs),
                    statusContextCount=len(statuses), statusContextCountsByState=_counts_by_state(statuses))


def _counts_by_state(contexts: list) -> list[dict]:
    counts = Counter(context.rollup_state for context in contexts)
    return [{"state": state, "count": count} for state, count in sorted(counts.items())]


def resolvers() -> dict[str, dict[str, Callable[..., Any]]]:
    # What issues and pull requests share.
    conversation = {
        "comments": _comments, "labels": _labels, "assignees": _assignees, "viewerDidAuthor": _viewer_did_author,
        "viewerCanClose": _viewer_can_close, "viewerCanReopen": _viewer_can_reopen, "viewerCanLabel": _viewer_can_label,
    }
    account = {
        "avatarUrl": _avatar_url,
        "repositories": _owned_repositories,
        "repository": _owned_repository,
    }
    return {
        "Query": {
            "viewer": _viewer, "user": _user, "organization": _organization,
            "repositoryOwner": _repository_owner, "repository": _repository,
            "node": _node, "nodes": _nodes, "search": search,
        },
        "Mutation": {
            "addStar": add_star, "removeStar": remove_star, "addComment": add_comment,
            "closeIssue": close_issue, "reopenIssue": reopen_issue,
            "closePullRequest": close_pull_request, "reopenPullRequest": reopen_pull_request,
            "mergePullRequest": merge_pull_request,
            "markPullRequestReadyForReview": mark_ready_for_review, "convertPullRequestToDraft": convert_to_draft,
            "addPullRequestReview": add_pull_request_review, "requestReviews": request_reviews,
            "addLabelsToLabelable": add_labels, "removeLabelsFromLabelable": remove_labels,
            "addAssigneesToAssignable": add_assignees, "removeAssigneesFromAssignable": remove_assignees,
        },
        "User": {
            **account, "isViewer": _is_viewer, "starredRepositories": _starred_repositories,
            "followers": _followers, "following": _following,
        },
        "Organization": account,
        "Repository": {
            "stargazerCount": _stargazer_count, "viewerHasStarred": _viewer_has_starred,
            "stargazers": _stargazers, "issues": _issues, "issue": _issue, "languages": _languages,
            "pullRequests": _pull_requests, "pullRequest": _pull_request,
            "assignableUsers": _assignable_users, "labels": _repository_labels, "viewerPermission": _viewer_permission,
        },
        "Issue": {**conversation, "stateReason": _state_reason},
        "PullRequest": {
            **conversation, "commits": _commits, "reviewRequests": _review_requests, "files": _files,
            "reviews": _reviews, "latestReviews": _latest_reviews, "viewerLatestReview": _viewer_latest_review,
        },
        "IssueComment": {"viewerDidAuthor": _viewer_did_author},
        "PullRequestReview": {"viewerDidAuthor": _viewer_did_author},
        "StatusCheckRollup": {"contexts": _contexts},
    }
