"""GitHub's REST notifications beside the GraphQL endpoint: each token's inbox, its pages,
filters and conditional requests, threads marked read or done, the notifications the
mutations make, GitHub's refusals, faults, the poll interval's control and reset."""

import json
import re
from collections import Counter
from email.utils import parsedate_to_datetime

import pytest

from github_actions import (
    CONFLICTING,
    HUBOT_TOKEN,
    HUBOTS_PULL_REQUEST,
    MERGEABLE,
    OCTOCAT_TOKEN,
    OPEN_ISSUE,
    OTHERS_OPEN_PULL_REQUEST,
    issue,
    mutate,
    pull_request,
    split,
)
from sample_client import DEFAULT_TOKEN

DOCUMENTATION = "https://docs.github.com/rest/activity/notifications"
# mona's threads as the sample data starts them (sample-server/README.md).
READ_AUTHORED = ("1000042", "mona/baton-metrics#4")  # her issue, read
UNREAD_REVIEW_REQUEST = ("1000026", "mona/deploy#14")
# The id the first thread made after a reset takes: the three inboxes start with 162.
NEXT_THREAD_ID = "1000163"
PARTICIPATING = {"assign", "author", "comment", "mention", "review_requested", "state_change"}
ROUTES = [("GET", "/github/notifications", "list-notifications-for-the-authenticated-user"),
          ("PUT", "/github/notifications", "mark-notifications-as-read"),
          ("PATCH", "/github/notifications/threads/1000042", "mark-a-thread-as-read"),
          ("DELETE", "/github/notifications/threads/1000042", "mark-a-thread-as-done")]


def notifications(server, query: str = "", token: str | None = DEFAULT_TOKEN, headers: dict | None = None):
    sent = {**({"Authorization": f"bearer {token}"} if token else {}), **(headers or {})}
    return server.request("GET", "/github/notifications" + (f"?{query}" if query else ""), headers=sent)


def inbox(server, query: str = "all=true", token: str = DEFAULT_TOKEN) -> list[dict]:
    """Every thread the query finds, page after page as the `Link` header leads."""
    threads, response = [], notifications(server, query, token)
    while True:
        assert response.status == 200, response.body
        threads += response.json()
        following = links(response).get("next")
        if following is None:
            return threads
        response = server.request("GET", following.removeprefix(server.url),
                                  headers={"Authorization": f"bearer {token}"})


def links(response) -> dict[str, str]:
    return {relation: url for url, relation in re.findall(r'<([^>]+)>; rel="(\w+)"', response.headers.get("link", ""))}


def mark(server, method: str, thread_id: str, token: str | None = DEFAULT_TOKEN):
    headers = {"Authorization": f"token {token}"} if token else {}
    return server.request(method, f"/github/notifications/threads/{thread_id}", headers=headers)


def read_all(server, body: bytes | None = None, token: str | None = DEFAULT_TOKEN):
    headers = {"Authorization": f"token {token}"} if token else {}
    return server.request("PUT", "/github/notifications", body, headers)


def comment(server, subject_id: str, body: str, token: str = HUBOT_TOKEN) -> dict:
    return mutate(server, "addComment", {"subjectId": subject_id, "body": body},
                  "commentEdge { node { createdAt url } }", token=token)["commentEdge"]["node"]


def subject_path(reference: str, kind: str) -> str:
    owner, name, number = split(reference)
    return f"/github/repos/{owner}/{name}/{kind}/{number}"


def top(server, token: str = DEFAULT_TOKEN) -> dict:
    return notifications(server, "all=true&per_page=1", token).json()[0]


def _user_id(server, login: str) -> str:
    return server.data("github", f'{{ user(login: "{login}") {{ id }} }}')["user"]["id"]


def _moment(header: str) -> float:
    return parsedate_to_datetime(header).timestamp()


def test_mona_s_inbox_mixes_reasons_kinds_and_reads(server):
    threads = inbox(server)
    assert len(threads) == 60
    assert Counter(t["reason"] for t in threads) == {"author": 14, "review_requested": 12, "comment": 10,
                                                     "subscribed": 8, "assign": 8, "state_change": 4, "manual": 4}
    assert Counter(t["subject"]["type"] for t in threads) == {"Issue": 32, "PullRequest": 28}
    unread = [t for t in threads if t["unread"]]
    assert len(unread) == 44 and inbox(server, "") == unread
    assert [(t["updated_at"], int(t["id"])) for t in threads] == sorted(
        [(t["updated_at"], int(t["id"])) for t in threads], reverse=True)
    assert all(t["last_read_at"] >= t["updated_at"] for t in threads if not t["unread"])
    assert all(t["last_read_at"] is None or t["last_read_at"] < t["updated_at"] for t in unread)
    assert any(t["last_read_at"] for t in unread) and any(t["repository"]["private"] for t in threads)


@pytest.mark.parametrize(("thread_id", "reference", "kind", "reason", "unread"), [
    ("1000060", "mona/scheduler-examples#11", "issues", "author", True),
    ("1000059", "mona/synth-dotfiles#4", "issues", "subscribed", False),
    ("1000056", "mona/metrics-logger#9", "pulls", "state_change", True),
    ("1000055", "mona/dotfiles-token#8", "issues", "author", True),
    ("1000051", "nadia-kowalski/dotfiles#16", "issues", "comment", True),
    ("1000042", "mona/baton-metrics#4", "issues", "author", False),
    ("1000029", "pablo-andersen/json#1", "issues", "assign", False),
    ("1000026", "mona/deploy#14", "pulls", "review_requested", True),
    ("1000022", "open-orchard/query-lab#14", "issues", "manual", True),
])
def test_the_threads_the_readme_names(server, thread_id, reference, kind, reason, unread):
    thread = next(t for t in inbox(server) if t["id"] == thread_id)
    assert thread["subject"]["url"] == f"{server.url}{subject_path(reference, kind)}"
    assert (thread["reason"], thread["unread"]) == (reason, unread)


def test_a_thread_in_github_s_shape(server):
    thread = next(t for t in inbox(server) if t["id"] == READ_AUTHORED[0])
    owner, name, number = split(READ_AUTHORED[1])
    assert list(thread) == ["id", "unread", "reason", "updated_at", "last_read_at", "subject", "repository", "url",
                            "subscription_url"]
    assert (thread["unread"], thread["reason"]) == (False, "author")
    assert thread["url"] == f"{server.url}/github/notifications/threads/{thread['id']}"
    assert thread["subscription_url"] == f"{thread['url']}/subscription"
    graphql = server.data("github", """query($owner: String!, $name: String!, $number: Int!) {
      repository(owner: $owner, name: $name) { id name nameWithOwner isPrivate isFork description url
        owner { __typename login id url }
        issue(number: $number) { title updatedAt comments(last: 1) { nodes { url } } } } }""",
                          {"owner": owner, "name": name, "number": number})["repository"]
    latest_comment = re.search(r"#issuecomment-(\d+)$", graphql["issue"]["comments"]["nodes"][0]["url"]).group(1)
    assert thread["subject"] == {
        "title": graphql["issue"]["title"],
        "url": f"{server.url}{subject_path(READ_AUTHORED[1], 'issues')}",
        "latest_comment_url": f"{server.url}/github/repos/{owner}/{name}/issues/comments/{latest_comment}",
        "type": "Issue",
    }
    assert thread["updated_at"] == graphql["issue"]["updatedAt"]
    repository = thread["repository"]
    assert {key: value for key, value in repository.items() if key not in ("id", "owner")} == {
        "node_id": graphql["id"], "name": name, "full_name": graphql["nameWithOwner"], "private": graphql["isPrivate"],
        "html_url": graphql["url"], "description": graphql["description"], "fork": graphql["isFork"],
        "url": f"{server.url}/github/repos/{owner}/{name}"}
    assert isinstance(repository["id"], int)
    assert repository["owner"] == {"login": owner, "id": repository["owner"]["id"], "node_id": graphql["owner"]["id"],
                                   "html_url": graphql["owner"]["url"], "type": graphql["owner"]["__typename"]}


def test_a_pull_request_s_subject_is_its_pulls_url(server):
    thread = next(t for t in inbox(server) if t["id"] == UNREAD_REVIEW_REQUEST[0])
    assert (thread["reason"], thread["unread"], thread["subject"]["type"]) == ("review_requested", True, "PullRequest")
    assert thread["subject"]["url"] == f"{server.url}{subject_path(UNREAD_REVIEW_REQUEST[1], 'pulls')}"


def test_each_reason_agrees_with_the_data(server):
    threads = inbox(server)
    fields = """author { login } assignees(first: 20) { nodes { login } }
      comments(first: 100) { nodes { author { login } } } repository { owner { login } }"""
    aliases = []
    for index, thread in enumerate(threads):
        owner, name, kind, number = re.search(r"/repos/([^/]+)/([^/]+)/(issues|pulls)/(\d+)$",
                                              thread["subject"]["url"]).groups()
        extra = ("reviewRequests(first: 20) { nodes { requestedReviewer { ... on User { login } } } } "
                 "mergedBy { login }" if kind == "pulls" else "")
        field = "pullRequest" if kind == "pulls" else "issue"
        aliases.append(f't{index}: repository(owner: "{owner}", name: "{name}") '
                       f'{{ item: {field}(number: {number}) {{ title {fields} {extra} }} }}')
    data = server.data("github", "{ " + "\n".join(aliases) + " }")
    for index, thread in enumerate(threads):
        item = data[f"t{index}"]["item"]
        assert item["title"] == thread["subject"]["title"]
        requested = [r["requestedReviewer"]["login"] for r in item.get("reviewRequests", {}).get("nodes", [])]
        assigned = [user["login"] for user in item["assignees"]["nodes"]]
        commenters = [c["author"]["login"] for c in item["comments"]["nodes"]]
        reason, authored = thread["reason"], item["author"]["login"] == "mona"
        merged_by_another = (item.get("mergedBy") or {}).get("login") not in (None, "mona")
        expected = {"review_requested": "mona" in requested, "assign": "mona" in assigned,
                    "author": authored, "state_change": authored and merged_by_another,
                    "comment": "mona" in commenters, "subscribed": item["repository"]["owner"]["login"] == "mona",
                    "manual": not ({"mona"} & {item["author"]["login"], *assigned, *commenters, *requested})}
        assert expected[reason], (thread["id"], reason, item)


def test_pages_follow_the_link_header(server):
    base = f"{server.url}/github/notifications"
    first = notifications(server, "all=true&per_page=25")
    assert len(first.json()) == 25
    assert first.headers["link"] == (f'<{base}?all=true&page=2&per_page=25>; rel="next", '
                                     f'<{base}?all=true&page=3&per_page=25>; rel="last"')
    second = notifications(server, "per_page=25&page=2&all=true")
    assert links(second) == {"prev": f"{base}?all=true&page=1&per_page=25",
                             "next": f"{base}?all=true&page=3&per_page=25",
                             "last": f"{base}?all=true&page=3&per_page=25",
                             "first": f"{base}?all=true&page=1&per_page=25"}
    last = notifications(server, "all=true&per_page=25&page=3")
    assert len(last.json()) == 10 and set(links(last)) == {"prev", "first"}
    assert first.json() + second.json() + last.json() == inbox(server)
    past = notifications(server, "all=true&per_page=25&page=9")
    assert past.json() == [] and links(past) == {"prev": f"{base}?all=true&page=8&per_page=25",
                                                  "first": f"{base}?all=true&page=1&per_page=25"}


def test_pages_are_of_50_at_most(server):
    for query in ("all=true", "all=true&per_page=100", "all=true&per_page=none&page=0"):
        response = notifications(server, query)
        assert len(response.json()) == 50
        assert links(response)["next"].endswith("/github/notifications?all=true&page=2&per_page=50")
    unread = notifications(server)
    assert len(unread.json()) == 44 and "link" not in unread.headers


def test_participating_keeps_the_threads_mona_takes_part_in(server):
    everything = inbox(server)
    participating = inbox(server, "all=true&participating=true")
    assert participating == [t for t in everything if t["reason"] in PARTICIPATING]
    assert len(participating) == 48
    assert inbox(server, "participating=true") == [t for t in participating if t["unread"]]


def test_since_and_before_bound_the_last_update(server):
    everything = inbox(server)
    moment = everything[30]["updated_at"]
    assert inbox(server, f"all=true&since={moment}") == [t for t in everything if t["updated_at"] >= moment]
    assert inbox(server, f"all=true&before={moment}") == [t for t in everything if t["updated_at"] < moment]
    assert inbox(server, "all=true&since=2025-09-30T00:00:00%2B00:00&before=2025-09-30T12:00:00") == [
        t for t in everything if "2025-09-30T00:00:00Z" <= t["updated_at"] < "2025-09-30T12:00:00Z"]
    for query in ("since=yesterday", "before=2025-13-01T00:00:00Z"):
        response = notifications(server, query)
        assert response.status == 422
        field = query.partition("=")[0]
        assert response.json() == {
            "message": "Validation Failed", "errors": [{"resource": "Notification", "field": field, "code": "invalid"}],
            "documentation_url": f"{DOCUMENTATION}#list-notifications-for-the-authenticated-user", "status": "422"}


def test_if_modified_since_is_304_until_the_inbox_changes(server):
    first = notifications(server)
    last_modified = first.headers["last-modified"]
    assert last_modified == "Thu, 02 Oct 2025 23:28:19 GMT"  # the latest thread read
    for since in (last_modified, "Sat, 01 Nov 2025 00:00:00 GMT"):
        unchanged = notifications(server, "all=true&page=2", headers={"If-Modified-Since": since})
        assert (unchanged.status, unchanged.body) == (304, b"")
        assert (unchanged.headers["last-modified"], unchanged.headers["x-poll-interval"]) == (last_modified, "60")
        assert "content-type" not in unchanged.headers and "content-length" not in unchanged.headers
    for since in ("Thu, 02 Oct 2025 23:28:18 GMT", "not a date"):
        assert notifications(server, headers={"If-Modified-Since": since}).status == 200
    comment(server, pull_request(server, CONFLICTING)["id"], "Rebased on main.")
    changed = notifications(server, headers={"If-Modified-Since": last_modified})
    assert changed.status == 200 and changed.json()[0]["subject"]["url"].endswith(subject_path(CONFLICTING, "pulls"))
    assert _moment(changed.headers["last-modified"]) > _moment(last_modified)
    assert notifications(server, headers={"If-Modified-Since": changed.headers["last-modified"]}).status == 304


def test_changes_within_a_second_are_each_newer(server):
    for thread_id in ("1000060", "1000058", "1000057"):
        last_modified = notifications(server).headers["last-modified"]
        assert mark(server, "PATCH", thread_id).status == 205
        assert notifications(server, headers={"If-Modified-Since": last_modified}).status == 200


def test_the_poll_interval_is_60_seconds_until_the_control_sets_it(server):
    assert notifications(server).headers["x-poll-interval"] == "60"
    assert server.control("POST", "github/poll-interval", {"seconds": 1}).json() == {"seconds": 1}
    response = notifications(server)
    assert response.headers["x-poll-interval"] == "1"
    unchanged = notifications(server, headers={"If-Modified-Since": response.headers["last-modified"]})
    assert (unchanged.status, unchanged.headers["x-poll-interval"]) == (304, "1")
    for refused in ({"seconds": 0}, {"seconds": "1"}, {"seconds": True}, {"seconds": 3601}, {"interval": 1}, {}):
        assert server.control("POST", "github/poll-interval", refused).status == 400
    assert server.control("POST", "reset").status == 200
    assert notifications(server).headers["x-poll-interval"] == "60"


def test_marking_a_thread_read(server):
    before = inbox(server)
    thread_id = UNREAD_REVIEW_REQUEST[0]
    response = mark(server, "PATCH", thread_id)
    assert (response.status, response.body, response.headers.get("content-type")) == (205, b"", None)
    after = inbox(server)
    [thread] = [t for t in after if t["id"] == thread_id]
    assert thread["unread"] is False and thread["last_read_at"] > thread["updated_at"]
    assert [t["id"] for t in after] == [t["id"] for t in before]
    assert thread_id not in [t["id"] for t in inbox(server, "")]
    assert mark(server, "PATCH", thread_id).status == 205


def test_a_thread_done_leaves_the_inbox_until_its_next_notification(server):
    thread_id, reference = READ_AUTHORED
    response = mark(server, "DELETE", thread_id)
    assert (response.status, response.body, response.headers.get("content-type")) == (204, b"", None)
    assert thread_id not in [t["id"] for t in inbox(server)]
    assert [mark(server, "DELETE", thread_id).status, mark(server, "PATCH", thread_id).status] == [204, 205]
    assert len(inbox(server)) == 59
    comment(server, issue(server, reference)["id"], "Still seeing this on 0.7.1.")
    back = top(server)
    assert (back["id"], back["unread"], back["reason"]) == (thread_id, True, "comment")


def test_marking_all_read_spares_what_came_after(server):
    everything = inbox(server)
    cut = everything[20]["updated_at"]
    assert read_all(server, json.dumps({"last_read_at": cut, "read": True}).encode()).status == 205
    after = inbox(server)
    assert [t["id"] for t in after if t["unread"]] == [
        t["id"] for t in everything if t["unread"] and t["updated_at"] > cut]
    assert all(t["last_read_at"] == cut for t, was in zip(after, everything) if was["updated_at"] <= cut)
    response = read_all(server)
    assert (response.status, response.body) == (205, b"")
    assert inbox(server, "") == []
    unread_again = {"last_read_at": "2025-01-01T00:00:00+00:00", "read": False}
    assert read_all(server, json.dumps(unread_again).encode()).status == 205
    assert [t["id"] for t in inbox(server, "")] == [t["id"] for t in everything if t["updated_at"] <= "2025-01-01"]


@pytest.mark.parametrize(("body", "status", "answer"), [
    (b"{", 400, {"message": "Problems parsing JSON"}),
    (b"[]", 400, {"message": "Body should be a JSON object"}),
    (b'{"last_read_at": "yesterday"}', 422, {"message": "Validation Failed", "errors": [
        {"resource": "Notification", "field": "last_read_at", "code": "invalid"}]}),
    (b'{"last_read_at": null}', 422, {"message": "Validation Failed", "errors": [
        {"resource": "Notification", "field": "last_read_at", "code": "invalid"}]}),
    (b'{"read": "yes"}', 422, {"message": "Validation Failed", "errors": [
        {"resource": "Notification", "field": "read", "code": "invalid"}]}),
])
def test_marking_all_read_refuses_a_body_it_cannot_read(server, body, status, answer):
    response = read_all(server, body)
    assert response.status == status
    assert response.json() == {**answer, "documentation_url": f"{DOCUMENTATION}#mark-notifications-as-read",
                               "status": str(status)}
    assert len(inbox(server, "")) == 44


def test_each_token_has_its_own_inbox(server):
    mona, hubot, octocat = inbox(server), inbox(server, token=HUBOT_TOKEN), inbox(server, token=OCTOCAT_TOKEN)
    assert (len(mona), len(hubot), len(octocat)) == (60, 51, 51)
    assert [sum(t["unread"] for t in threads) for threads in (mona, hubot, octocat)] == [44, 22, 33]
    ids = [{t["id"] for t in threads} for threads in (mona, hubot, octocat)]
    assert not (ids[0] & ids[1] or ids[0] & ids[2] or ids[1] & ids[2])
    assert all(not t["repository"]["private"] or t["repository"]["owner"]["login"] == "hubot" for t in hubot)
    last_modified = notifications(server).headers["last-modified"]
    for method, documentation in (("PATCH", "mark-a-thread-as-read"), ("DELETE", "mark-a-thread-as-done")):
        response = mark(server, method, READ_AUTHORED[0], token=HUBOT_TOKEN)
        assert response.status == 404
        assert response.json() == {"message": "Not Found", "documentation_url": f"{DOCUMENTATION}#{documentation}",
                                   "status": "404"}
    assert read_all(server, token=HUBOT_TOKEN).status == 205
    assert inbox(server, "", token=HUBOT_TOKEN) == []
    assert inbox(server) == mona and notifications(server).headers["last-modified"] == last_modified


def test_a_comment_by_hubot_tops_mona_s_inbox(server):
    before = {"mona": inbox(server), "hubot": inbox(server, token=HUBOT_TOKEN),
              "octocat": inbox(server, token=OCTOCAT_TOKEN)}
    made = comment(server, pull_request(server, CONFLICTING)["id"], "Could you rebase this on main?")
    thread = top(server)
    assert thread["id"] == NEXT_THREAD_ID
    assert (thread["unread"], thread["reason"], thread["last_read_at"], thread["updated_at"]) == (
        True, "comment", None, made["createdAt"])
    assert thread["subject"]["url"] == f"{server.url}{subject_path(CONFLICTING, 'pulls')}"
    comment_id = made["url"].rpartition("-")[2]
    assert thread["subject"]["latest_comment_url"].endswith(f"/repos/mona/audio-dotfiles/issues/comments/{comment_id}")
    assert inbox(server)[1:] == before["mona"]
    # Neither the one who commented nor someone who does not take part is told.
    assert inbox(server, token=HUBOT_TOKEN) == before["hubot"]
    assert inbox(server, token=OCTOCAT_TOKEN) == before["octocat"]


def test_a_comment_moves_a_thread_to_the_top(server):
    thread_id, reference = READ_AUTHORED
    made = comment(server, issue(server, reference)["id"], "Still seeing this on 0.7.1.")
    threads = inbox(server)
    assert len(threads) == 60
    assert {key: threads[0][key] for key in ("id", "unread", "reason", "updated_at")} == {
        "id": thread_id, "unread": True, "reason": "comment", "updated_at": made["createdAt"]}


def test_the_owner_watches_and_a_mention_names(server):
    subject_id = pull_request(server, HUBOTS_PULL_REQUEST)["id"]
    comment(server, subject_id, "Rebased, the checks run again.")
    watched = top(server)
    assert (watched["reason"], watched["unread"]) == ("subscribed", True)
    assert watched["subject"]["url"].endswith(subject_path(HUBOTS_PULL_REQUEST, "pulls"))
    comment(server, subject_id, "@octocat could you have a look? cc @nobody-at-all")
    assert top(server)["id"] == watched["id"] and top(server)["reason"] == "subscribed"
    mentioned = top(server, OCTOCAT_TOKEN)
    assert (mentioned["reason"], mentioned["unread"]) == ("mention", True)
    assert mentioned["subject"]["url"].endswith(subject_path(HUBOTS_PULL_REQUEST, "pulls"))
    # Named, octocat takes part from now on: the next comment is his as a participant.
    comment(server, subject_id, "Pushed a fix.")
    assert top(server, OCTOCAT_TOKEN)["reason"] == "comment"


def test_a_review_request_reaches_the_reviewer(server):
    mutate(server, "requestReviews", {"pullRequestId": pull_request(server, OTHERS_OPEN_PULL_REQUEST)["id"],
                                      "userIds": [_user_id(server, "mona")], "union": True},
           "clientMutationId", token=OCTOCAT_TOKEN)
    thread = top(server)
    assert (thread["reason"], thread["unread"], thread["subject"]["type"]) == ("review_requested", True, "PullRequest")
    assert thread["subject"]["url"].endswith(subject_path(OTHERS_OPEN_PULL_REQUEST, "pulls"))
    mutate(server, "requestReviews", {"pullRequestId": pull_request(server, MERGEABLE)["id"],
                                      "userIds": [_user_id(server, "octocat")], "union": True}, "clientMutationId")
    assert top(server, OCTOCAT_TOKEN)["subject"]["url"].endswith(subject_path(MERGEABLE, "pulls"))
    assert top(server, OCTOCAT_TOKEN)["reason"] == "review_requested"


def test_an_assignment_reaches_the_assignee(server):
    before = inbox(server)
    mutate(server, "addAssigneesToAssignable", {"assignableId": issue(server, OPEN_ISSUE)["id"],
                                                "assigneeIds": [_user_id(server, "octocat"), _user_id(server, "mona")]},
           "clientMutationId")
    thread = top(server, OCTOCAT_TOKEN)
    assert (thread["reason"], thread["unread"], thread["subject"]["type"]) == ("assign", True, "Issue")
    assert thread["subject"]["url"].endswith(subject_path(OPEN_ISSUE, "issues"))
    assert inbox(server) == before  # mona assigned herself


def test_a_state_change_by_another_reaches_the_author(server):
    subject_id = pull_request(server, CONFLICTING)["id"]
    mutate(server, "closePullRequest", {"pullRequestId": subject_id}, "clientMutationId", token=OCTOCAT_TOKEN)
    closed = top(server)
    assert (closed["reason"], closed["unread"]) == ("state_change", True)
    assert closed["subject"]["url"].endswith(subject_path(CONFLICTING, "pulls"))
    octocat = inbox(server, token=OCTOCAT_TOKEN)
    mutate(server, "reopenPullRequest", {"pullRequestId": subject_id}, "clientMutationId")
    assert top(server)["updated_at"] == closed["updated_at"] and inbox(server, token=OCTOCAT_TOKEN) == octocat
    mutate(server, "mergePullRequest", {"pullRequestId": pull_request(server, MERGEABLE)["id"],
                                        "mergeMethod": "SQUASH"}, "clientMutationId", token=OCTOCAT_TOKEN)
    merged = top(server)
    assert (merged["reason"], merged["subject"]["url"]) == (
        "state_change", f"{server.url}{subject_path(MERGEABLE, 'pulls')}")


@pytest.mark.parametrize(("method", "path", "documentation"), ROUTES)
def test_notifications_need_a_token(server, method, path, documentation):
    response = server.request(method, path)
    assert response.status == 401
    assert response.json() == {"message": "Requires authentication",
                               "documentation_url": f"{DOCUMENTATION}#{documentation}", "status": "401"}
    response = server.request(method, path, headers={"Authorization": "bearer ghp_nope"})
    assert response.status == 401
    assert response.json() == {"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest",
                               "status": "401"}


@pytest.mark.parametrize("thread_id", ["999", "1000042x", "9999999999"])
@pytest.mark.parametrize(("method", "documentation"), [("PATCH", "mark-a-thread-as-read"),
                                                      ("DELETE", "mark-a-thread-as-done")])
def test_an_unknown_thread_is_404(server, thread_id, method, documentation):
    response = mark(server, method, thread_id)
    assert response.status == 404
    assert response.json() == {"message": "Not Found", "documentation_url": f"{DOCUMENTATION}#{documentation}",
                               "status": "404"}


def test_faults_match_the_routes_and_the_log_names_them(server):
    server.control("DELETE", "requests")
    server.control("POST", "faults", {"endpoint": "github", "match": "notifications.readAll", "fault": "status=502"})
    assert read_all(server).status == 502
    assert notifications(server).status == 200 and read_all(server).status == 205
    assert notifications(server, headers={"X-Sample-Fault": "status=503"}).headers.get("retry-after") == "60"
    broken = notifications(server, "all=true", headers={"X-Sample-Fault": "malformed"})
    assert broken.status == 200 and not broken.body.startswith(b'[{"id":')
    server.control("POST", "faults", {"endpoint": "github", "match": "/notifications/threads/1000042",
                                      "fault": "status=500"})
    assert mark(server, "PATCH", "1000042").status == 500
    assert mark(server, "DELETE", "1000042").status == 204
    logged = [(r["method"], r["path"], r["route"], r["faults"]) for r in
              server.control("GET", "requests?endpoint=github").json()["requests"]]
    assert logged == [
        ("PUT", "/github/notifications", "notifications.readAll", ["status=502"]),
        ("GET", "/github/notifications", "notifications.list", []),
        ("PUT", "/github/notifications", "notifications.readAll", []),
        ("GET", "/github/notifications", "notifications.list", ["status=503"]),
        ("GET", "/github/notifications", "notifications.list", ["malformed"]),
        ("PATCH", "/github/notifications/threads/1000042", "notifications.read", ["status=500"]),
        ("DELETE", "/github/notifications/threads/1000042", "notifications.done", []),
    ]


def test_reset_restores_the_inboxes(server):
    initial = {token: (inbox(server, token=token), notifications(server, token=token).headers["last-modified"])
               for token in (DEFAULT_TOKEN, HUBOT_TOKEN, OCTOCAT_TOKEN)}
    comment(server, pull_request(server, CONFLICTING)["id"], "@mona @octocat ping")
    mark(server, "DELETE", READ_AUTHORED[0])
    read_all(server, token=OCTOCAT_TOKEN)
    assert inbox(server) != initial[DEFAULT_TOKEN][0]
    assert server.control("POST", "reset").status == 200
    assert {token: (inbox(server, token=token), notifications(server, token=token).headers["last-modified"])
            for token in initial} == initial
    comment(server, pull_request(server, CONFLICTING)["id"], "Again.")
    assert top(server)["id"] == NEXT_THREAD_ID
