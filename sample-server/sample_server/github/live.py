"""The Subscription root of graphql/github/live.graphql: the topics the mutations
publish on, and the source streams subscribing to them."""

from ..event_bus import Subscriber
from .context import GitHubContext, not_found
from .model import Issue, Repository


def star_count_changed(repository_id: str) -> tuple[str, str]:
    return ("starCountChanged", repository_id)


def comment_added(issue_id: str) -> tuple[str, str]:
    return ("issueCommentAdded", issue_id)


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


def subscriptions() -> dict:
    return {"starCountChanged": _star_count_changed, "issueCommentAdded": _issue_comment_added}
