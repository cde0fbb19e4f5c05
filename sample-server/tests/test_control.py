import threading

from github_actions import MERGEABLE, mutate, pull_request
from sample_client import DEFAULT_TOKEN


def test_reset_restores_the_initial_data(server):
    viewer = '{ viewer { starredRepositories(first: 1) { totalCount } } }'
    target = server.data("github", '{ search(query: "user:octocat", type: REPOSITORY, first: 20) { nodes { ... on Repository { id viewerHasStarred } } } }')
    repository = next(n for n in target["search"]["nodes"] if not n["viewerHasStarred"])
    server.data("github", 'mutation($id: ID!) { addStar(input: {starrableId: $id}) { clientMutationId } }', {"id": repository["id"]})
    assert server.data("github", viewer)["viewer"]["starredRepositories"]["totalCount"] == 41
    server.control("POST", "faults", {"fault": "drop"})
    assert server.control("POST", "reset").json() == {"reset": True}
    assert server.control("GET", "faults").json() == {"faults": []}
    assert server.data("github", viewer)["viewer"]["starredRepositories"]["totalCount"] == 40


def test_the_request_log_counts_requests_per_endpoint(server):
    server.graphql("github", "query Viewer { viewer { login } }")
    server.graphql("github", "mutation Star { addStar(input: {starrableId: \"R_x\"}) { clientMutationId } }")
    server.graphql("rickandmorty", "{ character(id: \"1\") { id } episode(id: \"1\") { id } }",
                   headers={"X-Sample-Fault": "delay=1ms"})
    github = server.control("GET", "requests?endpoint=github").json()["requests"]
    assert [(r["operationName"], r["rootFields"]) for r in github] == [("Viewer", ["viewer"]), ("Star", ["addStar"])]
    everything = server.control("GET", "requests").json()["requests"]
    assert len(everything) == 3
    assert everything[2] == {"endpoint": "rickandmorty", "operationName": None,
                             "rootFields": ["character", "episode"], "faults": ["delay=1ms"]}
    assert server.control("DELETE", "requests").json() == {"cleared": 3}
    assert server.control("GET", "requests").json() == {"requests": []}


def test_health_and_unknown_routes(server):
    assert server.request("GET", "/health").body == b"ok"
    assert server.request("GET", "/nowhere").status == 404
    assert server.request("GET", "/control/nowhere").status == 404
    assert server.request("PUT", "/control/faults").status == 405
    assert server.request("GET", "/control/requests?endpoint=gitlab").status == 400


def test_reset_undoes_the_actions_on_issues_and_pull_requests(server):
    target = pull_request(server, MERGEABLE)
    mutate(server, "mergePullRequest", {"pullRequestId": target["id"]}, "clientMutationId")
    assert pull_request(server, MERGEABLE, "state") == {"state": "MERGED"}
    assert server.control("POST", "reset").status == 200
    assert pull_request(server, MERGEABLE, "state mergeCommit { oid }") == {"state": "OPEN", "mergeCommit": None}


def test_held_answers_wait_for_the_release(server):
    """While answers are held, an API's answer (GraphQL or REST) waits; the control
    routes still answer, and the release lets the held answers go."""
    answers = {}
    assert server.control("POST", "hold").json() == {"held": True}
    requests = [
        threading.Thread(target=lambda: answers.update(graphql=server.data("rickandmorty", '{ character(id: "1") { name } }'))),
        threading.Thread(target=lambda: answers.update(rest=server.request("GET", "/github/notifications",
                                                                           headers={"Authorization": f"Bearer {DEFAULT_TOKEN}"}).status)),
    ]
    for request in requests:
        request.start()
    for request in requests:
        request.join(timeout=1)
    assert answers == {}
    assert server.control("GET", "faults").json() == {"faults": []}
    assert server.control("DELETE", "hold").json() == {"held": False}
    for request in requests:
        request.join(timeout=10)
    assert answers == {"graphql": {"character": {"name": "Rick Sanchez"}}, "rest": 200}


def test_a_reset_releases_held_answers(server):
    server.control("POST", "hold")
    server.control("POST", "reset")
    assert server.data("rickandmorty", '{ character(id: "2") { name } }') == {"character": {"name": "Morty Smith"}}
