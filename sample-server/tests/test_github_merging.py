"""mergePullRequest, markPullRequestReadyForReview and convertPullRequestToDraft, and what
they refuse."""

from github_actions import (
    CLOSED_PULL_REQUEST,
    CONFLICTING,
    DRAFT,
    HUBOT_TOKEN,
    HUBOTS_PULL_REQUEST,
    MERGEABLE,
    MERGED,
    OCTOCAT_TOKEN,
    mutate,
    pull_request,
    refusal,
)

MERGE_STATE = """state closed closedAt merged mergedAt mergeable mergedBy { login }
  mergeCommit { oid abbreviatedOid messageHeadline message }"""


def test_a_merge_records_who_merged_how_and_when(server):
    mergeable = pull_request(server, MERGEABLE, "id title number headRefOid mergeable state")
    assert (mergeable["mergeable"], mergeable["state"]) == ("MERGEABLE", "OPEN")
    merged = mutate(server, "mergePullRequest", {
        "pullRequestId": mergeable["id"], "mergeMethod": "SQUASH", "commitHeadline": "Squashed", "commitBody": "All of it.",
        "expectedHeadOid": mergeable["headRefOid"], "clientMutationId": "m"}, f"clientMutationId actor {{ login }} pullRequest {{ {MERGE_STATE} }}")
    assert (merged["clientMutationId"], merged["actor"]) == ("m", {"login": "mona"})
    after = merged["pullRequest"]
    assert (after["state"], after["closed"], after["merged"], after["mergedBy"]) == ("MERGED", True, True, {"login": "mona"})
    assert after["mergedAt"] and after["closedAt"] == after["mergedAt"]
    assert after["mergeCommit"]["messageHeadline"] == "Squashed"
    assert after["mergeCommit"]["message"] == "Squashed\n\nAll of it."
    assert len(after["mergeCommit"]["oid"]) == 40 and after["mergeCommit"]["oid"].startswith(after["mergeCommit"]["abbreviatedOid"])
    assert pull_request(server, MERGEABLE, MERGE_STATE) == after


def test_without_a_headline_the_merge_commit_says_what_github_s_would(server):
    mergeable = pull_request(server, MERGEABLE, "id title number headRefName author { login }")
    merged = mutate(server, "mergePullRequest", {"pullRequestId": mergeable["id"]},
                    "pullRequest { mergeCommit { messageHeadline message } }")["pullRequest"]
    headline = f"Merge pull request #{mergeable['number']} from {mergeable['author']['login']}/{mergeable['headRefName']}"
    assert merged["mergeCommit"] == {"messageHeadline": headline, "message": f"{headline}\n\n{mergeable['title']}"}


def test_a_squash_s_default_headline_is_the_title_and_number(server):
    mergeable = pull_request(server, MERGEABLE, "id title number")
    merged = mutate(server, "mergePullRequest", {"pullRequestId": mergeable["id"], "mergeMethod": "SQUASH"},
                    "pullRequest { mergeCommit { messageHeadline } }")["pullRequest"]
    assert merged["mergeCommit"]["messageHeadline"] == f"{mergeable['title']} (#{mergeable['number']})"


def test_generated_merged_pull_requests_have_their_merge_commit_and_merger(server):
    merged = pull_request(server, MERGED, MERGE_STATE)
    assert merged["mergeable"] == "UNKNOWN" and merged["mergedBy"]["login"]
    assert merged["mergeCommit"]["messageHeadline"]


def test_a_conflicting_a_merged_or_a_closed_pull_request_is_not_mergeable(server):
    for reference in (CONFLICTING, MERGED, CLOSED_PULL_REQUEST):
        target = pull_request(server, reference)
        error = refusal(server, "mergePullRequest", {"pullRequestId": target["id"]})
        assert (error["type"], error["message"]) == ("UNPROCESSABLE", "Pull Request is not mergeable"), reference
    assert pull_request(server, CONFLICTING, "mergeable state") == {"mergeable": "CONFLICTING", "state": "OPEN"}


def test_a_draft_is_not_merged(server):
    draft = pull_request(server, DRAFT, "id isDraft mergeable")
    assert (draft["isDraft"], draft["mergeable"]) == (True, "MERGEABLE")
    assert refusal(server, "mergePullRequest", {"pullRequestId": draft["id"]})["message"] == "Pull Request is still a draft"


def test_a_merge_expecting_another_head_is_refused(server):
    mergeable = pull_request(server, MERGEABLE)
    error = refusal(server, "mergePullRequest", {"pullRequestId": mergeable["id"], "expectedHeadOid": "0" * 40})
    assert error["message"] == "Head branch was modified. Review and try the merge again."
    assert pull_request(server, MERGEABLE, "state") == {"state": "OPEN"}


def test_only_someone_who_may_push_merges(server):
    hubots = pull_request(server, HUBOTS_PULL_REQUEST, "id mergeable isDraft")
    assert (hubots["mergeable"], hubots["isDraft"]) == ("MERGEABLE", False)
    error = refusal(server, "mergePullRequest", {"pullRequestId": hubots["id"]}, token=HUBOT_TOKEN)
    assert (error["type"], error["message"]) == (
        "FORBIDDEN", "hubot does not have the correct permissions to execute `MergePullRequest`")
    merged = mutate(server, "mergePullRequest", {"pullRequestId": hubots["id"]}, "pullRequest { state mergedBy { login } }",
                    token=OCTOCAT_TOKEN)
    assert merged["pullRequest"] == {"state": "MERGED", "mergedBy": {"login": "octocat"}}


def test_a_draft_is_marked_ready_and_converted_back(server):
    draft = pull_request(server, DRAFT)
    ready = mutate(server, "markPullRequestReadyForReview", {"pullRequestId": draft["id"], "clientMutationId": "r"},
                   "clientMutationId pullRequest { isDraft }")
    assert ready == {"clientMutationId": "r", "pullRequest": {"isDraft": False}}
    assert refusal(server, "markPullRequestReadyForReview", {"pullRequestId": draft["id"]})["message"] == (
        "Pull request is already ready for review")
    converted = mutate(server, "convertPullRequestToDraft", {"pullRequestId": draft["id"]}, "pullRequest { isDraft }")
    assert converted["pullRequest"] == {"isDraft": True}
    error = refusal(server, "convertPullRequestToDraft", {"pullRequestId": draft["id"]})
    assert (error["type"], error["message"]) == ("UNPROCESSABLE", "Pull request is already a draft")


def test_a_closed_or_merged_pull_request_stays_as_it_is(server):
    closed, merged = pull_request(server, CLOSED_PULL_REQUEST), pull_request(server, MERGED)
    assert refusal(server, "convertPullRequestToDraft", {"pullRequestId": closed["id"]})["message"] == "Pull request is closed"
    assert refusal(server, "convertPullRequestToDraft", {"pullRequestId": merged["id"]})["message"] == (
        "Pull request is already merged")


def test_the_author_drafts_their_own_and_no_one_else_s_without_push_access(server):
    hubots = pull_request(server, HUBOTS_PULL_REQUEST)
    drafted = mutate(server, "convertPullRequestToDraft", {"pullRequestId": hubots["id"]}, "pullRequest { isDraft }",
                     token=HUBOT_TOKEN)
    assert drafted["pullRequest"] == {"isDraft": True}
    monas = pull_request(server, MERGEABLE)
    assert refusal(server, "convertPullRequestToDraft", {"pullRequestId": monas["id"]}, token=HUBOT_TOKEN)["message"] == (
        "hubot does not have the correct permissions to execute `ConvertPullRequestToDraft`")
