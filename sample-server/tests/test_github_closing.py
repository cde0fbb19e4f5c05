"""closeIssue, reopenIssue, closePullRequest and reopenPullRequest, and what they refuse."""

import pytest

from github_actions import (
    CLOSED_ISSUE,
    CLOSED_PULL_REQUEST,
    HUBOT_TOKEN,
    HUBOTS_PULL_REQUEST,
    MERGED,
    OCTOCAT_TOKEN,
    OPEN_ISSUE,
    OTHERS_OPEN_PULL_REQUEST,
    issue,
    mutate,
    pull_request,
    refusal,
)

ISSUE_STATE = "state closed closedAt stateReason(enableDuplicate: true) viewerCanClose viewerCanReopen"
PULL_REQUEST_STATE = "state closed closedAt merged viewerCanClose viewerCanReopen"


def test_closing_an_issue_records_its_reason_and_reopening_says_reopened(server):
    opened = issue(server, OPEN_ISSUE)
    closed = mutate(server, "closeIssue", {"issueId": opened["id"], "stateReason": "NOT_PLANNED", "clientMutationId": "c"},
                    f"clientMutationId issue {{ id {ISSUE_STATE} }}")
    assert closed["clientMutationId"] == "c"
    assert closed["issue"]["state"] == "CLOSED" and closed["issue"]["closed"] and closed["issue"]["closedAt"]
    assert closed["issue"]["stateReason"] == "NOT_PLANNED"
    assert (closed["issue"]["viewerCanClose"], closed["issue"]["viewerCanReopen"]) == (False, True)
    assert issue(server, OPEN_ISSUE, ISSUE_STATE) == {key: value for key, value in closed["issue"].items() if key != "id"}
    reopened = mutate(server, "reopenIssue", {"issueId": opened["id"]}, f"issue {{ {ISSUE_STATE} }}")["issue"]
    assert reopened == {"state": "OPEN", "closed": False, "closedAt": None, "stateReason": "REOPENED",
                        "viewerCanClose": True, "viewerCanReopen": False}
    again = mutate(server, "closeIssue", {"issueId": opened["id"]}, "issue { stateReason }")["issue"]
    assert again == {"stateReason": "COMPLETED"}


def test_closing_a_closed_issue_or_reopening_an_open_one_is_refused(server):
    closed = issue(server, CLOSED_ISSUE)
    error = refusal(server, "closeIssue", {"issueId": closed["id"]})
    # GitHub writes an error's kind at the top of the error.
    assert (error["type"], error["path"], error["message"]) == ("UNPROCESSABLE", ["closeIssue"], "Issue is already closed")
    opened = issue(server, OPEN_ISSUE)
    assert refusal(server, "reopenIssue", {"issueId": opened["id"]})["message"] == "Issue is already open"


def test_a_pull_request_closes_and_reopens(server):
    others = pull_request(server, OTHERS_OPEN_PULL_REQUEST)
    closed = mutate(server, "closePullRequest", {"pullRequestId": others["id"]}, f"pullRequest {{ {PULL_REQUEST_STATE} }}")
    assert closed["pullRequest"]["state"] == "CLOSED" and closed["pullRequest"]["closed"] and closed["pullRequest"]["closedAt"]
    assert closed["pullRequest"]["merged"] is False
    assert refusal(server, "closePullRequest", {"pullRequestId": others["id"]})["message"] == "Pull request is already closed"
    reopened = mutate(server, "reopenPullRequest", {"pullRequestId": others["id"]}, f"pullRequest {{ {PULL_REQUEST_STATE} }}")
    assert reopened["pullRequest"] == {"state": "OPEN", "closed": False, "closedAt": None, "merged": False,
                                       "viewerCanClose": True, "viewerCanReopen": False}
    error = refusal(server, "reopenPullRequest", {"pullRequestId": others["id"]})
    assert (error["type"], error["message"]) == ("UNPROCESSABLE", "Pull request is already open")


def test_a_closed_pull_request_reopens_mergeable(server):
    closed = pull_request(server, CLOSED_PULL_REQUEST, "id mergeable")
    assert closed["mergeable"] == "UNKNOWN"
    reopened = mutate(server, "reopenPullRequest", {"pullRequestId": closed["id"]}, "pullRequest { state mergeable }")
    assert reopened["pullRequest"] == {"state": "OPEN", "mergeable": "MERGEABLE"}


def test_a_merged_pull_request_can_be_neither_closed_nor_reopened(server):
    merged = pull_request(server, MERGED)
    assert refusal(server, "closePullRequest", {"pullRequestId": merged["id"]})["message"] == "Pull request is already merged"
    assert refusal(server, "reopenPullRequest", {"pullRequestId": merged["id"]})["message"] == (
        "Could not open the pull request: it is merged")
    assert pull_request(server, MERGED, "state merged") == {"state": "MERGED", "merged": True}


def test_hubot_may_not_close_what_others_opened_in_mona_s_repositories(server):
    theirs = issue(server, OPEN_ISSUE, "id viewerCanClose", token=HUBOT_TOKEN)
    assert theirs["viewerCanClose"] is False
    error = refusal(server, "closeIssue", {"issueId": theirs["id"]}, token=HUBOT_TOKEN)
    assert error["type"] == "FORBIDDEN"
    assert error["message"] == "hubot does not have the correct permissions to execute `CloseIssue`"
    others = pull_request(server, OTHERS_OPEN_PULL_REQUEST)
    assert refusal(server, "closePullRequest", {"pullRequestId": others["id"]}, token=HUBOT_TOKEN)["message"] == (
        "hubot does not have the correct permissions to execute `ClosePullRequest`")
    assert issue(server, OPEN_ISSUE, "state") == {"state": "OPEN"}


def test_the_author_closes_their_own_and_a_collaborator_anyone_s(server):
    own = pull_request(server, HUBOTS_PULL_REQUEST, "id viewerCanClose", token=HUBOT_TOKEN)
    assert own["viewerCanClose"] is True
    closed = mutate(server, "closePullRequest", {"pullRequestId": own["id"]}, "pullRequest { state }", token=HUBOT_TOKEN)
    assert closed["pullRequest"] == {"state": "CLOSED"}
    theirs = issue(server, OPEN_ISSUE)
    by_octocat = mutate(server, "closeIssue", {"issueId": theirs["id"]}, "issue { state }", token=OCTOCAT_TOKEN)
    assert by_octocat["issue"] == {"state": "CLOSED"}


@pytest.mark.parametrize(("field", "key", "lookup", "reference", "words"), [
    ("closeIssue", "issueId", pull_request, OTHERS_OPEN_PULL_REQUEST, "is a PullRequest; closeIssue takes an Issue."),
    ("closePullRequest", "pullRequestId", issue, OPEN_ISSUE, "is an Issue; closePullRequest takes a PullRequest."),
])
def test_an_id_of_the_wrong_kind_is_refused(server, field, key, lookup, reference, words):
    node = lookup(server, reference)
    error = refusal(server, field, {key: node["id"]})
    assert error["type"] == "UNPROCESSABLE" and error["message"].endswith(words)


def test_an_unknown_id_is_not_found(server):
    error = refusal(server, "reopenIssue", {"issueId": "I_nope"})
    assert (error["type"], error["message"]) == ("NOT_FOUND", "Could not resolve to a node with the global id of 'I_nope'")
