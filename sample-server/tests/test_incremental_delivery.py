"""@defer: multipart/mixed parts when the client accepts them, one whole response when not."""

import json

from live_client import first_issue_id, multipart_parts, part_arrivals, post

MULTIPART = "multipart/mixed; deferSpec=20220824, application/json"
ISSUE = """query Issue($id: ID!) {
  node(id: $id) {
    ... on Issue {
      title
      ... @defer(label: "comments") { comments(first: 3) { totalCount nodes { body } } }
    }
  }
}"""


def _multipart(server, query, variables=None, headers=None) -> list[dict]:
    connection, response = post(server, "github", query, variables, accept=MULTIPART, headers=headers)
    try:
        assert response.status == 200
        assert response.getheader("Content-Type") == 'multipart/mixed; boundary="-"; deferSpec=20220824'
        assert response.getheader("Transfer-Encoding") == "chunked"
        return [json.loads(part) for part in multipart_parts(response.read())]
    finally:
        connection.close()


def test_a_deferred_fragment_comes_in_a_later_part(server):
    issue = first_issue_id(server)
    initial, later = _multipart(server, ISSUE, {"id": issue})
    whole = server.data("github", ISSUE.replace('... @defer(label: "comments")', "..."), {"id": issue})
    assert initial == {"data": {"node": {"title": whole["node"]["title"]}},
                       "pending": [{"id": "0", "path": ["node"], "label": "comments"}], "hasNext": True}
    assert later == {"incremental": [{"id": "0", "data": {"comments": whole["node"]["comments"]}}],
                     "completed": [{"id": "0"}], "hasNext": False}


def test_two_deferred_fragments_each_complete(server):
    query = """{ viewer { login
      ... @defer(label: "repositories") { repositories(first: 1) { totalCount } }
      ... @defer(label: "followers") { followers(first: 1) { totalCount } } } }"""
    parts = _multipart(server, query)
    assert len(parts) >= 2 and parts[0]["hasNext"] and parts[-1]["hasNext"] is False
    assert sorted(p["label"] for p in parts[0]["pending"]) == ["followers", "repositories"]
    delivered = {}
    for part in parts[1:]:
        for item in part.get("incremental", []):
            delivered.update(item["data"])
    assert set(delivered) == {"repositories", "followers"}


def test_without_multipart_in_accept_the_response_is_whole(server):
    issue = first_issue_id(server)
    deferred = server.graphql("github", ISSUE, {"id": issue})
    assert deferred.content_type.startswith("application/json")
    plain = server.graphql("github", ISSUE.replace('... @defer(label: "comments")', "..."), {"id": issue})
    assert deferred.json() == plain.json() and "comments" in plain.json()["data"]["node"]


def test_multipart_without_defer_is_plain_json(server):
    response = server.graphql("github", "{ viewer { login } }", headers={"Accept": MULTIPART})
    assert response.content_type.startswith("application/json")
    assert response.json() == {"data": {"viewer": {"login": "mona"}}}


def test_a_request_error_is_plain_json(server):
    response = server.graphql("github", "{ viewer { ... @defer { nope } } }", headers={"Accept": MULTIPART})
    assert response.status == 200 and response.content_type.startswith("application/json")
    assert "nope" in response.json()["errors"][0]["message"]


def test_event_delay_sends_the_parts_apart(server):
    connection, response = post(server, "github", ISSUE, {"id": first_issue_id(server)}, accept=MULTIPART,
                                headers={"X-Sample-Fault": "event-delay=300ms"})
    try:
        body, arrivals, ended = part_arrivals(response)
    finally:
        connection.close()
    assert ended and len(multipart_parts(body)) == 2
    assert arrivals[1] - arrivals[0] >= 0.25


def test_drop_after_cuts_the_parts(server):
    connection, response = post(server, "github", ISSUE, {"id": first_issue_id(server)}, accept=MULTIPART,
                                headers={"X-Sample-Fault": "drop-after=1"})
    try:
        body, _, ended = part_arrivals(response)
    finally:
        connection.close()
    assert not ended
    assert body.count(b"\r\n---\r\n") == 1 and not body.endswith(b"\r\n-----\r\n")


def test_malformed_event_breaks_one_part(server):
    issue = first_issue_id(server)
    clean = _multipart(server, ISSUE, {"id": issue})
    connection, response = post(server, "github", ISSUE, {"id": issue}, accept=MULTIPART,
                                headers={"X-Sample-Fault": "malformed-event=2"})
    try:
        first, second = multipart_parts(response.read())
    finally:
        connection.close()
    assert json.loads(first) == clean[0]
    assert second == json.dumps(clean[1], separators=(",", ":")).encode().replace(b":", b"", 1)
