"""GitHub's REST `GET /repos/{owner}/{repo}/pulls/{number}` beside the GraphQL endpoint:
the pull request as JSON, its diff, GitHub's refusals, the request log and faults."""

import re
import time

import pytest

from github_actions import (
    CONFLICTING,
    HUBOT_TOKEN,
    MERGED,
    OTHERS_OPEN_PULL_REQUEST,
    TOO_MANY_FILES,
    TOO_MANY_LINES,
    pull_request,
    split,
)
from sample_client import DEFAULT_TOKEN

DIFF = "application/vnd.github.diff"
FILES = "additions deletions changedFiles files(first: 100) { totalCount nodes { path additions deletions changeType } }"


def rest(server, reference: str, accept: str | None = DIFF, token: str | None = DEFAULT_TOKEN, headers: dict | None = None):
    owner, name, number = split(reference)
    sent = {**({"Accept": accept} if accept else {}), **({"Authorization": f"token {token}"} if token else {}), **(headers or {})}
    return server.request("GET", f"/github/repos/{owner}/{name}/pulls/{number}", headers=sent)


def _sections(diff: str) -> list[dict]:
    """Each file's section of a unified diff: its paths, headers and its lines counted."""
    sections = []
    for chunk in re.split(r"^(?=diff --git )", diff, flags=re.MULTILINE):
        if not chunk:
            continue
        lines = chunk.split("\n")
        before, after = re.match(r"diff --git a/(\S+) b/(\S+)$", lines[0]).groups()
        body = [line for line in lines if line.startswith(("+", "-", " ")) and not line.startswith(("+++ ", "--- "))]
        sections.append({"before": before, "after": after, "lines": lines,
                         "additions": sum(line.startswith("+") for line in body),
                         "deletions": sum(line.startswith("-") for line in body)})
    return sections


def _check_hunks(lines: list[str]) -> None:
    """Each hunk's header counts the lines below it, as `git apply` would check."""
    index = 0
    while index < len(lines):
        header = re.match(r"@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@", lines[index])
        index += 1
        if not header:
            continue
        old = int(header.group(2) or 1)
        new = int(header.group(4) or 1)
        while old or new:
            line = lines[index]
            assert line[:1] in "+- ", line
            old -= line[:1] in "- "
            new -= line[:1] in "+ "
            index += 1
        assert old == new == 0


@pytest.mark.parametrize("accept", [DIFF, "application/vnd.github.v3.diff"])
def test_the_diff_agrees_with_the_pull_request_s_files(server, accept):
    response = rest(server, OTHERS_OPEN_PULL_REQUEST, accept=accept)
    assert response.status == 200
    assert response.content_type == f"{accept}; charset=utf-8"
    assert response.headers["x-github-media-type"] == ("github.v3; param=diff" if ".v3." in accept else "github; param=diff")
    files = pull_request(server, OTHERS_OPEN_PULL_REQUEST, FILES)
    sections = _sections(response.body.decode())
    assert len(sections) == files["changedFiles"] == files["files"]["totalCount"]
    assert sum(s["additions"] for s in sections) == files["additions"]
    assert sum(s["deletions"] for s in sections) == files["deletions"]
    for section, file in zip(sections, files["files"]["nodes"]):
        assert section["after"] == file["path"]
        assert (section["additions"], section["deletions"]) == (file["additions"], file["deletions"])
        _check_hunks(section["lines"])


def test_every_diff_of_the_viewer_s_repositories_agrees_with_its_files(server):
    """Added, deleted and renamed files too, each with git's headers."""
    repositories = server.data("github", """{ viewer { repositories(first: 20, privacy: PUBLIC) { nodes { nameWithOwner
      pullRequests(first: 30) { nodes { number changedFiles files(first: 100) { nodes { path changeType additions deletions } } } } } } } }""")
    kinds = set()
    for repository in repositories["viewer"]["repositories"]["nodes"]:
        for pull in repository["pullRequests"]["nodes"]:
            if pull["changedFiles"] > 100:
                continue
            response = rest(server, f"{repository['nameWithOwner']}#{pull['number']}")
            if response.status == 406:
                continue
            sections = _sections(response.body.decode())
            assert [s["after"] for s in sections] == [f["path"] for f in pull["files"]["nodes"]]
            for section, file in zip(sections, pull["files"]["nodes"]):
                kinds.add(file["changeType"])
                assert (section["additions"], section["deletions"]) == (file["additions"], file["deletions"])
                header = "\n".join(section["lines"][:6])
                if file["changeType"] == "ADDED":
                    assert "new file mode 100644" in header and "--- /dev/null" in header and file["deletions"] == 0
                elif file["changeType"] == "DELETED":
                    assert "deleted file mode 100644" in header and "+++ /dev/null" in header and file["additions"] == 0
                elif file["changeType"] == "RENAMED":
                    assert f"rename from {section['before']}\nrename to {section['after']}" in header
                    assert section["before"] != section["after"]
                else:
                    assert section["before"] == section["after"] and file["additions"] + file["deletions"] >= 1
                _check_hunks(section["lines"])
    assert kinds == {"ADDED", "DELETED", "MODIFIED", "RENAMED"}


def test_the_same_diff_on_every_request(server):
    assert rest(server, CONFLICTING).body == rest(server, CONFLICTING).body


@pytest.mark.parametrize(("reference", "words"), [
    (TOO_MANY_FILES, "Sorry, the diff exceeded the maximum number of files (300). Consider using "
                     "'List pull requests files' API or locally cloning the repository instead."),
    (TOO_MANY_LINES, "Sorry, the diff exceeded the maximum number of lines (20000)"),
])
def test_a_diff_over_github_s_limits_is_406(server, reference, words):
    response = rest(server, reference)
    assert response.status == 406
    assert response.json() == {
        "message": words, "errors": [{"resource": "PullRequest", "field": "diff", "code": "too_large"}],
        "documentation_url": "https://docs.github.com/rest/pulls/pulls#get-a-pull-request", "status": "406"}
    # Its files are all there for the GraphQL API all the same.
    sizes = pull_request(server, reference, "changedFiles additions deletions files(first: 1) { totalCount }")
    assert sizes["files"]["totalCount"] == sizes["changedFiles"]
    assert sizes["changedFiles"] > 300 or sizes["additions"] + sizes["deletions"] > 20_000


@pytest.mark.parametrize("accept", [None, "application/json", "application/vnd.github+json"])
def test_the_pull_request_as_json(server, accept):
    response = rest(server, MERGED, accept=accept)
    assert response.status == 200 and response.content_type == "application/json; charset=utf-8"
    body = response.json()
    graphql = pull_request(server, MERGED, """id number title url additions deletions changedFiles headRefName headRefOid
      author { login } mergeCommit { oid }""")
    owner, name, number = split(MERGED)
    assert body["url"] == f"{server.url}/github/repos/{owner}/{name}/pulls/{number}"
    assert (body["number"], body["title"], body["state"], body["merged"]) == (number, graphql["title"], "closed", True)
    assert (body["html_url"], body["diff_url"]) == (graphql["url"], graphql["url"] + ".diff")
    assert (body["additions"], body["deletions"], body["changed_files"]) == (
        graphql["additions"], graphql["deletions"], graphql["changedFiles"])
    assert (body["node_id"], body["user"]["login"], body["merge_commit_sha"]) == (
        graphql["id"], graphql["author"]["login"], graphql["mergeCommit"]["oid"])
    assert body["head"] == {"label": f"{graphql['author']['login']}:{graphql['headRefName']}",
                            "ref": graphql["headRefName"], "sha": graphql["headRefOid"]}


def test_an_open_pull_request_s_json_says_whether_it_merges(server):
    body = rest(server, CONFLICTING, accept="application/json").json()
    assert (body["state"], body["merged"], body["mergeable"], body["merged_at"]) == ("open", False, False, None)


@pytest.mark.parametrize("path", [
    "/github/repos/mona/no-such-repository/pulls/1",
    "/github/repos/mona/audio-dotfiles/pulls/999",
    "/github/repos/mona/audio-dotfiles/pulls/1",  # an issue's number
    "/github/repos/mona/audio-dotfiles/pulls/first",
])
@pytest.mark.parametrize("accept", [DIFF, "application/json"])
def test_an_unknown_repository_or_pull_request_is_404(server, path, accept):
    response = server.request("GET", path, headers={"Accept": accept, "Authorization": f"bearer {DEFAULT_TOKEN}"})
    assert response.status == 404
    assert response.json() == {"message": "Not Found", "status": "404",
                               "documentation_url": "https://docs.github.com/rest/pulls/pulls#get-a-pull-request"}


def test_a_path_no_route_takes_is_github_s_404(server):
    for method, path in (("GET", "/github/repos/mona/audio-dotfiles"), ("POST", "/github/repos/mona/audio-dotfiles/pulls/12")):
        response = server.request(method, path, headers={"Authorization": f"bearer {DEFAULT_TOKEN}"})
        assert response.status == 404
        assert response.json() == {"message": "Not Found", "documentation_url": "https://docs.github.com/rest", "status": "404"}
    assert server.request("GET", "/rickandmorty/api/character/1").status == 404


def test_a_bad_token_is_401_and_no_token_reads_public_data_alone(server):
    response = rest(server, OTHERS_OPEN_PULL_REQUEST, token="ghp_nope")
    assert response.status == 401
    assert response.json() == {"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"}
    assert rest(server, OTHERS_OPEN_PULL_REQUEST, token=None).status == 200
    private = server.data("github", """{ viewer { repositories(first: 20, privacy: PRIVATE) { nodes { nameWithOwner
      pullRequests(first: 1) { nodes { number } } } } } }""")
    owned = next(r for r in private["viewer"]["repositories"]["nodes"] if r["pullRequests"]["nodes"])
    reference = f"{owned['nameWithOwner']}#{owned['pullRequests']['nodes'][0]['number']}"
    assert rest(server, reference).status == 200
    assert rest(server, reference, token=None).status == 404
    assert rest(server, reference, token=HUBOT_TOKEN).status == 404


def test_rest_requests_are_logged_with_their_route(server):
    server.control("DELETE", "requests")
    rest(server, CONFLICTING)
    rest(server, CONFLICTING, accept="application/json")
    server.request("GET", "/github/repos/mona/audio-dotfiles")
    owner, name, number = split(CONFLICTING)
    path = f"/github/repos/{owner}/{name}/pulls/{number}"
    assert server.control("GET", "requests?endpoint=github").json()["requests"] == [
        {"endpoint": "github", "operationName": None, "rootFields": [], "faults": [], "method": "GET", "path": path,
         "route": "pulls.diff"},
        {"endpoint": "github", "operationName": None, "rootFields": [], "faults": [], "method": "GET", "path": path,
         "route": "pulls.get"},
        {"endpoint": "github", "operationName": None, "rootFields": [], "faults": [], "method": "GET",
         "path": "/github/repos/mona/audio-dotfiles", "route": None},
    ]


@pytest.mark.parametrize("match", ["pulls.diff", "/repos/mona/audio-dotfiles/pulls/17", "/github/repos/mona/audio-dotfiles/pulls/17"])
def test_an_armed_fault_matches_the_route_or_the_path(server, match):
    server.control("POST", "faults", {"endpoint": "github", "match": match, "fault": "status=502"})
    assert rest(server, CONFLICTING, accept="application/json").status == (502 if match != "pulls.diff" else 200)
    response = rest(server, CONFLICTING)
    assert response.status == (200 if match != "pulls.diff" else 502)
    assert server.control("GET", "faults").json() == {"faults": []}


@pytest.mark.parametrize(("spec", "check"), [
    ("status=503", lambda r: (r.status, r.headers.get("retry-after")) == (503, "60")),
    ("malformed", lambda r: r.status == 406 and not r.body.startswith(b'{"message":')),
])
def test_the_fault_header_applies_to_rest_requests(server, spec, check):
    assert check(rest(server, TOO_MANY_FILES, headers={"X-Sample-Fault": spec}))


def test_a_delayed_diff_answers_late(server):
    server.control("POST", "faults", {"endpoint": "github", "match": "pulls.diff", "fault": "delay=300ms"})
    started = time.monotonic()
    assert rest(server, CONFLICTING).status == 200
    assert time.monotonic() - started >= 0.3
    logged = server.control("GET", "requests?endpoint=github").json()["requests"][-1]
    assert (logged["route"], logged["faults"]) == ("pulls.diff", ["delay=300ms"])
