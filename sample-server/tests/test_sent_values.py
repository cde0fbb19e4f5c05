"""`POST /control/<endpoint>/unsent`: a store's dump in, the values in it the endpoint
never sent for the record's id out, the oracle of what a client holds."""

import json

from live_client import first_issue_id, multipart_parts, post

MULTIPART = "multipart/mixed; deferSpec=20220824, application/json"


def _unsent(server, endpoint: str, dump: dict) -> list[dict]:
    response = server.request("POST", f"/control/{endpoint}/unsent", json.dumps(dump).encode(),
                              {"Content-Type": "application/json"})
    assert response.status == 200, response.body
    return response.json()["unsent"]


def test_a_value_the_server_sent_for_the_id_is_its_and_another_is_not(server):
    server.data("rickandmorty", '{ character(id: "5") { id name status episode { id } } }')
    sent = {"__typename": "Character", "id": "5", "name": "Jerry Smith", "status": "Alive",
            "episode": [{"__ref": "Episode:6"}]}
    assert _unsent(server, "rickandmorty", {"Character:5": sent}) == []
    made_up = {**sent, "name": "Jerry Smith (clone)", "status": "Dead"}
    assert _unsent(server, "rickandmorty", {"Character:5": made_up}) == [
        {"record": "Character:5", "field": "name", "value": "Jerry Smith (clone)"},
        {"record": "Character:5", "field": "status", "value": "Dead"},
    ]


def test_records_without_an_id_the_server_sent_are_not_judged(server):
    dump = {"client:root": {"__typename": "Query", "shown": 3},
            "Character:999999": {"__typename": "Character", "id": "999999", "name": "Nobody"},
            "Gone:1": None}
    assert _unsent(server, "rickandmorty", dump) == []


def test_a_deferred_field_counts_as_sent_for_the_object_it_was_deferred_from(server):
    issue = first_issue_id(server)
    query = """query Issue($id: ID!) {
      node(id: $id) { ... on Issue { id ... @defer { title } } }
    }"""
    connection, response = post(server, "github", query, {"id": issue}, accept=MULTIPART)
    try:
        parts = [json.loads(part) for part in multipart_parts(response.read())]
    finally:
        connection.close()
    title = parts[1]["incremental"][0]["data"]["title"]
    assert _unsent(server, "github", {f"Issue:{issue}": {"__typename": "Issue", "id": issue, "title": title}}) == []
    assert _unsent(server, "github", {f"Issue:{issue}": {"__typename": "Issue", "id": issue, "title": title + "!"}}) == [
        {"record": f"Issue:{issue}", "field": "title", "value": title + "!"}]


def test_a_body_that_is_not_a_dump_is_refused(server):
    response = server.request("POST", "/control/github/unsent", b"[1, 2]", {"Content-Type": "application/json"})
    assert response.status == 400
    assert "a store's dump is an object of records by key" in response.json()["message"]
    assert server.request("POST", "/control/github/unsent", b"{", {}).status == 400
