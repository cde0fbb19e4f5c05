"""addPullRequestReview and requestReviews: the reviews and the review decision they move,
and what they refuse."""

import pytest

from github_actions import (
    CHANGES_REQUESTED,
    HUBOT_TOKEN,
    MERGEABLE,
    NO_REVIEW_REQUIRED,
    OTHERS_OPEN_PULL_REQUEST,
    mutate,
    pull_request,
    refusal,
)

REVIEWS = """reviewDecision
  reviewRequests(first: 10) { nodes { requestedReviewer { ... on User { login } } } }
  latestReviews(first: 20) { nodes { state author { login } } }
  viewerLatestReview { state body }"""
REVIEW = "pullRequestReview { id state body submittedAt author { login } viewerDidAuthor pullRequest { id } url } reviewEdge { cursor node { id } }"


def _review(server, reference: str, event: str, body: str | None = None, token: str | None = None) -> dict:
    target = pull_request(server, reference)
    review_input = {"pullRequestId": target["id"], "event": event, **({"body": body} if body is not None else {})}
    return mutate(server, "addPullRequestReview", review_input, REVIEW, token=token)


def _requested(pull: dict) -> list[str]:
    return [node["requestedReviewer"]["login"] for node in pull["reviewRequests"]["nodes"]]


def test_an_approval_approves_the_pull_request(server):
    before = pull_request(server, OTHERS_OPEN_PULL_REQUEST, REVIEWS)
    assert before["reviewDecision"] == "REVIEW_REQUIRED" and before["viewerLatestReview"] is None
    payload = _review(server, OTHERS_OPEN_PULL_REQUEST, "APPROVE")
    review = payload["pullRequestReview"]
    assert (review["state"], review["body"], review["author"], review["viewerDidAuthor"]) == (
        "APPROVED", "", {"login": "mona"}, True)
    assert review["submittedAt"] and "#pullrequestreview-" in review["url"]
    assert payload["reviewEdge"]["node"] == {"id": review["id"]} and payload["reviewEdge"]["cursor"]
    after = pull_request(server, OTHERS_OPEN_PULL_REQUEST, REVIEWS)
    assert after["reviewDecision"] == "APPROVED"
    assert after["latestReviews"]["nodes"][-1] == {"state": "APPROVED", "author": {"login": "mona"}}
    assert after["viewerLatestReview"] == {"state": "APPROVED", "body": ""}


def test_requested_changes_stand_until_their_reviewer_approves(server):
    before = pull_request(server, CHANGES_REQUESTED, REVIEWS)
    assert before["reviewDecision"] == "CHANGES_REQUESTED"
    _review(server, CHANGES_REQUESTED, "APPROVE", "Fine by me.")
    assert pull_request(server, CHANGES_REQUESTED, "reviewDecision") == {"reviewDecision": "CHANGES_REQUESTED"}
    _review(server, OTHERS_OPEN_PULL_REQUEST, "REQUEST_CHANGES", "Please add a test.")
    assert pull_request(server, OTHERS_OPEN_PULL_REQUEST, "reviewDecision") == {"reviewDecision": "CHANGES_REQUESTED"}
    _review(server, OTHERS_OPEN_PULL_REQUEST, "COMMENT", "Still looking.")
    assert pull_request(server, OTHERS_OPEN_PULL_REQUEST, "reviewDecision") == {"reviewDecision": "CHANGES_REQUESTED"}
    _review(server, OTHERS_OPEN_PULL_REQUEST, "APPROVE")
    after = pull_request(server, OTHERS_OPEN_PULL_REQUEST, REVIEWS)
    assert after["reviewDecision"] == "APPROVED"
    # latestReviews keeps each reviewer's last: mona's approval, not her earlier reviews.
    assert [n for n in after["latestReviews"]["nodes"] if n["author"]["login"] == "mona"] == [
        {"state": "APPROVED", "author": {"login": "mona"}}]


def test_reviews_filter_by_author_and_state(server):
    _review(server, OTHERS_OPEN_PULL_REQUEST, "COMMENT", "A first look.")
    _review(server, OTHERS_OPEN_PULL_REQUEST, "APPROVE")
    reviews = pull_request(server, OTHERS_OPEN_PULL_REQUEST, """
      mine: reviews(first: 10, author: "mona") { totalCount nodes { state } }
      approvals: reviews(first: 10, states: [APPROVED]) { nodes { author { login } } }""")
    assert reviews["mine"] == {"totalCount": 2, "nodes": [{"state": "COMMENTED"}, {"state": "APPROVED"}]}
    assert {"author": {"login": "mona"}} in reviews["approvals"]["nodes"]


@pytest.mark.parametrize(("event", "words"), [
    ("APPROVE", "Can not approve your own pull request"),
    ("REQUEST_CHANGES", "Can not request changes on your own pull request"),
])
def test_the_author_neither_approves_nor_requests_changes(server, event, words):
    own = pull_request(server, MERGEABLE)
    error = refusal(server, "addPullRequestReview", {"pullRequestId": own["id"], "event": event, "body": "Mine."})
    assert (error["type"], error["message"]) == ("UNPROCESSABLE", words)
    commented = _review(server, MERGEABLE, "COMMENT", "A note to myself.")["pullRequestReview"]
    assert commented["state"] == "COMMENTED"


@pytest.mark.parametrize("event", ["COMMENT", "REQUEST_CHANGES"])
def test_a_review_that_says_something_needs_a_body(server, event):
    target = pull_request(server, OTHERS_OPEN_PULL_REQUEST)
    error = refusal(server, "addPullRequestReview", {"pullRequestId": target["id"], "event": event, "body": "  "})
    assert (error["type"], error["message"]) == ("UNPROCESSABLE", "Body can't be blank")


@pytest.mark.parametrize(("review_input", "words"), [
    ({}, "A review's event must be APPROVE, REQUEST_CHANGES or COMMENT, not none"),
    ({"event": "DISMISS"}, "A review's event must be APPROVE, REQUEST_CHANGES or COMMENT, not DISMISS"),
])
def test_a_review_is_submitted_with_its_event(server, review_input, words):
    target = pull_request(server, OTHERS_OPEN_PULL_REQUEST)
    assert refusal(server, "addPullRequestReview", {"pullRequestId": target["id"], **review_input})["message"] == words


def test_a_review_answers_the_reviewer_s_request(server):
    query = """{ search(query: "is:open is:pr review-requested:@me", type: ISSUE, first: 1) {
      issueCount nodes { ... on PullRequest { id } } } }"""
    before = server.data("github", query)["search"]
    target = before["nodes"][0]["id"]
    mutate(server, "addPullRequestReview", {"pullRequestId": target, "event": "COMMENT", "body": "Looked."}, "clientMutationId")
    assert server.data("github", query)["search"]["issueCount"] == before["issueCount"] - 1
    requested = server.data("github", """query($id: ID!) { node(id: $id) { ... on PullRequest {
      reviewRequests(first: 10) { nodes { requestedReviewer { ... on User { login } } } } } } }""", {"id": target})
    assert "mona" not in _requested(requested["node"])


def test_anyone_who_sees_a_pull_request_reviews_it(server):
    review = _review(server, OTHERS_OPEN_PULL_REQUEST, "APPROVE", token=HUBOT_TOKEN)["pullRequestReview"]
    assert (review["state"], review["author"]) == ("APPROVED", {"login": "hubot"})


def test_requested_reviewers_are_added_or_replace_those_asked(server):
    target = pull_request(server, OTHERS_OPEN_PULL_REQUEST, f"id {REVIEWS}")
    asked = _requested(target)
    octocat, zpark = (server.data("github", f'{{ user(login: "{login}") {{ id }} }}')["user"]["id"] for login in ("octocat", "zpark"))
    added = mutate(server, "requestReviews", {"pullRequestId": target["id"], "userIds": [octocat], "union": True},
                   "actor { login } requestedReviewersEdge { cursor node { login } } pullRequest { id }")
    assert added["actor"] == {"login": "mona"} and added["requestedReviewersEdge"]["node"] == {"login": "octocat"}
    assert _requested(pull_request(server, OTHERS_OPEN_PULL_REQUEST, REVIEWS)) == [*asked, "octocat"]
    mutate(server, "requestReviews", {"pullRequestId": target["id"], "userIds": [zpark, octocat]}, "clientMutationId")
    assert _requested(pull_request(server, OTHERS_OPEN_PULL_REQUEST, REVIEWS)) == ["octocat", "zpark"]


def test_a_first_request_makes_a_review_required(server):
    target = pull_request(server, NO_REVIEW_REQUIRED, "id reviewDecision")
    assert target["reviewDecision"] is None
    octocat = server.data("github", '{ user(login: "octocat") { id } }')["user"]["id"]
    after = mutate(server, "requestReviews", {"pullRequestId": target["id"], "userIds": [octocat], "union": True},
                   "pullRequest { reviewDecision }")
    assert after["pullRequest"] == {"reviewDecision": "REVIEW_REQUIRED"}


def test_a_review_is_not_requested_from_the_author_or_by_hubot(server):
    target = pull_request(server, OTHERS_OPEN_PULL_REQUEST, "id author { ... on User { id } }")
    error = refusal(server, "requestReviews", {"pullRequestId": target["id"], "userIds": [target["author"]["id"]]})
    assert (error["type"], error["message"]) == ("UNPROCESSABLE", "Review cannot be requested from pull request author")
    error = refusal(server, "requestReviews", {"pullRequestId": target["id"], "userIds": []}, token=HUBOT_TOKEN)
    assert (error["type"], error["message"]) == (
        "FORBIDDEN", "hubot does not have the correct permissions to execute `RequestReviews`")


def test_a_private_repository_s_reviewers_are_its_owner_alone(server):
    private = server.data("github", """{ viewer { repositories(first: 20, privacy: PRIVATE) { nodes {
      pullRequests(first: 1, states: [OPEN]) { nodes { id author { login } } } } } } }""")
    target = next(p for r in private["viewer"]["repositories"]["nodes"] for p in r["pullRequests"]["nodes"]
                  if p["author"]["login"] != "octocat")
    octocat = server.data("github", '{ user(login: "octocat") { id } }')["user"]["id"]
    error = refusal(server, "requestReviews", {"pullRequestId": target["id"], "userIds": [octocat]})
    assert error["type"] == "UNPROCESSABLE"
    assert error["message"].startswith("Could not request a review from octocat: mona/") and error["message"].endswith(
        " is private to its owner")
