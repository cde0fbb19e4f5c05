"""addStar, removeStar and addComment: they change the in-memory data until a reset,
and publish what changed to the subscriptions (see `live`); a comment notifies the
issue's participants (see `notifying`)."""

from ..connections import encode_cursor
from .context import GitHubContext, unprocessable
from .live import comment_added, star_count_changed
from .model import Issue, PullRequest, Repository
from .mutation_subjects import now, subject
from .notifying import commented


def add_star(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    repository = subject(context, input["starrableId"], (Repository,), "addStar")
    context.data.star(context.viewer, repository, now())
    context.events.publish(star_count_changed(repository.id), repository)
    return {"clientMutationId": input.get("clientMutationId"), "starrable": repository}


def remove_star(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    repository = subject(context, input["starrableId"], (Repository,), "removeStar")
    context.data.unstar(context.viewer, repository)
    context.events.publish(star_count_changed(repository.id), repository)
    return {"clientMutationId": input.get("clientMutationId"), "starrable": repository}


def add_comment(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    issue = subject(context, input["subjectId"], (Issue, PullRequest), "addComment")
    body = input["body"]
    if not body.strip():
        raise unprocessable("Body can't be blank")
    comment = context.data.add_comment(issue, context.viewer, body, now())
    context.events.publish(comment_added(issue.id), comment)
    commented(context, issue, comment)
    edge = {"cursor": encode_cursor(comment.id), "node": comment}
    return {
        "clientMutationId": input.get("clientMutationId"),
        "commentEdge": edge,
        "subject": issue,
        "timelineEdge": edge,
    }
