"""The Subscription root of graphql/github/live.graphql: the topics the mutations
publish on, and the source streams subscribing to them."""

from ..event_bus import Subscriber
from .context import GitHubContext, not_found
from .model import Issue, Repository


def star_count_changed(repository_id: str) -> tuple[str, str]:
    return ("starCountChanged", repository_id)


def comment_added(issue_id: str) -> tuple[str, str]:
    return ("issueCommentAdded", issue_id)


def issue_updated(issue_id: str) -> tuple[str, str]:
    """An issue's or a pull request's own fields changed: its state, labels, assignees,
    reviews, review requests, draft or checks."""
    return ("issueUpdated", issue_id)


def _subscribed(info, node_id: str, kind: type, topic: tuple[str, str]) -> Subscriber:
    """The node must exist and be the viewer's to see, as a query of it must."""
    context: GitHubContext = info.context
    record = context.data.node(node_id, context.viewer)
    if not isinstance(record, kind):
        raise not_found(f"Could not resolve to a {kind.__name__} with the global id of '{node_id}'.")
    return context.events.subscribe(topic)


def _star_count_changed(_root, info, repositoryId: str) -> Subscriber:
    return _subscribed(info, repositoryId, Repository, star_count_changed(repositoryId))


def _issue_comment_added(_root, info, issueId: str) -> Subscriber:
    return _subscribed(info, issueId, Issue, comment_added(issueId))


def _issue_updated(_root, info, issueId: str) -> Subscriber:
    return _subscribed(info, issueId, Issue, issue_updated(issueId))


def subscriptions() -> dict:
    return {"starCountChanged": _star_count_changed, "issueCommentAdded": _issue_comment_added,
            "issueUpdated": _issue_updated}
