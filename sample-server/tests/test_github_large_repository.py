"""`octo-org/monorepo`: 10,000 issues and 2,000 pull requests to page to their end, the
same on every start whatever is read first, none of them of the sample tokens' users, and
the rest of the data as it was (sample-server/README.md, GitHub)."""

from collections import Counter

import pytest

from github_actions import HUBOT_TOKEN, OCTOCAT_TOKEN
from sample_client import DEFAULT_TOKEN

SAMPLE_TOKEN_USERS = ("mona", "hubot", "octocat")
TOKENS = {"mona": DEFAULT_TOKEN, "hubot": HUBOT_TOKEN, "octocat": OCTOCAT_TOKEN}

ISSUES = """query($first: Int, $after: String, $last: Int, $before: String, $states: [IssueState!],
    $orderBy: IssueOrder) {
  repository(owner: "octo-org", name: "monorepo") {
    issues(first: $first, after: $after, last: $last, before: $before, states: $states, orderBy: $orderBy) {
      totalCount pageInfo { hasNextPage hasPreviousPage endCursor }
      nodes { id number title state createdAt updatedAt author { login } assignees(first: 10) { nodes { login } }
        labels(first: 10) { nodes { name } } comments(first: 0) { totalCount } } } } }"""

PULL_REQUESTS = """query($first: Int, $after: String, $states: [PullRequestState!]) {
  repository(owner: "octo-org", name: "monorepo") {
    pullRequests(first: $first, after: $after, states: $states) {
      totalCount pageInfo { hasNextPage endCursor }
      nodes { id number title state isDraft author { login } assignees(first: 10) { nodes { login } }
        reviewRequests(first: 10) { nodes { requestedReviewer { ... on User { login } } } }
        reviews(first: 10) { nodes { author { login } } } mergedBy { login } } } } }"""

COUNT = """query($q: String!) { search(query: $q, type: ISSUE, first: 1) { issueCount } }"""

NUMBERED = """query($issue: Int!, $pullRequest: Int!) { repository(owner: "octo-org", name: "monorepo") {
  issue(number: $issue) { id title state createdAt author { login } }
  pullRequest(number: $pullRequest) { id title state createdAt author { login } } } }"""

SAMPLE = [(1, 10_001), (2, 10_002), (777, 10_777), (5_000, 11_111), (9_999, 11_999), (10_000, 12_000)]


def _pages(server, document: str, field: str, **variables) -> list[dict]:
    """Every page of the monorepo's `field`, 100 at a time from the first, by cursors."""
    pages, after = [], None
    while True:
        page = server.data("github", document, {"first": 100, **variables, "after": after})["repository"][field]
        pages.append(page)
        if not page["pageInfo"]["hasNextPage"]:
            return pages
        after = page["pageInfo"]["endCursor"]


def _nodes(pages: list[dict]) -> list[dict]:
    return [node for page in pages for node in page["nodes"]]


@pytest.fixture(scope="module")
def issue_pages(running_server) -> list[dict]:
    """Every page of issues, in the connection's order (oldest first)."""
    assert running_server.control("POST", "reset").status == 200
    return _pages(running_server, ISSUES, "issues")


@pytest.fixture(scope="module")
def issues(issue_pages) -> list[dict]:
    return _nodes(issue_pages)


@pytest.fixture(scope="module")
def pull_requests(running_server) -> list[dict]:
    assert running_server.control("POST", "reset").status == 200
    return _nodes(_pages(running_server, PULL_REQUESTS, "pullRequests"))


def _logins(connection: dict) -> set[str]:
    return {node["login"] for node in connection["nodes"]}


def test_issues_page_from_the_first_to_the_10000th(issue_pages):
    pages = issue_pages
    assert len(pages) == 100
    assert {page["totalCount"] for page in pages} == {10_000}
    assert all(len(page["nodes"]) == 100 for page in pages)
    assert [page["pageInfo"]["hasNextPage"] for page in pages] == [True] * 99 + [False]
    assert [page["pageInfo"]["hasPreviousPage"] for page in pages] == [False] + [True] * 99
    found = _nodes(pages)
    assert [issue["number"] for issue in found] == list(range(1, 10_001))
    assert len({issue["id"] for issue in found}) == 10_000
    created = [issue["createdAt"] for issue in found]
    assert created == sorted(created)


def test_pull_requests_are_numbered_after_the_issues(pull_requests):
    assert [p["number"] for p in pull_requests] == list(range(10_001, 12_001))
    assert len({p["id"] for p in pull_requests}) == 2_000


def test_the_last_page_backward_ends_with_the_10000th(server):
    page = server.data("github", ISSUES, {"last": 100})["repository"]["issues"]
    assert [issue["number"] for issue in page["nodes"]] == list(range(9_901, 10_001))
    assert page["totalCount"] == 10_000
    assert page["pageInfo"]["hasPreviousPage"] and not page["pageInfo"]["hasNextPage"]


def test_states_mix_and_filter_with_their_counts(server, issues, pull_requests):
    states = Counter(issue["state"] for issue in issues)
    assert set(states) == {"OPEN", "CLOSED"} and 0.3 < states["OPEN"] / 10_000 < 0.8
    pull_request_states = Counter(p["state"] for p in pull_requests)
    assert set(pull_request_states) == {"OPEN", "MERGED", "CLOSED"}
    assert any(p["isDraft"] for p in pull_requests)
    open_issues = _pages(server, ISSUES, "issues", states=["OPEN"],
                         orderBy={"field": "UPDATED_AT", "direction": "DESC"})
    assert {page["totalCount"] for page in open_issues} == {states["OPEN"]}
    found = _nodes(open_issues)
    assert sorted(issue["number"] for issue in found) == [i["number"] for i in issues if i["state"] == "OPEN"]
    updated = [issue["updatedAt"] for issue in found]
    assert updated == sorted(updated, reverse=True)
    merged = server.data("github", PULL_REQUESTS, {"first": 1, "states": ["MERGED"]})["repository"]["pullRequests"]
    assert merged["totalCount"] == pull_request_states["MERGED"]


def test_items_have_titles_authors_labels_and_comments(issues):
    assert all(issue["title"] and issue["author"]["login"] for issue in issues)
    assert sum(bool(issue["labels"]["nodes"]) for issue in issues) > 5_000
    assert sum(bool(issue["assignees"]["nodes"]) for issue in issues) > 5_000
    assert sum(issue["comments"]["totalCount"] for issue in issues) > 20_000
    assert len({issue["author"]["login"] for issue in issues}) > 100


def test_none_of_it_is_the_sample_tokens_users(issues, pull_requests):
    for item in [*issues, *pull_requests]:
        people = {item["author"]["login"], *_logins(item["assignees"])}
        if "reviews" in item:
            people |= {request["requestedReviewer"]["login"] for request in item["reviewRequests"]["nodes"]}
            people |= {review["author"]["login"] for review in item["reviews"]["nodes"]}
            people |= {item["mergedBy"]["login"]} if item["mergedBy"] else set()
        assert not people & set(SAMPLE_TOKEN_USERS), item["number"]


@pytest.mark.parametrize("qualifier", ["author", "assignee", "review-requested", "commenter", "mentions", "involves"])
def test_no_search_finds_the_sample_tokens_users_in_it(server, qualifier):
    for login in SAMPLE_TOKEN_USERS:
        query = f"repo:octo-org/monorepo {qualifier}:{login}"
        assert server.data("github", COUNT, {"q": query})["search"]["issueCount"] == 0, query


def test_a_search_naming_it_counts_its_items(server, issues, pull_requests):
    def count(query: str) -> int:
        return server.data("github", COUNT, {"q": query})["search"]["issueCount"]

    assert count("repo:octo-org/monorepo is:issue is:open") == sum(i["state"] == "OPEN" for i in issues)
    assert count("repo:octo-org/monorepo is:pr is:merged") == sum(p["state"] == "MERGED" for p in pull_requests)
    assert count("repo:octo-org/monorepo") == 12_000


def test_searches_that_do_not_name_it_leave_it_out(server):
    names, after = [], None
    while True:
        page = server.data("github", """query($after: String) {
          search(query: "org:octo-org", type: ISSUE, first: 100, after: $after) { pageInfo { hasNextPage endCursor }
            nodes { ... on Issue { repository { name } } ... on PullRequest { repository { name } } } } }""",
                           {"after": after})["search"]
        names += [node["repository"]["name"] for node in page["nodes"]]
        if not page["pageInfo"]["hasNextPage"]:
            break
        after = page["pageInfo"]["endCursor"]
    assert names and "monorepo" not in names
    named = server.data("github", """{ search(query: "repo:octo-org/monorepo", type: REPOSITORY, first: 5) {
      repositoryCount } }""")
    assert named["search"]["repositoryCount"] == 1


DASHBOARD = ["is:open is:pr review-requested:@me", "is:open is:pr author:@me", "is:open assignee:@me",
             "is:open involves:@me"]


def _dashboard(server, token: str) -> dict[str, int]:
    return {query: server.data("github", COUNT, {"q": query}, token=token)["search"]["issueCount"]
            for query in DASHBOARD}


def _inbox(server, token: str) -> list[tuple[str, bool]]:
    """Every thread of the token's inbox, read or not, as its id and whether it is unread."""
    threads: list[tuple[str, bool]] = []
    for page in range(1, 100):
        response = server.request("GET", f"/github/notifications?all=true&per_page=50&page={page}",
                                  headers={"Authorization": f"bearer {token}"})
        assert response.status == 200, response.body
        threads += [(thread["id"], thread["unread"]) for thread in response.json()]
        if len(response.json()) < 50:
            return threads
    raise AssertionError("the inbox does not end")


def test_the_rest_of_the_data_is_as_it_was_before_and_after_it_is_made(start_server):
    server = start_server()
    before = {login: (_dashboard(server, token), _inbox(server, token)) for login, token in TOKENS.items()}
    assert server.data("github", ISSUES, {"first": 1})["repository"]["issues"]["totalCount"] == 10_000
    after = {login: (_dashboard(server, token), _inbox(server, token)) for login, token in TOKENS.items()}
    assert after == before
    assert before["mona"][0] == dict(zip(DASHBOARD, [12, 66, 12, 234]))
    mona = server.data("github", """{ viewer { repositories(first: 1) { totalCount }
      starredRepositories(first: 1) { totalCount } } }""")["viewer"]
    assert (mona["repositories"]["totalCount"], mona["starredRepositories"]["totalCount"]) == (60, 40)


def test_the_same_items_on_every_start_whatever_is_read_first(server, start_server):
    here = [server.data("github", NUMBERED, {"issue": i, "pullRequest": p})["repository"] for i, p in SAMPLE]
    # Another server's first read is of a node by its id, which makes them all.
    other = start_server()
    late_pull_request = here[-2]["pullRequest"]
    node = other.data("github", """query($id: ID!) { node(id: $id) { ... on PullRequest { id title } } }""",
                      {"id": late_pull_request["id"]})["node"]
    assert node == {"id": late_pull_request["id"], "title": late_pull_request["title"]}
    there = [other.data("github", NUMBERED, {"issue": i, "pullRequest": p})["repository"] for i, p in SAMPLE]
    assert there == here


def test_its_pull_requests_are_served_by_the_rest_api_too(server):
    response = server.request("GET", "/github/repos/octo-org/monorepo/pulls/12000",
                              headers={"Authorization": f"bearer {DEFAULT_TOKEN}"})
    assert response.status == 200, response.body
    assert response.json()["number"] == 12_000
