"""`search(type: ISSUE)` with GitHub's qualifiers, and the seeded facts the GitHub tab's
dashboard sections rely on (sample-server/README.md, GitHub).

Each qualifier's results are checked against every issue and pull request mona can
see, read once through the search without a query and filtered here by their fields."""

import pytest

HUBOT_TOKEN = "ghp_sampleHubotToken00000000000000000000"

CONVERSATION = """id number title body createdAt updatedAt
  repository { nameWithOwner isPrivate owner { login } primaryLanguage { name } }
  author { login }
  assignees(first: 10) { nodes { login } }
  labels(first: 10) { nodes { name } }
  comments(first: 100) { totalCount nodes { author { login } body } }"""

SEARCH = f"""query($q: String!, $first: Int!, $after: String) {{
  search(query: $q, type: ISSUE, first: $first, after: $after) {{
    issueCount repositoryCount pageInfo {{ hasNextPage endCursor }}
    nodes {{
      __typename
      ... on Issue {{ {CONVERSATION} state }}
      ... on PullRequest {{ {CONVERSATION} pullRequestState: state isDraft merged
        reviewRequests(first: 10) {{ nodes {{ requestedReviewer {{ ... on User {{ login }} }} }} }} }}
    }} }} }}"""


def _search(server, text: str, page_size: int = 100, token=None) -> list[dict]:
    """Every result of the query, paged through; asserts the count is what the pages hold."""
    found, after, counts = [], None, set()
    options = {"token": token} if token else {}
    while True:
        page = server.data("github", SEARCH, {"q": text, "first": page_size, "after": after}, **options)["search"]
        found += [_with_state(node) for node in page["nodes"]]
        counts.add(page["issueCount"])
        assert page["repositoryCount"] == 0
        if not page["pageInfo"]["hasNextPage"]:
            assert counts == {len(found)}, text
            return found
        after = page["pageInfo"]["endCursor"]


def _with_state(node: dict) -> dict:
    """The node with its state under `state`, whichever type's it is (the document aliases a
    pull request's, whose type differs)."""
    state = node.pop("pullRequestState", None)
    return node | ({"state": state} if state else {})


def _refusal(server, text: str, search_type: str = "ISSUE", token=None) -> dict:
    options = {"token": token} if token else {}
    payload = server.graphql("github", """query($q: String!, $type: SearchType!) {
      search(query: $q, type: $type, first: 5) { issueCount } }""", {"q": text, "type": search_type}, **options).json()
    assert payload["data"] is None, text
    [error] = payload["errors"]
    assert error["type"] == "INVALID" and error["path"] == ["search"]
    return error


@pytest.fixture(scope="module")
def everything(running_server) -> list[dict]:
    """Every issue and pull request mona can see, newest first."""
    assert running_server.control("POST", "reset").status == 200
    return _search(running_server, "")


def _logins(connection) -> set[str]:
    return {node["login"] for node in connection["nodes"]}


def _reviewers(item) -> set[str]:
    return {r["requestedReviewer"]["login"] for r in item.get("reviewRequests", {"nodes": []})["nodes"]}


def _commenters(item) -> set[str]:
    return {c["author"]["login"] for c in item["comments"]["nodes"]}


def _ids(items) -> list[str]:
    return [item["id"] for item in items]


def _expect(server, everything, text: str, keep, token=None) -> list[dict]:
    """The search finds exactly what `keep` keeps of everything, newest first; and something."""
    found = _search(server, text, token=token)
    assert _ids(found) == _ids(item for item in everything if keep(item)), text
    assert found, text
    return found


def _pull_request(item) -> bool:
    return item["__typename"] == "PullRequest"


# The seeded facts


def test_mona_s_dashboard_sections_have_known_counts(server):
    review_requested = _search(server, "is:open is:pr review-requested:@me")
    assert len(review_requested) == 12
    assert len({i["repository"]["nameWithOwner"] for i in review_requested}) == 11
    assert sum(i["repository"]["owner"]["login"] != "mona" for i in review_requested) == 6
    assert not any(i["isDraft"] for i in review_requested)
    authored = _search(server, "is:open is:pr author:@me")
    assert len(authored) == 66
    assert len({i["repository"]["nameWithOwner"] for i in authored}) == 40
    assert sum(i["isDraft"] for i in authored) == 23
    assigned = _search(server, "is:open assignee:@me")
    assert len(assigned) == 12
    assert sum(_pull_request(i) for i in assigned) == 6
    assert len(_search(server, "is:open involves:@me")) == 234


def test_the_data_has_every_kind_of_pull_request_a_row_shows(everything):
    pull_requests = [i for i in everything if _pull_request(i)]
    assert len(pull_requests) == 1220
    assert sum(p["state"] == "OPEN" for p in pull_requests) == 597
    assert sum(p["isDraft"] for p in pull_requests) == 138
    assert sum(p["state"] == "MERGED" for p in pull_requests) == 429
    assert sum(bool(_reviewers(p)) for p in pull_requests) == 334


# One qualifier at a time


def test_is_pr_and_is_issue(server, everything):
    _expect(server, everything, "is:pr", _pull_request)
    _expect(server, everything, "is:issue", lambda i: not _pull_request(i))


@pytest.mark.parametrize("state, keep", [
    ("open", lambda i: i["state"] == "OPEN"),
    ("closed", lambda i: i["state"] in ("CLOSED", "MERGED")),
    ("merged", lambda i: i["state"] == "MERGED"),
    ("unmerged", lambda i: _pull_request(i) and i["state"] == "CLOSED"),
    ("draft", lambda i: i.get("isDraft") is True),
    ("private", lambda i: i["repository"]["isPrivate"]),
])
def test_is_state(server, everything, state, keep):
    _expect(server, everything, f"is:{state}", keep)


def test_author(server, everything):
    _expect(server, everything, "author:hubot", lambda i: i["author"]["login"] == "hubot")


def test_assignee(server, everything):
    _expect(server, everything, "assignee:octocat", lambda i: "octocat" in _logins(i["assignees"]))


def test_review_requested(server, everything):
    found = _expect(server, everything, "review-requested:mona", lambda i: "mona" in _reviewers(i))
    assert all(_pull_request(i) for i in found)


def test_commenter(server, everything):
    _expect(server, everything, "commenter:hubot", lambda i: "hubot" in _commenters(i))


def test_involves_is_author_assignee_mentions_or_commenter(server, everything):
    # The generated texts mention no one, so mentions add nothing here (see the next test).
    def involved(item):
        return (item["author"]["login"] == "mona" or "mona" in _logins(item["assignees"])
                or "mona" in _commenters(item))
    _expect(server, everything, "involves:mona", involved)
    # A review request alone is not involvement, as GitHub documents `involves:`.
    waiting = [i for i in everything if "mona" in _reviewers(i) and not involved(i)]
    assert waiting


def test_mentions_in_a_body_or_a_comment(server, everything):
    issue = everything[0]
    assert server.data("github", """mutation($id: ID!) { addComment(input: {subjectId: $id, body: "cc @hubot, thoughts?"}) {
      clientMutationId } }""", {"id": issue["id"]})
    assert _ids(_search(server, "mentions:hubot")) == [issue["id"]]
    assert issue["id"] in _ids(_search(server, "involves:hubot"))


def test_label_with_and_without_quotes(server, everything):
    _expect(server, everything, "label:BUG", lambda i: "bug" in _label_names(i))
    _expect(server, everything, 'label:"good first issue"', lambda i: "good first issue" in _label_names(i))
    _expect(server, everything, "label:bug label:question",
            lambda i: {"bug", "question"} <= _label_names(i))


def _label_names(item) -> set[str]:
    return {label["name"] for label in item["labels"]["nodes"]}


def test_repo_org_and_user_name_where_to_look_and_widen_together(server, everything):
    _expect(server, everything, "repo:octocat/store", lambda i: i["repository"]["nameWithOwner"] == "octocat/store")
    _expect(server, everything, "org:baton-labs", lambda i: i["repository"]["owner"]["login"] == "baton-labs")
    _expect(server, everything, "user:hubot", lambda i: i["repository"]["owner"]["login"] == "hubot")
    _expect(server, everything, "user:hubot repo:octocat/store",
            lambda i: i["repository"]["owner"]["login"] == "hubot" or i["repository"]["nameWithOwner"] == "octocat/store")


def test_language(server, everything):
    _expect(server, everything, "language:swift",
            lambda i: (i["repository"]["primaryLanguage"] or {}).get("name") == "Swift")


def test_words_match_the_title_or_the_body(server, everything):
    _expect(server, everything, "crash resizing", lambda i: all(
        word in f"{i['title']} {i['body']}".lower() for word in ("crash", "resizing")))


# Together


def test_qualifiers_and_words_combine_as_and(server, everything):
    _expect(server, everything, "is:open is:pr label:enhancement author:mona", lambda i: (
        i["state"] == "OPEN" and _pull_request(i) and "enhancement" in _label_names(i)
        and i["author"]["login"] == "mona"))
    _expect(server, everything, "docs is:issue is:closed user:mona", lambda i: (
        not _pull_request(i) and i["state"] == "CLOSED" and i["repository"]["owner"]["login"] == "mona"
        and "docs" in f"{i['title']} {i['body']}".lower()))
    assert _search(server, "is:open is:closed") == []


def test_at_me_is_the_token_s_viewer(server):
    for qualifier in ("author", "assignee", "review-requested", "involves", "commenter", "user"):
        as_hubot = _search(server, f"{qualifier}:@me", token=HUBOT_TOKEN)
        assert _ids(as_hubot) == _ids(_search(server, f"{qualifier}:hubot", token=HUBOT_TOKEN)), qualifier
    assert _ids(_search(server, "author:@ME")) == _ids(_search(server, "author:mona"))


# Order, counts and pages


@pytest.mark.parametrize("sort, field, descending", [
    ("updated-desc", "updatedAt", True), ("updated", "updatedAt", True), ("updated-asc", "updatedAt", False),
    ("created-desc", "createdAt", True), ("created-asc", "createdAt", False),
])
def test_sort_by_a_moment(server, sort, field, descending):
    found = _search(server, f"is:open sort:{sort}")
    moments = [i[field] for i in found]
    assert moments == sorted(moments, reverse=descending)
    assert sorted(_ids(found)) == sorted(_ids(_search(server, "is:open")))


def test_sort_by_comments_and_newest_first_without_sort(server):
    counts = [i["comments"]["totalCount"] for i in _search(server, "is:pr sort:comments-desc")]
    assert counts == sorted(counts, reverse=True) and counts[0] > counts[-1]
    created = [i["createdAt"] for i in _search(server, "is:pr")]
    assert created == sorted(created, reverse=True)


def test_pages_after_a_cursor_are_the_whole_list_in_order(server):
    whole = _search(server, "is:open involves:@me")
    assert _ids(_search(server, "is:open involves:@me", page_size=7)) == _ids(whole)
    last = server.data("github", """{ search(query: "is:open involves:@me", type: ISSUE, last: 3) {
      issueCount nodes { ... on Issue { id } ... on PullRequest { id } } } }""")["search"]
    assert last["issueCount"] == len(whole)
    assert _ids(last["nodes"]) == _ids(whole[-3:])


# Refusals


@pytest.mark.parametrize("text, named", [
    ("is:sideways", '"is:sideways"'),
    ("is:open is:public-ish", '"is:public-ish"'),
    ("sort:stars-desc", '"sort:stars-desc"'),
    ("sort:updated-sideways", '"sort:updated-sideways"'),
    ("author:", '"author:"'),
    ('label:""', '"label:"'),
    ("is:pr review-requested: ", '"review-requested:"'),
])
def test_a_malformed_qualifier_is_refused_naming_it(server, text, named):
    error = _refusal(server, text)
    assert error["message"].startswith(f"Invalid search query {named}")


@pytest.mark.parametrize("text", ["author:nobody-at-all", "involves:nobody-at-all", "repo:mona/no-such-thing",
                                  "org:no-such-org is:open"])
def test_an_unknown_user_or_repository_is_refused_as_github_does(server, text):
    error = _refusal(server, text)
    assert error["message"] == ("The listed users and repositories cannot be searched either because the "
                                "resources do not exist or you do not have permission to view them.")


def test_a_private_repository_is_searched_by_its_owner_alone(server):
    private = server.data("github", """{ viewer { repositories(first: 1, privacy: PRIVATE) { nodes { nameWithOwner } } } }""")
    name = private["viewer"]["repositories"]["nodes"][0]["nameWithOwner"]
    _search(server, f"repo:{name}")  # no error for mona
    _refusal(server, f"repo:{name}", token=HUBOT_TOKEN)


def test_an_unknown_key_is_plain_words(server, everything):
    _expect(server, everything, "reproduce:", lambda i: "reproduce:" in f"{i['title']} {i['body']}".lower())


# Repositories


REPOSITORY_SEARCH = """query($q: String!) { search(query: $q, type: REPOSITORY, first: 100) {
  repositoryCount issueCount nodes { ... on Repository { nameWithOwner isPrivate forkCount updatedAt stargazerCount
    owner { login } } } } }"""


def test_repository_search_keeps_its_qualifiers_and_takes_its_own_sorts(server):
    mine = server.data("github", REPOSITORY_SEARCH, {"q": "user:@me"})["search"]
    assert mine["repositoryCount"] == 60 and mine["issueCount"] == 0
    stars = [r["stargazerCount"] for r in mine["nodes"]]
    assert stars == sorted(stars, reverse=True)
    private = server.data("github", REPOSITORY_SEARCH, {"q": "user:mona is:private"})["search"]
    assert private["repositoryCount"] == 14 and all(r["isPrivate"] for r in private["nodes"])
    forks = [r["forkCount"] for r in server.data("github", REPOSITORY_SEARCH, {"q": "user:mona sort:forks-asc"})
             ["search"]["nodes"]]
    assert forks == sorted(forks)
    updated = [r["updatedAt"] for r in server.data("github", REPOSITORY_SEARCH, {"q": "org:octo-org sort:updated"})
               ["search"]["nodes"]]
    assert updated == sorted(updated, reverse=True)
    assert _refusal(server, "user:mona is:open", "REPOSITORY")["message"].startswith('Invalid search query "is:open"')
    assert _refusal(server, "user:mona sort:comments", "REPOSITORY")["message"].startswith(
        'Invalid search query "sort:comments"')


# Review requests


def test_review_requests_name_their_reviewer_and_resolve_as_nodes(server):
    [pull_request] = server.data("github", """{ search(query: "is:pr review-requested:@me sort:created-asc", type: ISSUE, first: 1) {
      nodes { ... on PullRequest { id reviewRequests(first: 10) { totalCount nodes { id asCodeOwner databaseId
        pullRequest { id } requestedReviewer { __typename ... on User { login } } } } } } } }""")["search"]["nodes"]
    requests = pull_request["reviewRequests"]
    assert requests["totalCount"] == len(requests["nodes"]) >= 1
    assert "mona" in {r["requestedReviewer"]["login"] for r in requests["nodes"]}
    for request in requests["nodes"]:
        assert request["pullRequest"] == {"id": pull_request["id"]}
        assert request["asCodeOwner"] is False and request["id"].startswith("RR_")
        assert request["requestedReviewer"]["__typename"] == "User"
    first = requests["nodes"][0]
    node = server.data("github", """query($id: ID!) { node(id: $id) { __typename ... on ReviewRequest {
      requestedReviewer { ... on User { login } } } } }""", {"id": first["id"]})["node"]
    assert node == {"__typename": "ReviewRequest", "requestedReviewer": {"login": first["requestedReviewer"]["login"]}}
