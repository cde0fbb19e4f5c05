import http.client
import json
import select
import socket
import time
from urllib.parse import urlsplit

import pytest

from github_actions import MERGEABLE, mutate, pull_request

QUERY = "{ characters(page: 1) { info { count } results { id name episode { id name } } } }"


def fault(server, spec, endpoint="rickandmorty", query=QUERY, **options):
    return server.graphql(endpoint, query, headers={"X-Sample-Fault": spec, **options.pop("headers", {})}, **options)


def test_delay_sleeps_before_answering(server):
    started = time.monotonic()
    response = fault(server, "delay=300ms")
    assert time.monotonic() - started >= 0.3
    assert response.json()["data"]["characters"]["info"]["count"] == 826


def _wait_until_received(server, spec: str, timeout: float = 30) -> None:
    """Waits until the server has logged a request with the fault `spec`."""
    deadline = time.monotonic() + timeout
    while not any(spec in entry["faults"] for entry in server.control("GET", "requests").json()["requests"]):
        assert time.monotonic() < deadline, f"no request with {spec} reached the server within {timeout}s"
        time.sleep(0.01)


def test_a_delayed_request_blocks_no_other(server):
    # Held far longer than the test takes, and known to be held (the server logs a
    # request before its delay) before the other is sent: however slow the machine,
    # the other is answered while the delayed one is not. Closing abandons it.
    address = urlsplit(server.url)
    delayed = http.client.HTTPConnection(address.hostname, address.port, timeout=60)
    try:
        delayed.request("POST", "/rickandmorty/graphql", json.dumps({"query": QUERY}),
                        {"Content-Type": "application/json", "X-Sample-Fault": "delay=60s"})
        _wait_until_received(server, "delay=60s")
        assert server.data("rickandmorty", "{ character(id: \"1\") { name } }")["character"]["name"] == "Rick Sanchez"
        readable, _, _ = select.select([delayed.sock], [], [], 0)
        assert readable == [], "the delayed request was answered"
    finally:
        delayed.close()


def test_status_500(server):
    response = fault(server, "status=500")
    assert response.status == 500
    assert "500" in response.json()["message"]


def test_status_429_says_when_to_retry(server):
    response = fault(server, "status=429", endpoint="github", query="{ viewer { login } }")
    assert response.status == 429
    assert response.headers["retry-after"] == "60"


def test_request_error_has_errors_and_no_data(server):
    response = fault(server, "request-error")
    assert response.status == 200
    payload = response.json()
    assert "data" not in payload
    assert payload["errors"][0]["message"]
    strict = fault(server, "request-error", headers={"Accept": "application/graphql-response+json"})
    assert strict.status == 400


@pytest.mark.parametrize("path", ["characters.results.0.name", "characters.results.3.episode.2.name"])
def test_field_error_nulls_the_field_at_its_path(server, path):
    payload = fault(server, f"field-error={path}").json()
    expected_path = [int(s) if s.isdigit() else s for s in path.split(".")]
    assert [e["path"] for e in payload["errors"]] == [expected_path]
    value = payload["data"]
    for segment in expected_path[:-1]:
        value = value[segment]
    assert value[expected_path[-1]] is None
    assert payload["data"]["characters"]["results"][1]["name"] == "Morty Smith"


def test_two_field_errors_at_once(server):
    payload = fault(server, "field-error=characters.results.0.name, field-error=characters.results.1.name").json()
    assert len(payload["errors"]) == 2
    assert [r["name"] for r in payload["data"]["characters"]["results"][:3]] == [None, None, "Summer Smith"]


def test_truncate_sends_half_the_body_it_announces(server):
    address = server.url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(address[0], int(address[1]), timeout=10)
    try:
        connection.request("POST", "/rickandmorty/graphql", json.dumps({"query": QUERY}),
                           {"Content-Type": "application/json", "X-Sample-Fault": "truncate"})
        response = connection.getresponse()
        announced = int(response.getheader("Content-Length"))
        with pytest.raises(http.client.IncompleteRead) as short_read:
            response.read()
        assert 0 < len(short_read.value.partial) < announced
    finally:
        connection.close()


def test_slow_bytes_sends_the_whole_body_a_few_bytes_at_a_time(server):
    # The socket read as the bytes come: the body arrives in many pieces, whole, as
    # its length says.
    address = urlsplit(server.url)
    request = json.dumps({"query": "{ character(id: 1) { name } }"}).encode()
    with socket.create_connection((address.hostname, address.port), timeout=30) as connection:
        connection.sendall(b"POST /rickandmorty/graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                           b"X-Sample-Fault: slow-bytes=4/20ms\r\nConnection: close\r\n"
                           b"Content-Length: %d\r\n\r\n%s" % (len(request), request))
        pieces = []
        while piece := connection.recv(65536):
            pieces.append(piece)
    head, _, body = b"".join(pieces).partition(b"\r\n\r\n")
    length = int(next(line.split(b":")[1] for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")))
    assert json.loads(body) == {"data": {"character": {"name": "Rick Sanchez"}}}
    assert len(body) == length
    assert len(pieces) > length // 4 // 2


def test_slow_bytes_needs_a_size_and_a_pause(server):
    response = fault(server, "slow-bytes=16")
    assert response.status == 400
    assert "slow-bytes needs bytes per write and a pause" in response.body.decode()


def test_malformed_is_a_broken_json_body_with_200(server):
    response = fault(server, "malformed")
    assert response.status == 200
    assert response.content_type.startswith("application/json")
    with pytest.raises(json.JSONDecodeError):
        json.loads(response.body)


def test_drop_closes_the_connection_without_a_response(server):
    with pytest.raises((http.client.RemoteDisconnected, ConnectionError)):
        fault(server, "drop")
    assert server.request("GET", "/health").status == 200


def test_faults_combine(server):
    started = time.monotonic()
    response = fault(server, "delay=100ms,status=503")
    assert time.monotonic() - started >= 0.1
    assert (response.status, response.headers["retry-after"]) == (503, "60")


def test_an_unknown_fault_is_a_400_that_names_it(server):
    response = fault(server, "explode")
    assert response.status == 400
    assert "explode" in response.json()["message"]


def _star(server, operation_name="Star"):
    return server.graphql("github", f"""mutation {operation_name} {{ addStar(input: {{starrableId: "R_x"}}) {{ clientMutationId }} }}""")


def test_armed_faults_apply_to_the_next_matching_requests(server):
    armed = server.control("POST", "faults", {"endpoint": "github", "match": "addStar", "fault": "status=500", "times": 2})
    assert armed.status == 201
    assert server.control("GET", "faults").json()["faults"][0]["times"] == 2
    assert server.graphql("github", "{ viewer { login } }").status == 200
    assert server.graphql("rickandmorty", "{ addStar: character(id: \"1\") { id } }").status == 200
    assert [_star(server).status for _ in range(3)] == [500, 500, 200]
    assert server.control("GET", "faults").json()["faults"] == []


def test_armed_faults_match_the_operation_name_or_anything(server):
    server.control("POST", "faults", {"endpoint": "github", "match": "Favorite", "fault": "status=429"})
    assert _star(server).status == 200
    assert _star(server, "Favorite").status == 429
    server.control("POST", "faults", {"fault": "request-error"})
    assert "data" not in server.graphql("rickandmorty", QUERY).json()
    assert "data" in server.graphql("rickandmorty", QUERY).json()


def test_armed_faults_can_be_listed_and_cleared(server):
    for _ in range(2):
        server.control("POST", "faults", {"endpoint": "rickandmorty", "fault": "drop", "times": 5})
    assert len(server.control("GET", "faults").json()["faults"]) == 2
    assert server.control("DELETE", "faults").json() == {"cleared": 2}
    assert server.graphql("rickandmorty", QUERY).status == 200


@pytest.mark.parametrize("payload", [
    {"fault": "explode"}, {"fault": "drop", "times": 0}, {"fault": "drop", "endpoint": "gitlab"},
    {"endpoint": "github"}, {"fault": "drop", "when": "now"},
])
def test_arming_rejects_what_it_cannot_do(server, payload):
    response = server.control("POST", "faults", payload)
    assert response.status == 400
    assert response.json()["message"]


ACTIONS = ["closeIssue", "reopenIssue", "closePullRequest", "reopenPullRequest", "mergePullRequest",
           "markPullRequestReadyForReview", "convertPullRequestToDraft", "addPullRequestReview", "requestReviews",
           "addLabelsToLabelable", "removeLabelsFromLabelable", "addAssigneesToAssignable", "removeAssigneesFromAssignable"]


@pytest.mark.parametrize("field", ACTIONS)
def test_an_armed_fault_matches_each_action_by_its_root_field(server, field):
    target = pull_request(server, MERGEABLE, "id state")
    armed = server.control("POST", "faults", {"endpoint": "github", "match": field, "fault": "status=502"})
    assert armed.status == 201
    # The fault answers before the mutation runs: its input need not even be one it would take.
    response = server.graphql("github", f"mutation Act($id: ID!) {{ {field}(input: {{pullRequestId: $id}}) {{ clientMutationId }} }}",
                              {"id": target["id"]})
    assert (response.status, response.json()["message"]) == (502, "Sample fault: HTTP 502.")
    assert server.control("GET", "requests?endpoint=github").json()["requests"][-1]["faults"] == ["status=502"]
    assert pull_request(server, MERGEABLE, "state") == {"state": "OPEN"}


def test_a_delayed_merge_answers_late_and_merges(server):
    target = pull_request(server, MERGEABLE)
    server.control("POST", "faults", {"endpoint": "github", "match": "mergePullRequest", "fault": "delay=300ms"})
    started = time.monotonic()
    merged = mutate(server, "mergePullRequest", {"pullRequestId": target["id"]}, "pullRequest { state }")
    assert time.monotonic() - started >= 0.3
    assert merged["pullRequest"] == {"state": "MERGED"}
