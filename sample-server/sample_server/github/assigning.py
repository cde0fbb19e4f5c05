"""addAssigneesToAssignable and removeAssigneesFromAssignable: someone who may push
assigns the repository's assignable users (its owner and collaborators) to an issue or a
pull request, and unassigns anyone assigned. Each user newly assigned is notified."""

from .context import GitHubContext, unprocessable
from .model import Issue, PullRequest, User
from .mutation_subjects import now, require_push, subject, updated
from .notifying import assigned
from .permissions import assignable_users


def add_assignees(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    item = subject(context, input["assignableId"], (Issue, PullRequest), "addAssigneesToAssignable")
    require_push(context, item, "AddAssigneesToAssignable")
    users = _users(context, input["assigneeIds"], "addAssigneesToAssignable")
    assignable = assignable_users(item.repository)
    refused = [user.login for user in users if user not in assignable]
    if refused:
        raise unprocessable(f"{', '.join(refused)} cannot be assigned: only the owner and collaborators "
                            f"of {item.repository.nameWithOwner} can be")
    added = [user for user in users if user not in item.assignees]
    item.assignees = item.assignees + added
    moment = now()
    updated(context, item, moment)
    assigned(context, item, added, moment)
    return {"assignable": item, "clientMutationId": input.get("clientMutationId")}


def remove_assignees(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    item = subject(context, input["assignableId"], (Issue, PullRequest), "removeAssigneesFromAssignable")
    require_push(context, item, "RemoveAssigneesFromAssignable")
    unwanted = set(_users(context, input["assigneeIds"], "removeAssigneesFromAssignable"))
    item.assignees = [user for user in item.assignees if user not in unwanted]
    updated(context, item, now())
    return {"assignable": item, "clientMutationId": input.get("clientMutationId")}


def _users(context: GitHubContext, ids: list[str], field: str) -> list[User]:
    users: list[User] = []
    for user_id in ids:
        user = subject(context, user_id, (User,), field)
        if user not in users:
            users.append(user)
    return users
