import json

import pytest

STRICT = {"Accept": "application/graphql-response+json"}


def test_json_is_the_default_media_type(server):
    response = server.graphql("rickandmorty", '{ character(id: "1") { name } }')
    assert response.content_type == "application/json; charset=utf-8"


@pytest.mark.parametrize("accept", [
    "application/graphql-response+json",
    "application/graphql-response+json, application/json;q=0.9",
    "application/json;q=0.5, application/graphql-response+json",
])
def test_graphql_response_json_when_the_accept_header_prefers_it(server, accept):
    response = server.graphql("rickandmorty", '{ character(id: "1") { name } }', headers={"Accept": accept})
    assert response.status == 200
    assert response.content_type == "application/graphql-response+json; charset=utf-8"


@pytest.mark.parametrize("query", ["{ character(id: ", "{ nothing }", 'query($id: ID!) { character(id: $id) { id } }'])
def test_request_errors_are_200_as_json_and_400_as_graphql_response_json(server, query):
    lenient = server.graphql("rickandmorty", query)
    strict = server.graphql("rickandmorty", query, headers=STRICT)
    assert (lenient.status, strict.status) == (200, 400)
    for response in (lenient, strict):
        payload = response.json()
        assert "data" not in payload
        assert payload["errors"][0]["message"]


def test_field_errors_keep_200_under_graphql_response_json(server):
    response = server.graphql("github", '{ viewer { login } node(id: "R_nope") { id } }', headers=STRICT)
    assert response.status == 200
    payload = response.json()
    assert payload["data"] == {"viewer": {"login": "mona"}, "node": None}
    assert len(payload["errors"]) == 1


def test_operation_name_and_variables(server):
    document = """query Rick { character(id: "1") { name } }
                  query Someone($id: ID!) { character(id: $id) { name } }"""
    assert server.data("rickandmorty", document, {"id": "2"}, operation_name="Someone")["character"]["name"] == "Morty Smith"
    assert server.data("rickandmorty", document, operation_name="Rick")["character"]["name"] == "Rick Sanchez"
    unnamed = server.graphql("rickandmorty", document)
    assert "data" not in unnamed.json()


def test_a_document_sent_again_is_answered_as_the_first_time(server):
    """A valid document is kept by its text for the next request: each request keeps its
    own variables and operation, and an invalid one is refused every time."""
    document = "query Someone($id: ID!) { character(id: $id) { name } }"
    names = [server.data("rickandmorty", document, {"id": id})["character"]["name"] for id in ("1", "2", "1")]
    assert names == ["Rick Sanchez", "Morty Smith", "Rick Sanchez"]
    for _ in range(2):
        assert server.graphql("rickandmorty", document).json()["errors"][0]["message"]
        assert server.graphql("rickandmorty", "{ nothing }").json()["errors"][0]["message"]
    # More texts than are kept: the first is validated again, and answers the same.
    for index in range(300):
        server.data("rickandmorty", f'{{ c{index}: character(id: "1") {{ id }} }}')
    assert server.data("rickandmorty", document, {"id": "2"})["character"]["name"] == "Morty Smith"


@pytest.mark.parametrize("body, status", [
    (b"{not json", 400),
    (b"[]", 400),
    (json.dumps({"query": 1}).encode(), 400),
    (json.dumps({"query": "{ __typename }", "variables": []}).encode(), 400),
    (json.dumps({"query": "{ __typename }", "documentId": "abc"}).encode(), 400),
    (json.dumps({}).encode(), 400),
])
def test_bodies_that_are_not_requests_are_400(server, body, status):
    response = server.request("POST", "/rickandmorty/graphql", body, {"Content-Type": "application/json"})
    assert response.status == status
    assert response.json()["errors"][0]["message"]


def test_a_body_not_declared_as_json_is_415(server):
    response = server.request("POST", "/rickandmorty/graphql", b'{"query":"{ __typename }"}', {"Content-Type": "text/plain"})
    assert response.status == 415


def test_graphql_endpoints_take_posts_only(server):
    response = server.request("GET", "/rickandmorty/graphql")
    assert response.status == 405
    assert response.headers["allow"] == "POST"


def test_without_persisted_documents_a_document_id_is_a_request_error(server):
    response = server.graphql("rickandmorty", document_id="abc")
    assert response.status == 200
    assert "persisted" in response.json()["errors"][0]["message"]


def test_persisted_documents_by_document_id(start_server, tmp_path):
    documents = tmp_path / "persisted.json"
    documents.write_text(json.dumps({
        "a1b2": "query Rick { character(id: \"1\") { name } }",
        "c3d4": "query Viewer { viewer { login } }",
    }))
    server = start_server("--persisted", str(documents))
    rick = server.graphql("rickandmorty", document_id="a1b2")
    assert rick.json() == {"data": {"character": {"name": "Rick Sanchez"}}}
    assert server.graphql("github", document_id="c3d4").json() == {"data": {"viewer": {"login": "mona"}}}
    unknown = server.graphql("rickandmorty", document_id="ffff", headers=STRICT)
    assert unknown.status == 400
    assert "ffff" in unknown.json()["errors"][0]["message"]
    assert server.graphql("rickandmorty", '{ character(id: "2") { name } }').status == 200
    server.control("POST", "faults", {"match": "Viewer", "fault": "status=500"})
    assert server.graphql("github", document_id="c3d4").status == 500
