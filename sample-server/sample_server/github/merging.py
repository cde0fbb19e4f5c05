"""mergePullRequest: only someone who may push merges, only an open pull request that is
ready for review and has no conflicts, and only the head the caller expects when it names
one. The merge commit's headline and body are the caller's or GitHub's defaults for the
method (`merge_commits`). A merge by someone else tells the author."""

from .context import GitHubContext, unprocessable
from .model import PullRequest
from .mutation_subjects import now, require_push, subject, updated
from .notifying import state_changed


def merge_pull_request(_root, info, input: dict) -> dict:
    context: GitHubContext = info.context
    pull_request = subject(context, input["pullRequestId"], (PullRequest,), "mergePullRequest")
    require_push(context, pull_request, "MergePullRequest")
    # GitHub's words, as its REST API gives them for the same refusals.
    if pull_request.state != "OPEN" or pull_request.mergeable == "CONFLICTING":
        raise unprocessable("Pull Request is not mergeable")
    if pull_request.isDraft:
        raise unprocessable("Pull Request is still a draft")
    expected = input.get("expectedHeadOid")
    if expected is not None and expected != pull_request.headRefOid:
        raise unprocessable("Head branch was modified. Review and try the merge again.")
    moment = now()
    context.data.merge(pull_request, context.viewer, input["mergeMethod"], input.get("commitHeadline"),
                       input.get("commitBody"), moment)
    updated(context, pull_request, moment)
    state_changed(context, pull_request, moment)
    return {"actor": context.viewer, "clientMutationId": input.get("clientMutationId"), "pullRequest": pull_request}
