"""GraphQL over server-sent events (graphql-sse's distinct connections mode)."""

import json
import threading
import time

import pytest

from github_actions import HUBOTS_PULL_REQUEST, mutate, pull_request
from live_client import (
    HUBOT_TOKEN,
    first_issue_id,
    first_repository_id,
    post,
    star,
    subscribe_events,
)
from sample_client import DEFAULT_TOKEN

STAR_COUNT = "subscription($id: ID!) { starCountChanged(repositoryId: $id) { id stargazerCount } }"


def test_starring_as_another_user_reaches_the_subscriber(server):
    repository = first_repository_id(server)
    stream = subscribe_events(server, "github", STAR_COUNT, {"id": repository})
    try:
        # The stream is subscribed by the time its headers arrive; the star comes
        # from another thread with hubot's token, as another user's would.
        starrer = threading.Thread(target=star, args=(server, repository))
        starrer.start()
        event = stream.next_event()
        starrer.join()
        assert event.name == "next"
        after = server.data("github", "query($id: ID!) { node(id: $id) { ... on Repository { stargazerCount } } }",
                            {"id": repository})["node"]["stargazerCount"]
        assert json.loads(event.data) == {"data": {"starCountChanged": {"id": repository, "stargazerCount": after}}}
        star(server, repository, mutation="removeStar")
        assert json.loads(stream.next_event().data)["data"]["starCountChanged"]["stargazerCount"] == after - 1
    finally:
        stream.close()


def test_a_query_is_one_next_then_complete(server):
    stream = subscribe_events(server, "github", "{ viewer { login } }")
    try:
        first = stream.next_event()
        assert (first.name, json.loads(first.data)) == ("next", {"data": {"viewer": {"login": "mona"}}})
        last = stream.next_event()
        assert (last.name, last.data) == ("complete", "")
        assert stream.response.read() == b""  # the chunked body ended
    finally:
        stream.close()


def test_a_get_with_query_parameters_streams_too(server):
    response = server.request("GET", "/rickandmorty/graphql?query=%7B%20character(id%3A%20%221%22)%20%7B%20name%20%7D%20%7D",
                              headers={"Accept": "text/event-stream"})
    assert response.status == 200
    assert response.body == (b'event: next\ndata: {"data":{"character":{"name":"Rick Sanchez"}}}\n\n'
                             b"event: complete\ndata:\n\n")


def test_an_invalid_document_is_a_400_of_json(server):
    connection, response = post(server, "github", "subscription { starCountChanged { id } }")
    try:
        assert response.status == 400
        assert response.getheader("Content-Type").startswith("application/json")
        assert "repositoryId" in json.loads(response.read())["errors"][0]["message"]
    finally:
        connection.close()


def test_without_a_token_the_stream_is_refused(server):
    connection, response = post(server, "github", STAR_COUNT, {"id": "R_x"}, token=None)
    try:
        assert response.status == 401
    finally:
        connection.close()


def test_an_unknown_repository_is_one_next_with_the_error_then_complete(server):
    stream = subscribe_events(server, "github", STAR_COUNT, {"id": "R_unknown"})
    try:
        payload = json.loads(stream.next_event().data)
        assert payload["data"] is None and payload["errors"][0]["type"] == "NOT_FOUND"
        assert stream.next_event().name == "complete"
    finally:
        stream.close()


def test_another_users_private_repository_cannot_be_subscribed_to(server):
    private = server.data("github", "{ viewer { repositories(first: 1, privacy: PRIVATE) { nodes { id } } } }")
    repository = private["viewer"]["repositories"]["nodes"][0]["id"]
    own = subscribe_events(server, "github", STAR_COUNT, {"id": repository})
    others = subscribe_events(server, "github", STAR_COUNT, {"id": repository}, token=HUBOT_TOKEN)
    try:
        refused = json.loads(others.next_event().data)
        assert refused["data"] is None and refused["errors"][0]["type"] == "NOT_FOUND"
        assert others.next_event().name == "complete"
        star(server, repository, token=DEFAULT_TOKEN)
        assert json.loads(own.next_event().data)["data"]["starCountChanged"]["id"] == repository
    finally:
        own.close()
        others.close()


def test_an_idle_stream_sends_keep_alive_comments(start_server):
    server = start_server("--keep-alive", "0.2")
    stream = subscribe_events(server, "github", STAR_COUNT, {"id": first_repository_id(server)})
    try:
        started = time.monotonic()
        block = stream.next()
        assert (block.name, block.data, block.comments) == (None, None, ["ping"])
        assert time.monotonic() - started < 5
    finally:
        stream.close()


def test_the_default_keep_alive_is_quieter(server):
    stream = subscribe_events(server, "github", STAR_COUNT, {"id": first_repository_id(server)}, timeout=1)
    try:
        with pytest.raises(TimeoutError):
            stream.next()
    finally:
        stream.close()


# Stream faults


def _star_repeatedly(server, repository: str, times: int) -> threading.Thread:
    def run():
        for index in range(times):
            star(server, repository, mutation="addStar" if index % 2 == 0 else "removeStar")

    thread = threading.Thread(target=run)
    thread.start()
    return thread


def test_drop_after_cuts_the_stream_without_complete(server):
    repository = first_repository_id(server)
    stream = subscribe_events(server, "github", STAR_COUNT, {"id": repository},
                              headers={"X-Sample-Fault": "drop-after=2"})
    try:
        starring = _star_repeatedly(server, repository, 3)
        assert stream.next_event().name == "next"
        assert stream.next_event().name == "next"
        with pytest.raises(EOFError):  # the stream ends, and no `complete` came
            stream.next_event()
        starring.join()
    finally:
        stream.close()


def test_drop_after_on_a_query_leaves_out_complete(server):
    stream = subscribe_events(server, "github", "{ viewer { login } }", headers={"X-Sample-Fault": "drop-after=1"})
    try:
        assert stream.next_event().name == "next"
        with pytest.raises(EOFError):
            stream.next_event()
    finally:
        stream.close()


def test_malformed_event_breaks_that_events_data_only(server):
    repository = first_repository_id(server)
    stream = subscribe_events(server, "github", STAR_COUNT, {"id": repository},
                              headers={"X-Sample-Fault": "malformed-event=2"})
    try:
        starring = _star_repeatedly(server, repository, 3)
        datas = [stream.next_event().data for _ in range(3)]
        starring.join()
        json.loads(datas[0])
        with pytest.raises(json.JSONDecodeError):
            json.loads(datas[1])
        json.loads(datas[2])
    finally:
        stream.close()


def test_event_delay_holds_each_event(server):
    stream = subscribe_events(server, "github", "{ viewer { login } }", headers={"X-Sample-Fault": "event-delay=400ms"})
    try:
        started = time.monotonic()
        assert stream.next_event().name == "next"
        assert time.monotonic() - started >= 0.4
    finally:
        stream.close()


def test_an_armed_fault_matches_a_subscriptions_root_field(server):
    assert server.control("POST", "faults", {"endpoint": "github", "match": "issueCommentAdded",
                                             "fault": "drop-after=0"}).status == 201
    stream = subscribe_events(server, "github", "subscription($id: ID!) { issueCommentAdded(issueId: $id) { id } }",
                              {"id": first_issue_id(server)})
    try:
        with pytest.raises(EOFError):
            stream.next()
    finally:
        stream.close()
    logged = server.control("GET", "requests?endpoint=github").json()["requests"][-1]
    assert logged["rootFields"] == ["issueCommentAdded"] and logged["faults"] == ["drop-after=0"]


def test_a_subscription_outlives_a_reset_and_reads_the_data_as_reset(server):
    repository = first_repository_id(server)
    star(server, repository)  # an edit the reset undoes
    stream = subscribe_events(server, "github", STAR_COUNT, {"id": repository})
    try:
        assert server.control("POST", "reset").status == 200
        star(server, repository)
        after = server.data("github", "query($id: ID!) { node(id: $id) { ... on Repository { stargazerCount } } }",
                            {"id": repository})["node"]["stargazerCount"]
        event = json.loads(stream.next_event().data)
        assert event["data"]["starCountChanged"]["stargazerCount"] == after
    finally:
        stream.close()


@pytest.mark.parametrize("spec", ["drop-after=x", "malformed-event=0", "event-delay=soon", "drop-after"])
def test_a_bad_stream_fault_is_a_400_naming_it(server, spec):
    connection, response = post(server, "github", "{ viewer { login } }", headers={"X-Sample-Fault": spec})
    try:
        assert response.status == 400
        assert spec.split("=")[0] in json.loads(response.read())["message"]
    finally:
        connection.close()


def test_a_get_whose_variables_are_not_json_is_a_400(server):
    response = server.request("GET", "/github/graphql?query=%7Bviewer%7Blogin%7D%7D&variables=%7Bnope",
                              headers={"Accept": "text/event-stream", "Authorization": f"bearer {DEFAULT_TOKEN}"})
    assert response.status == 400
    assert "`variables` is not JSON" in response.json()["errors"][0]["message"]


def test_a_deferred_fragment_of_a_subscription_comes_inline(server):
    repository = first_repository_id(server)
    query = """subscription($id: ID!, $later: Boolean!) { starCountChanged(repositoryId: $id) {
      id ... @defer(if: $later) { stargazerCount } } }"""
    stream = subscribe_events(server, "github", query, {"id": repository, "later": True})
    try:
        star(server, repository)
        event = json.loads(stream.next_event().data)
        assert set(event["data"]["starCountChanged"]) == {"id", "stargazerCount"} and "hasNext" not in event
    finally:
        stream.close()


def test_the_control_api_counts_the_subscriptions_listening(server):
    # The server is shared: other tests' closed streams may still count until their next write.
    before = server.control("GET", "subscribers").json()["subscribers"]["github"]
    stream = subscribe_events(server, "github", STAR_COUNT, {"id": first_repository_id(server)})
    try:
        # Listening by the time the stream's headers came.
        assert server.control("GET", "subscribers").json() == {"subscribers": {"github": before + 1}}
    finally:
        stream.close()


def test_an_action_of_another_user_reaches_the_issue_s_subscriber(server):
    target = pull_request(server, HUBOTS_PULL_REQUEST)
    stream = subscribe_events(server, "github", """subscription($id: ID!) { issueUpdated(issueId: $id) {
      __typename ... on PullRequest { id state isDraft } } }""", {"id": target["id"]})
    try:
        drafter = threading.Thread(target=mutate, args=(server, "convertPullRequestToDraft", {"pullRequestId": target["id"]},
                                                        "clientMutationId"), kwargs={"token": HUBOT_TOKEN})
        drafter.start()
        event = stream.next_event()
        drafter.join()
        assert json.loads(event.data) == {"data": {"issueUpdated": {
            "__typename": "PullRequest", "id": target["id"], "state": "OPEN", "isDraft": True}}}
    finally:
        stream.close()
