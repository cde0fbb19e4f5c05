"""A commit's check runs and commit statuses, the rollup they come to, and the control
that finishes a pull request's pending ones."""

import json
import threading

import pytest

from github_actions import HUBOTS_PULL_REQUEST, MERGED, pull_request
from live_client import subscribe_events

CHECKS = """commits(last: 1) { nodes { commit { statusCheckRollup { state contexts(first: 20) {
  totalCount checkRunCount statusContextCount
  checkRunCountsByState { state count } statusContextCountsByState { state count }
  nodes { __typename
    ... on CheckRun { id name status conclusion startedAt completedAt detailsUrl url }
    ... on StatusContext { id context state targetUrl description createdAt } } } } } } }"""

FAILING = {"FAILURE", "ERROR", "CANCELLED", "TIMED_OUT", "ACTION_REQUIRED", "STARTUP_FAILURE"}


def _rollup(pull: dict) -> dict | None:
    nodes = pull["commits"]["nodes"]
    return nodes[0]["commit"]["statusCheckRollup"] if nodes else None


def _outcome(context: dict) -> str:
    if context["__typename"] == "CheckRun":
        return context["conclusion"] if context["status"] == "COMPLETED" else context["status"]
    return context["state"]


def _expected_state(contexts: list[dict]) -> str:
    outcomes = {_outcome(context) for context in contexts}
    if outcomes & FAILING:
        return "FAILURE"
    return "PENDING" if outcomes & {"PENDING", "QUEUED", "IN_PROGRESS", "WAITING"} else "SUCCESS"


def _every_rollup(server) -> list[dict]:
    data = server.data("github", f"""{{ viewer {{ repositories(first: 60) {{ nodes {{
      pullRequests(first: 30) {{ nodes {{ {CHECKS} }} }} }} }} }} }}""")
    pulls = [p for r in data["viewer"]["repositories"]["nodes"] for p in r["pullRequests"]["nodes"]]
    return [rollup for rollup in map(_rollup, pulls) if rollup is not None]


def test_each_rollup_s_state_agrees_with_its_contexts(server):
    rollups = _every_rollup(server)
    assert {rollup["state"] for rollup in rollups} == {"SUCCESS", "FAILURE", "PENDING"}
    for rollup in rollups:
        contexts = rollup["contexts"]
        assert rollup["state"] == _expected_state(contexts["nodes"])
        runs = [c for c in contexts["nodes"] if c["__typename"] == "CheckRun"]
        statuses = [c for c in contexts["nodes"] if c["__typename"] == "StatusContext"]
        assert (contexts["totalCount"], contexts["checkRunCount"], contexts["statusContextCount"]) == (
            len(contexts["nodes"]), len(runs), len(statuses))
        assert sum(c["count"] for c in contexts["checkRunCountsByState"]) == len(runs)
        assert {c["state"] for c in contexts["statusContextCountsByState"]} == {s["state"] for s in statuses}


def test_check_runs_and_statuses_come_in_every_state(server):
    contexts = [c for rollup in _every_rollup(server) for c in rollup["contexts"]["nodes"]]
    runs = [c for c in contexts if c["__typename"] == "CheckRun"]
    assert {_outcome(run) for run in runs} >= {"SUCCESS", "FAILURE", "NEUTRAL", "SKIPPED", "CANCELLED", "TIMED_OUT",
                                              "ACTION_REQUIRED", "IN_PROGRESS", "QUEUED"}
    assert {c["state"] for c in contexts if c["__typename"] == "StatusContext"} == {"SUCCESS", "FAILURE", "PENDING", "ERROR"}
    for run in runs:
        assert run["url"].startswith("https://github.com/") and "/runs/" in run["url"] and run["detailsUrl"]
        assert (run["status"] == "COMPLETED") == (run["conclusion"] is not None) == (run["completedAt"] is not None)
        assert run["startedAt"] is not None or run["status"] in ("QUEUED", "WAITING", "PENDING")
    assert all(c["targetUrl"] and c["description"] for c in contexts if c["__typename"] == "StatusContext")


def test_a_merged_pull_request_s_checks_passed(server):
    assert _rollup(pull_request(server, MERGED, CHECKS))["state"] == "SUCCESS"


def _complete(server, payload: dict):
    return server.request("POST", "/control/github/checks", json.dumps(payload).encode(),
                          {"Content-Type": "application/json"})


@pytest.mark.parametrize(("conclusion", "state"), [(None, "SUCCESS"), ("FAILURE", "FAILURE"), ("NEUTRAL", "SUCCESS")])
def test_the_control_finishes_a_pull_request_s_pending_checks(server, conclusion, state):
    before = _rollup(pull_request(server, HUBOTS_PULL_REQUEST, CHECKS))
    assert before["state"] == "PENDING"
    unfinished = [c for c in before["contexts"]["nodes"] if _outcome(c) in ("PENDING", "QUEUED", "IN_PROGRESS", "WAITING")]
    payload = {"pullRequest": HUBOTS_PULL_REQUEST, **({"conclusion": conclusion} if conclusion else {})}
    response = _complete(server, payload)
    assert response.status == 200
    assert response.json() == {"pullRequest": HUBOTS_PULL_REQUEST, "completed": len(unfinished), "state": state}
    after = _rollup(pull_request(server, HUBOTS_PULL_REQUEST, CHECKS))
    assert after["state"] == state == _expected_state(after["contexts"]["nodes"])
    finished = {c["id"]: c for c in after["contexts"]["nodes"]}
    for context in unfinished:
        done = finished[context["id"]]
        if done["__typename"] == "CheckRun":
            assert (done["status"], done["conclusion"]) == ("COMPLETED", conclusion or "SUCCESS")
            assert done["startedAt"] and done["completedAt"]
        else:
            assert done["state"] == ("FAILURE" if conclusion == "FAILURE" else "SUCCESS")
    assert _complete(server, {"pullRequest": HUBOTS_PULL_REQUEST}).json()["completed"] == 0
    assert server.control("POST", "reset").status == 200
    assert _rollup(pull_request(server, HUBOTS_PULL_REQUEST, CHECKS))["state"] == "PENDING"


def test_finishing_the_checks_reaches_the_pull_request_s_subscriber(server):
    target = pull_request(server, HUBOTS_PULL_REQUEST)
    stream = subscribe_events(server, "github", """subscription($id: ID!) { issueUpdated(issueId: $id) {
      ... on PullRequest { commits(last: 1) { nodes { commit { statusCheckRollup { state } } } } } } }""",
                              {"id": target["id"]})
    try:
        finisher = threading.Thread(target=_complete, args=(server, {"pullRequest": HUBOTS_PULL_REQUEST}))
        finisher.start()
        event = json.loads(stream.next_event().data)
        finisher.join()
        assert event["data"]["issueUpdated"]["commits"]["nodes"][0]["commit"]["statusCheckRollup"] == {"state": "SUCCESS"}
    finally:
        stream.close()


@pytest.mark.parametrize(("payload", "status", "words"), [
    ({"pullRequest": "mona/docs-kit#999"}, 404, "no pull request mona/docs-kit#999"),
    ({"pullRequest": "mona/docs-kit/6"}, 400, "`pullRequest` must name a pull request as owner/name#number"),
    ({}, 400, "`pullRequest` must name a pull request"),
    ({"pullRequest": HUBOTS_PULL_REQUEST, "conclusion": "STALE"}, 400, "`conclusion` must be one of"),
    ({"pullRequest": HUBOTS_PULL_REQUEST, "when": "now"}, 400, "unknown keys: when"),
])
def test_the_control_refuses_what_it_cannot_do(server, payload, status, words):
    response = _complete(server, payload)
    assert response.status == status
    assert response.json()["message"].startswith(words)


def test_the_control_takes_posts_only(server):
    assert server.request("GET", "/control/github/checks").status == 405
    assert server.request("POST", "/control/github/nothing").status == 404
    assert server.request("POST", "/control/rickandmorty/checks").status == 404
