"""What every mutation starts from: the node its input names, which must be of a kind the
mutation acts on, the viewer's right to act on it, and the moment it acts."""

from datetime import datetime, timezone

from .context import GitHubContext, forbidden, not_found, unprocessable
from .live import issue_updated
from .model import Issue
from .permissions import can_push


def now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def subject(context: GitHubContext, node_id: str, kinds: tuple[type, ...], field: str):
    """The node, or NOT_FOUND when it does not exist or is hidden from the viewer."""
    record = context.data.node(node_id, context.viewer)
    if record is None:
        raise not_found(f"Could not resolve to a node with the global id of '{node_id}'")
    if type(record) not in kinds:
        expected = " or ".join(_with_article(kind.__name__) for kind in kinds)
        raise unprocessable(f"The node with the global id of '{node_id}' is {_with_article(record.typename)}; "
                            f"{field} takes {expected}.")
    return record


def require_push(context: GitHubContext, issue: Issue, operation: str) -> None:
    if not can_push(issue.repository, context.viewer):
        raise forbidden(context, operation)


def require_author_or_push(context: GitHubContext, issue: Issue, operation: str) -> None:
    """What closing, reopening and drafting take: the author acts on their own."""
    if issue.author is not context.viewer:
        require_push(context, issue, operation)


def _with_article(name: str) -> str:
    return ("an " if name[0] in "AEIO" else "a ") + name  # "a User", "a UniformResourceLocatable"


def updated(context: GitHubContext, issue: Issue, moment: str) -> None:
    """Records the edit of the issue's or pull request's own fields and tells its subscribers."""
    context.data.touch(issue, moment)
    context.events.publish(issue_updated(issue.id), issue)
