"""addStar, removeStar and addComment: they change the in-memory data until a reset,
and publish what changed to the subscriptions (see `live`)."""

from datetime import datetime, timezone

from graphql import GraphQLError

from ..connections import encode_cursor
from .context import GitHubContext, not_found
from .live import comment_added, star_count_changed
from .model import Issue, Repository


def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _record(context: GitHubContext, node_id: str, kind: type, role: str):
    record = context.data.node(node_id, context.viewer)
    if record is None:
        raise not_found(f"Could not resolve to a node with the global id of '{node_id}'")
    if not isinstance(record, kind):
        raise GraphQLError(f"The node with the global id of '{node_id}' cannot be {role}.",
                           extensions={"type": "UNPROCESSABLE"})
    return record


def add_star(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    repository = _record(context, input["starrableId"], Repository, "starred")
    context.data.star(context.viewer, repository, _now())
    context.events.publish(star_count_changed(repository.id), repository)
    return {"clientMutationId": input.get("clientMutationId"), "starrable": repository}


def remove_star(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    repository = _record(context, input["starrableId"], Repository, "unstarred")
    context.data.unstar(context.viewer, repository)
    context.events.publish(star_count_changed(repository.id), repository)
    return {"clientMutationId": input.get("clientMutationId"), "starrable": repository}


def add_comment(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    issue = _record(context, input["subjectId"], Issue, "commented on")
    body = input["body"]
    if not body.strip():
        raise GraphQLError("Body can't be blank", extensions={"type": "UNPROCESSABLE"})
    comment = context.data.add_comment(issue, context.viewer, body, _now())
    context.events.publish(comment_added(issue.id), comment)
    edge = {"cursor": encode_cursor(comment.id), "node": comment}
    return {
        "clientMutationId": input.get("clientMutationId"),
        "commentEdge": edge,
        "subject": issue,
        "timelineEdge": edge,
    }
