import pytest

from sample_client import DEFAULT_TOKEN

VIEWER_REPOSITORIES = """query Repositories($first: Int, $after: String, $last: Int, $before: String) {
  viewer { repositories(first: $first, after: $after, last: $last, before: $before, orderBy: {field: NAME, direction: ASC}) {
    totalCount
    edges { cursor node { id name } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  } }
}"""

REPOSITORY_STATE = """query State($id: ID!) { node(id: $id) { ... on Repository { stargazerCount viewerHasStarred } } }"""


def test_without_a_token_it_answers_401_as_github_does(server):
    response = server.graphql("github", "{ viewer { login } }", token=None)
    assert response.status == 401
    assert response.json()["message"] == "This endpoint requires you to be authenticated."
    wrong_scheme = server.graphql("github", "{ viewer { login } }", token=None,
                                  headers={"Authorization": f"Basic {DEFAULT_TOKEN}"})
    assert wrong_scheme.status == 401


def test_an_unknown_token_is_bad_credentials(server):
    response = server.graphql("github", "{ viewer { login } }", token="ghp_nope")
    assert response.status == 401
    assert response.json()["message"] == "Bad credentials"


@pytest.mark.parametrize("scheme", ["bearer", "Bearer", "BEARER", "token"])
def test_the_default_token_names_the_viewer(server, scheme):
    response = server.graphql("github", "{ viewer { login name isViewer url } }", token=None,
                              headers={"Authorization": f"{scheme} {DEFAULT_TOKEN}"})
    assert response.status == 200
    assert response.json()["data"]["viewer"] == {
        "login": "mona", "name": "Mona Lisa Octocat", "isViewer": True, "url": "https://github.com/mona"}


def test_another_token_is_another_viewer(server):
    data = server.data("github", "{ viewer { login } }", token="ghp_sampleHubotToken00000000000000000000")
    assert data["viewer"]["login"] == "hubot"


def _page(server, **variables):
    return server.data("github", VIEWER_REPOSITORIES, variables)["viewer"]["repositories"]


def test_viewer_repositories_page_forward_in_three_pages(server):
    pages, after = [], None
    while True:
        page = _page(server, first=25, after=after)
        pages.append(page)
        if not page["pageInfo"]["hasNextPage"]:
            break
        after = page["pageInfo"]["endCursor"]
    assert len(pages) == 3
    assert [len(p["edges"]) for p in pages] == [25, 25, 10]
    assert {p["totalCount"] for p in pages} == {60}
    names = [e["node"]["name"] for p in pages for e in p["edges"]]
    assert len(set(names)) == 60
    assert names == sorted(names)
    assert [p["pageInfo"]["hasPreviousPage"] for p in pages] == [False, True, True]
    assert pages[0]["pageInfo"]["startCursor"] == pages[0]["edges"][0]["cursor"]
    assert pages[0]["pageInfo"]["endCursor"] == pages[0]["edges"][-1]["cursor"]


def test_viewer_repositories_page_backward_with_last_and_before(server):
    forward = [e["node"]["id"] for e in _page(server, first=60)["edges"]]
    pages, before = [], None
    while True:
        page = _page(server, last=20, before=before)
        pages.append(page)
        if not page["pageInfo"]["hasPreviousPage"]:
            break
        before = page["pageInfo"]["startCursor"]
    assert len(pages) == 3
    backward = [e["node"]["id"] for p in reversed(pages) for e in p["edges"]]
    assert backward == forward
    assert pages[0]["pageInfo"]["hasNextPage"] is False
    assert pages[1]["pageInfo"]["hasNextPage"] is True


def test_cursors_are_opaque_and_stable(server):
    first = _page(server, first=5)
    again = _page(server, first=5)
    assert first == again
    assert all("R_" not in e["cursor"] and e["node"]["id"] not in e["cursor"] for e in first["edges"])


def test_connections_need_a_page_size_within_limits(server):
    for arguments, message in (("", "You must provide a `first` or `last` value"),
                               ("(first: 101)", "exceeds the `first` limit of 100"),
                               ("(first: 1, last: 1)", "not supported")):
        response = server.graphql("github", f"{{ viewer {{ repositories{arguments} {{ totalCount }} }} }}")
        payload = response.json()
        assert payload["data"] is None
        assert message in payload["errors"][0]["message"]
    bad_cursor = server.graphql("github", '{ viewer { repositories(first: 1, after: "nope") { totalCount } } }')
    assert "valid cursor" in bad_cursor.json()["errors"][0]["message"]


def test_viewer_starred_repositories(server):
    data = server.data("github", """{ viewer { starredRepositories(first: 100) {
      totalCount isOverLimit edges { starredAt node { viewerHasStarred owner { login } } } } } }""")
    starred = data["viewer"]["starredRepositories"]
    assert starred["totalCount"] == 40
    assert len(starred["edges"]) == 40
    assert all(e["node"]["viewerHasStarred"] for e in starred["edges"])
    times = [e["starredAt"] for e in starred["edges"]]
    assert times == sorted(times)


def _ids(server):
    data = server.data("github", """{ viewer { id repositories(first: 1, orderBy: {field: NAME, direction: ASC}) { nodes {
      id name primaryLanguage { id } issues(first: 1) { nodes { id number comments(first: 1) { nodes { id } } } } } } } }""")
    repository = data["viewer"]["repositories"]["nodes"][0]
    issue = repository["issues"]["nodes"][0]
    return data["viewer"]["id"], repository, issue


def test_node_and_nodes_resolve_every_kind_with_its_typename(server):
    viewer_id, repository, issue = _ids(server)
    organization = server.data("github", '{ organization(login: "baton-labs") { id } }')["organization"]["id"]
    ids = [viewer_id, organization, repository["id"], issue["id"], repository["primaryLanguage"]["id"]]
    if issue["comments"]["nodes"]:
        ids.append(issue["comments"]["nodes"][0]["id"])
    data = server.data("github", "query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }", {"ids": ids})
    typenames = [n["__typename"] for n in data["nodes"]]
    assert typenames == ["User", "Organization", "Repository", "Issue", "Language", "IssueComment"][:len(ids)]
    assert [n["id"] for n in data["nodes"]] == ids
    single = server.data("github", "query($id: ID!) { node(id: $id) { __typename ... on Repository { name } } }",
                         {"id": repository["id"]})
    assert single["node"] == {"__typename": "Repository", "name": repository["name"]}


def test_an_unknown_node_is_null_with_a_not_found_error(server):
    payload = server.graphql("github", '{ node(id: "R_nothing") { id } nodes(ids: ["R_nothing"]) { id } }').json()
    assert payload["data"] == {"node": None, "nodes": [None]}
    assert payload["errors"][0]["path"] == ["node"]
    assert payload["errors"][0]["type"] == "NOT_FOUND"
    assert "extensions" not in payload["errors"][0]


def test_repository_by_owner_and_name(server):
    name = _ids(server)[1]["name"]
    data = server.data("github", """query($owner: String!, $name: String!) {
      repository(owner: $owner, name: $name) { name owner { __typename login } } }""", {"owner": "MONA", "name": name.upper()})
    assert data["repository"] == {"name": name, "owner": {"__typename": "User", "login": "mona"}}
    nested = server.data("github", """query($name: String!) { repositoryOwner(login: "mona") {
      repository(name: $name) { issue(number: 1) { number repository { name } } missing: issue(number: 9999) { id } } } }""",
                         {"name": name})
    assert nested["repositoryOwner"]["repository"] == {"issue": {"number": 1, "repository": {"name": name}}, "missing": None}
    payload = server.graphql("github", '{ repository(owner: "mona", name: "no-such-thing") { id } }').json()
    assert payload["data"] == {"repository": None}
    assert "mona/no-such-thing" in payload["errors"][0]["message"]


def test_private_repositories_are_their_owner_s_alone(server):
    query = '{ user(login: "mona") { repositories(first: 100, privacy: PRIVATE) { totalCount } } }'
    own = server.data("github", query)["user"]["repositories"]["totalCount"]
    seen_by_hubot = server.data("github", query, token="ghp_sampleHubotToken00000000000000000000")
    assert own > 0
    assert seen_by_hubot["user"]["repositories"]["totalCount"] == 0


def test_search_repositories_by_name_or_description(server):
    query = """query($q: String!, $after: String) { search(query: $q, type: REPOSITORY, first: 10, after: $after) {
      repositoryCount userCount pageInfo { hasNextPage endCursor }
      edges { cursor textMatches { property } node { __typename ... on Repository { nameWithOwner description } } } } }"""
    first = server.data("github", query, {"q": "terminal"})["search"]
    assert first["repositoryCount"] > 10
    assert first["userCount"] == 0
    found, after = [], None
    while True:
        page = server.data("github", query, {"q": "terminal", "after": after})["search"]
        found += [e["node"] for e in page["edges"]]
        if not page["pageInfo"]["hasNextPage"]:
            break
        after = page["pageInfo"]["endCursor"]
    assert len(found) == first["repositoryCount"]
    assert len({n["nameWithOwner"] for n in found}) == len(found)
    assert all("terminal" in f"{n['nameWithOwner'].split('/')[1]} {n['description'] or ''}".lower() for n in found)
    assert {n["__typename"] for n in found} == {"Repository"}
    upper = server.data("github", query, {"q": "TERMINAL"})["search"]
    assert upper["repositoryCount"] == first["repositoryCount"]
    assert server.data("github", query, {"q": "zzzz-nothing"})["search"]["repositoryCount"] == 0


def test_search_users_and_organizations(server):
    data = server.data("github", """{ search(query: "o", type: USER, first: 100) { userCount repositoryCount
      nodes { __typename ... on User { login } ... on Organization { login } } } }""")
    typenames = {n["__typename"] for n in data["search"]["nodes"]}
    assert typenames == {"User", "Organization"}
    assert data["search"]["repositoryCount"] == 0


ISSUE_SEARCH = """query($q: String!, $after: String) { search(query: $q, type: ISSUE, first: 50, after: $after) {
  issueCount repositoryCount pageInfo { hasNextPage endCursor }
  nodes { __typename ... on Issue { number } ... on PullRequest { number isDraft } } } }"""

REPOSITORY_CONVERSATIONS = """query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) {
  issues(first: 100) { nodes { number state author { login } labels(first: 20) { nodes { name } }
    assignees(first: 20) { nodes { login } } } }
  pullRequests(first: 100) { nodes { number state isDraft author { login } labels(first: 20) { nodes { name } }
    assignees(first: 20) { nodes { login } } } } } }"""


def _search_issues(server, text):
    found, after = [], None
    while True:
        page = server.data("github", ISSUE_SEARCH, {"q": text, "after": after})["search"]
        found += page["nodes"]
        if not page["pageInfo"]["hasNextPage"]:
            assert len(found) == page["issueCount"]
            return found
        after = page["pageInfo"]["endCursor"]


def _conversations(server, owner, name):
    """A repository's issues and pull requests, read through its own connections."""
    repository = server.data("github", REPOSITORY_CONVERSATIONS, {"owner": owner, "name": name})["repository"]
    return ([("Issue", n) for n in repository["issues"]["nodes"]]
            + [("PullRequest", n) for n in repository["pullRequests"]["nodes"]])


def _octocats_repositories(server):
    data = server.data("github", """{ search(query: "user:octocat", type: REPOSITORY, first: 50) {
      nodes { ... on Repository { name owner { login } } } } }""")
    return [(n["owner"]["login"], n["name"]) for n in data["search"]["nodes"]]


def test_issue_search_finds_a_repositorys_issues_and_pull_requests_by_qualifier(server):
    # Each qualifier's results are checked against the repository's own connections, over
    # every repository of octocat's; `found` counts, per qualifier, what matched anywhere,
    # so that none passes by matching nothing everywhere.
    found = {}
    for owner, name in _octocats_repositories(server):
        everything = _conversations(server, owner, name)

        def expect(text, keep, tally=None):
            results = _search_issues(server, f"repo:{owner}/{name} {text}")
            assert sorted((n["__typename"], n["number"]) for n in results) == sorted(
                (kind, n["number"]) for kind, n in everything if keep(kind, n)), (owner, name, text)
            found[tally or text] = found.get(tally or text, 0) + len(results)

        expect("", lambda kind, n: True)
        expect("is:issue", lambda kind, n: kind == "Issue")
        expect("is:pr", lambda kind, n: kind == "PullRequest")
        expect("is:pr is:open", lambda kind, n: kind == "PullRequest" and n["state"] == "OPEN")
        expect("is:pr is:closed", lambda kind, n: kind == "PullRequest" and n["state"] in ("CLOSED", "MERGED"))
        expect("is:issue is:closed", lambda kind, n: kind == "Issue" and n["state"] == "CLOSED")
        expect("is:merged", lambda kind, n: n["state"] == "MERGED")
        expect("is:draft", lambda kind, n: n.get("isDraft") is True)
        for _, conversation in everything[:3]:
            for label in conversation["labels"]["nodes"][:1]:
                quoted = f'"{label["name"]}"' if " " in label["name"] else label["name"]
                expect(f"label:{quoted}",
                       lambda kind, n: label["name"] in {l["name"] for l in n["labels"]["nodes"]}, "label")
            author = conversation["author"]["login"]
            expect(f"is:open author:{author.upper()}",
                   lambda kind, n: n["state"] == "OPEN" and n["author"]["login"] == author, "author")
            for assignee in conversation["assignees"]["nodes"][:1]:
                expect(f"assignee:{assignee['login']}",
                       lambda kind, n: assignee["login"] in {a["login"] for a in n["assignees"]["nodes"]}, "assignee")
    for text in ("is:issue", "is:pr", "is:pr is:open", "is:pr is:closed", "is:issue is:closed", "is:merged",
                 "label", "author", "assignee"):
        assert found.get(text, 0) > 0, text


def test_issue_search_keeps_other_repositories_out_and_counts_only_issues(server):
    owner, name = "octocat", "store"
    page = server.data("github", ISSUE_SEARCH, {"q": f"repo:{owner}/{name}", "after": None})["search"]
    assert page["repositoryCount"] == 0
    everywhere = _search_issues(server, "is:pr")
    here = _search_issues(server, f"repo:{owner}/{name} is:pr")
    assert len(everywhere) > len(here) > 0


def _unstarred_repository(server):
    data = server.data("github", """{ search(query: "user:octocat", type: REPOSITORY, first: 20) {
      nodes { ... on Repository { id stargazerCount viewerHasStarred } } } }""")
    return next(n for n in data["search"]["nodes"] if not n["viewerHasStarred"])


def test_add_star_then_remove_star(server):
    repository = _unstarred_repository(server)
    mutation = """mutation Star($input: AddStarInput!) { addStar(input: $input) {
      clientMutationId starrable { id stargazerCount viewerHasStarred } } }"""
    starred = server.data("github", mutation, {"input": {"starrableId": repository["id"], "clientMutationId": "m1"}})
    assert starred["addStar"] == {"clientMutationId": "m1", "starrable": {
        "id": repository["id"], "stargazerCount": repository["stargazerCount"] + 1, "viewerHasStarred": True}}
    state = server.data("github", REPOSITORY_STATE, {"id": repository["id"]})["node"]
    assert state == {"stargazerCount": repository["stargazerCount"] + 1, "viewerHasStarred": True}
    total = server.data("github", "{ viewer { starredRepositories(last: 1) { totalCount nodes { id } } } }")
    assert total["viewer"]["starredRepositories"] == {"totalCount": 41, "nodes": [{"id": repository["id"]}]}
    unstarred = server.data("github", """mutation($input: RemoveStarInput!) { removeStar(input: $input) {
      starrable { stargazerCount viewerHasStarred } } }""", {"input": {"starrableId": repository["id"]}})
    assert unstarred["removeStar"]["starrable"] == {"stargazerCount": repository["stargazerCount"], "viewerHasStarred": False}


def test_add_star_on_an_unknown_id_fails(server):
    payload = server.graphql("github", """mutation { addStar(input: {starrableId: "R_nope"}) { clientMutationId } }""").json()
    assert payload["data"] == {"addStar": None}
    assert "R_nope" in payload["errors"][0]["message"]


def test_add_comment_appends_to_the_issue(server):
    _, _, issue = _ids(server)
    comments = """query($id: ID!) { node(id: $id) { ... on Issue { comments(last: 1) { totalCount nodes { body } } } } }"""
    before = server.data("github", comments, {"id": issue["id"]})["node"]["comments"]["totalCount"]
    data = server.data("github", """mutation($input: AddCommentInput!) { addComment(input: $input) {
      clientMutationId commentEdge { cursor node { body author { login } viewerDidAuthor issue { id } } } subject { id } } }""",
                       {"input": {"subjectId": issue["id"], "body": "Looks good to me.", "clientMutationId": "c1"}})
    payload = data["addComment"]
    assert payload["clientMutationId"] == "c1"
    assert payload["subject"] == {"id": issue["id"]}
    assert payload["commentEdge"]["node"] == {"body": "Looks good to me.", "author": {"login": "mona"},
                                              "viewerDidAuthor": True, "issue": {"id": issue["id"]}}
    after = server.data("github", comments, {"id": issue["id"]})["node"]["comments"]
    assert after == {"totalCount": before + 1, "nodes": [{"body": "Looks good to me."}]}
    blank = server.graphql("github", """mutation($id: ID!) { addComment(input: {subjectId: $id, body: "  "}) { subject { id } } }""",
                           {"id": issue["id"]}).json()
    assert blank["errors"][0]["message"] == "Body can't be blank"


def test_issues_filter_by_state_and_order(server):
    data = server.data("github", """{ viewer { repositories(first: 60) { nodes {
      open: issues(first: 100, states: [OPEN]) { totalCount nodes { state closed number } }
      closed: issues(first: 100, states: [CLOSED]) { totalCount nodes { state closedAt } }
      all: issues(first: 100, orderBy: {field: CREATED_AT, direction: DESC}) { totalCount nodes { createdAt } } } } } }""")
    repositories = data["viewer"]["repositories"]["nodes"]
    assert sum(r["open"]["totalCount"] for r in repositories) > 0
    assert sum(r["closed"]["totalCount"] for r in repositories) > 0
    for repository in repositories:
        assert all(i == {"state": "OPEN", "closed": False, "number": i["number"]} for i in repository["open"]["nodes"])
        assert all(i["state"] == "CLOSED" and i["closedAt"] for i in repository["closed"]["nodes"])
        assert repository["all"]["totalCount"] == repository["open"]["totalCount"] + repository["closed"]["totalCount"]
        created = [i["createdAt"] for i in repository["all"]["nodes"]]
        assert created == sorted(created, reverse=True)


PULL_REQUESTS = """query($states: [PullRequestState!]) { viewer { repositories(first: 60) { nodes {
  issues(last: 1) { nodes { number } }
  pullRequests(first: 100, states: $states) { totalCount nodes {
    id number state closed merged mergedAt closedAt isDraft headRefName baseRefName
    additions deletions changedFiles reviewDecision url
    author { login }
    labels(first: 10) { totalCount nodes { name color } }
    assignees(first: 10) { totalCount nodes { login } }
    comments(first: 0) { totalCount }
    commits(last: 1) { totalCount nodes { commit { abbreviatedOid statusCheckRollup { state } } } }
  } } } } } }"""


def _pull_requests(server, states=None) -> list[dict]:
    repositories = server.data("github", PULL_REQUESTS, {"states": states})["viewer"]["repositories"]["nodes"]
    return [dict(p, issues=r["issues"]["nodes"]) for r in repositories for p in r["pullRequests"]["nodes"]]


def test_pull_requests_are_shaped_like_github_s(server):
    pull_requests = _pull_requests(server)
    assert {p["state"] for p in pull_requests} == {"OPEN", "CLOSED", "MERGED"}
    assert any(p["isDraft"] for p in pull_requests)
    assert {p["reviewDecision"] for p in pull_requests} == {None, "REVIEW_REQUIRED", "APPROVED", "CHANGES_REQUESTED"}
    rollups = {(p["commits"]["nodes"][0]["commit"]["statusCheckRollup"] or {}).get("state") for p in pull_requests}
    assert rollups == {None, "SUCCESS", "FAILURE", "PENDING"}
    for p in pull_requests:
        # Closed includes merged, as on GitHub; only an open one is a draft.
        assert p["closed"] == (p["state"] != "OPEN")
        assert p["merged"] == (p["state"] == "MERGED") == (p["mergedAt"] is not None)
        assert (p["closedAt"] is None) == (p["state"] == "OPEN")
        assert not p["isDraft"] or p["state"] == "OPEN"
        assert p["baseRefName"] == "main" and p["headRefName"].startswith(p["author"]["login"] + "/")
        assert p["additions"] >= 1 and p["deletions"] >= 0 and p["changedFiles"] >= 1
        assert p["url"].endswith(f"/pull/{p['number']}")
        # Issues and pull requests share one sequence of numbers.
        assert p["number"] > (p["issues"][0]["number"] if p["issues"] else 0)
        assert len(p["commits"]["nodes"]) == 1 and p["commits"]["totalCount"] >= 1
        assert len(p["commits"]["nodes"][0]["commit"]["abbreviatedOid"]) == 7
        assert p["labels"]["totalCount"] == len(p["labels"]["nodes"])
        assert all(len(label["color"]) == 6 for label in p["labels"]["nodes"])
    assert any(p["labels"]["totalCount"] for p in pull_requests)
    assert any(p["assignees"]["totalCount"] for p in pull_requests)
    assert any(p["comments"]["totalCount"] for p in pull_requests)
    merged = [p for p in pull_requests if p["state"] == "MERGED"]
    assert all(p["commits"]["nodes"][0]["commit"]["statusCheckRollup"] == {"state": "SUCCESS"} for p in merged)


def test_pull_requests_filter_by_state(server):
    every = _pull_requests(server)
    open_ones = _pull_requests(server, ["OPEN"])
    ended = _pull_requests(server, ["CLOSED", "MERGED"])
    assert {p["state"] for p in open_ones} == {"OPEN"}
    assert {p["state"] for p in ended} == {"CLOSED", "MERGED"}
    assert len(open_ones) + len(ended) == len(every)


def test_a_pull_request_by_number_and_by_id_with_its_conversation(server):
    first = next(p for p in _pull_requests(server) if p["comments"]["totalCount"] >= 2)
    owner, name = first["url"].split("/")[3:5]
    data = server.data("github", """query($owner: String!, $name: String!, $number: Int!) {
      repository(owner: $owner, name: $name) {
        pullRequest(number: $number) { id title body comments(first: 1) { totalCount nodes { body author { login } } pageInfo { hasNextPage } } }
        issue(number: $number) { id } } }""", {"owner": owner, "name": name, "number": first["number"]})
    pull_request = data["repository"]["pullRequest"]
    assert pull_request["id"] == first["id"] and pull_request["title"] and pull_request["body"]
    assert pull_request["comments"]["pageInfo"]["hasNextPage"] is True
    assert data["repository"]["issue"] is None
    node = server.data("github", """query($id: ID!) { node(id: $id) { __typename id ... on PullRequest { number } } }""",
                       {"id": first["id"]})["node"]
    assert node == {"__typename": "PullRequest", "id": first["id"], "number": first["number"]}


def test_a_comment_on_a_pull_request(server):
    pull_request = _pull_requests(server, ["OPEN"])[0]
    data = server.data("github", """mutation($input: AddCommentInput!) { addComment(input: $input) {
      commentEdge { node { body author { login } } } } }""", {"input": {"subjectId": pull_request["id"], "body": "Rebased."}})
    assert data["addComment"]["commentEdge"]["node"] == {"body": "Rebased.", "author": {"login": "mona"}}
    after = server.data("github", """query($id: ID!) { node(id: $id) { ... on PullRequest { comments(last: 1) {
      totalCount nodes { body } } } } }""", {"id": pull_request["id"]})["node"]["comments"]
    assert after == {"totalCount": pull_request["comments"]["totalCount"] + 1, "nodes": [{"body": "Rebased."}]}


def test_issues_have_labels_in_github_s_colors_and_assignees(server):
    data = server.data("github", """{ viewer { repositories(first: 60) { nodes {
      issues(first: 100) { nodes { labels(first: 10) { nodes { name color url } } assignees(first: 10) { nodes { login } } } }
      bugs: issues(first: 100, labels: ["bug"]) { nodes { labels(first: 10) { nodes { name } } } } } } } }""")
    repositories = data["viewer"]["repositories"]["nodes"]
    labels = [label for r in repositories for i in r["issues"]["nodes"] for label in i["labels"]["nodes"]]
    assert {label["name"]: label["color"] for label in labels}["bug"] == "d73a4a"
    assert all("/labels/" in label["url"] for label in labels)
    assert any(i["assignees"]["nodes"] for r in repositories for i in r["issues"]["nodes"])
    bugs = [i for r in repositories for i in r["bugs"]["nodes"]]
    assert bugs and all(any(label["name"] == "bug" for label in i["labels"]["nodes"]) for i in bugs)


def _every_file(server, pull: dict) -> list[dict]:
    """The pull request's files, the pages after the first read as a client pages them."""
    files, page = list(pull["files"]["nodes"]), pull["files"]["pageInfo"]
    while page["hasNextPage"]:
        more = server.data("github", """query($id: ID!, $after: String) { node(id: $id) { ... on PullRequest {
          files(first: 100, after: $after) { pageInfo { hasNextPage endCursor } nodes { path additions deletions changeType } } } } }""",
                           {"id": pull["id"], "after": page["endCursor"]})["node"]["files"]
        files, page = files + more["nodes"], more["pageInfo"]
    return files


def test_a_pull_request_s_files_add_up_to_its_totals(server):
    data = server.data("github", """{ viewer { repositories(first: 60) { nodes { pullRequests(first: 30) { nodes {
      id additions deletions changedFiles files(first: 100) { totalCount pageInfo { hasNextPage endCursor }
        nodes { path additions deletions changeType } } } } } } } }""")
    pulls = [p for r in data["viewer"]["repositories"]["nodes"] for p in r["pullRequests"]["nodes"]]
    assert any(p["changedFiles"] > 300 for p in pulls)
    for pull in pulls:
        files = _every_file(server, pull)
        assert len(files) == pull["files"]["totalCount"] == pull["changedFiles"]
        assert sum(f["additions"] for f in files) == pull["additions"]
        assert sum(f["deletions"] for f in files) == pull["deletions"]
        paths = [f["path"] for f in files]
        assert paths == sorted(paths) and len(set(paths)) == len(paths)
        for file in files:
            assert file["changeType"] in ("ADDED", "DELETED", "MODIFIED", "RENAMED")
            assert file["changeType"] != "ADDED" or (file["deletions"] == 0 and file["additions"] >= 1)
            assert file["changeType"] != "DELETED" or (file["additions"] == 0 and file["deletions"] >= 1)
            assert file["changeType"] != "MODIFIED" or file["additions"] + file["deletions"] >= 1
