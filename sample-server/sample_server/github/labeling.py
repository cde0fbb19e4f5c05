"""addLabelsToLabelable and removeLabelsFromLabelable: someone who may push labels an
issue or a pull request with its repository's labels, kept in the repository's order."""

from .context import GitHubContext, unprocessable
from .model import Issue, Label, PullRequest, Repository
from .mutation_subjects import now, require_push, subject, updated


def add_labels(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    item = subject(context, input["labelableId"], (Issue, PullRequest), "addLabelsToLabelable")
    require_push(context, item, "AddLabelsToLabelable")
    wanted = set(item.labels) | set(_labels(context, item.repository, input["labelIds"], "addLabelsToLabelable"))
    item.labels = [label for label in item.repository.labels if label in wanted]
    updated(context, item, now())
    return {"clientMutationId": input.get("clientMutationId"), "labelable": item}


def remove_labels(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    item = subject(context, input["labelableId"], (Issue, PullRequest), "removeLabelsFromLabelable")
    require_push(context, item, "RemoveLabelsFromLabelable")
    unwanted = set(_labels(context, item.repository, input["labelIds"], "removeLabelsFromLabelable"))
    item.labels = [label for label in item.labels if label not in unwanted]
    updated(context, item, now())
    return {"clientMutationId": input.get("clientMutationId"), "labelable": item}


def _labels(context: GitHubContext, repository: Repository, ids: list[str], field: str) -> list[Label]:
    labels = [subject(context, label_id, (Label,), field) for label_id in ids]
    for label in labels:
        if label.repository is not repository:
            raise unprocessable(f"The label '{label.name}' ({label.id}) is {label.repository.nameWithOwner}'s, "
                                f"not {repository.nameWithOwner}'s")
    return labels
