"""`POST /control/github/checks`: finishes what is still queued or running on a pull
request's last commit, as its CI would, so that a test watches a pending pull request's
checks pass or fail. The body names the pull request (`{"pullRequest": "mona/docs-kit#6"}`)
and may give the check runs' conclusion (`"conclusion": "FAILURE"`, SUCCESS by default);
commit statuses come to SUCCESS, or FAILURE for a failing conclusion."""

import re

from ..control_api import ControlRequestError, json_object
from ..endpoint import Endpoint
from ..reply import Reply
from .live import issue_updated
from .mutation_subjects import now

_REFERENCE = re.compile(r"([^/\s]+)/([^#\s]+)#(\d+)")
# CheckConclusionState's values but STALE, which GitHub alone sets.
CONCLUSIONS = ("ACTION_REQUIRED", "CANCELLED", "FAILURE", "NEUTRAL", "SKIPPED", "STARTUP_FAILURE", "SUCCESS", "TIMED_OUT")


def complete_checks(endpoint: Endpoint, body: bytes) -> Reply:
    fields = json_object(body, {"pullRequest", "conclusion"})
    reference, conclusion = fields.get("pullRequest"), fields.get("conclusion", "SUCCESS")
    found = _REFERENCE.fullmatch(reference) if isinstance(reference, str) else None
    if found is None:
        raise ControlRequestError("`pullRequest` must name a pull request as owner/name#number, "
                                  f"such as \"mona/docs-kit#6\"; got {reference!r}")
    if conclusion not in CONCLUSIONS:
        raise ControlRequestError(f"`conclusion` must be one of {', '.join(CONCLUSIONS)}; got {conclusion!r}")
    owner, name, number = found.group(1), found.group(2), int(found.group(3))
    with endpoint.lock:
        data = endpoint.data
        account = data.account(owner)
        repository = next((r for r in account.repositories if r.name.lower() == name.lower()), None) if account else None
        pull_request = next((p for p in repository.pullRequests if p.number == number), None) if repository else None
        if pull_request is None:
            return Reply.json(404, {"message": f"no pull request {reference}"})
        rollup = pull_request.head.statusCheckRollup
        if rollup is None:
            return Reply.json(200, {"pullRequest": reference, "completed": 0, "state": None})
        completed = data.complete_checks(rollup, conclusion, now())
        endpoint.events.publish(issue_updated(pull_request.id), pull_request)
        return Reply.json(200, {"pullRequest": reference, "completed": completed, "state": rollup.state})
