"""GitHub's REST `GET /repos/{owner}/{repo}/pulls/{number}`: the pull request in the REST
API's JSON, or under `Accept: application/vnd.github.diff` (or `.v3.diff`) its unified
diff (`diff.py`), as GitHub's media type with its `X-GitHub-Media-Type`. A diff over
GitHub's limits is 406 in GitHub's words; an unknown or hidden repository or pull request
404; a token GitHub does not know 401. Without a token, public data is served, as GitHub's
REST API serves it."""

from collections.abc import Callable, Mapping

from ..endpoint import Endpoint
from ..media_types import accepts
from ..reply import Reply
from ..rest_api import RestRequest, RestRoute
from .dataset import GitHubData
from .diff import refusal, unified_diff
from .model import PullRequest, User
from .rest_accounts import simple_user
from .tokens import REST_BAD_CREDENTIALS, TOKENS, token_in

DIFF_MEDIA_TYPES = ("application/vnd.github.diff", "application/vnd.github.v3.diff")
DOCUMENTATION = "https://docs.github.com/rest/pulls/pulls#get-a-pull-request"
NOT_FOUND = {"message": "Not Found", "documentation_url": DOCUMENTATION, "status": "404"}
PULL_REQUEST_PATH = "/repos/{owner}/{repo}/pulls/{number}"


def pull_request_routes(endpoint: Endpoint, current_data: Callable[[], GitHubData]) -> list[RestRoute]:
    def diff(request: RestRequest) -> Reply:
        return _with_pull_request(endpoint, current_data, request, _diff_reply)

    def json(request: RestRequest) -> Reply:
        return _with_pull_request(endpoint, current_data, request, _json_reply)

    return [RestRoute("GET", PULL_REQUEST_PATH, "pulls.diff", diff, takes=_wants_diff),
            RestRoute("GET", PULL_REQUEST_PATH, "pulls.get", json)]


def _wants_diff(headers: Mapping[str, str]) -> bool:
    return any(accepts(headers.get("Accept"), media_type) for media_type in DIFF_MEDIA_TYPES)


def _with_pull_request(endpoint: Endpoint, current_data: Callable[[], GitHubData], request: RestRequest,
                       answer: Callable[[PullRequest, RestRequest], Reply]) -> Reply:
    token = token_in(request.headers)
    if token is not None and token not in TOKENS:
        return Reply.json(401, REST_BAD_CREDENTIALS)
    with endpoint.lock:
        data = current_data()
        viewer = data.user(TOKENS[token]) if token is not None else None
        pull_request = _pull_request(data, viewer, request.parameters)
        return answer(pull_request, request) if pull_request is not None else Reply.json(404, NOT_FOUND)


def _pull_request(data: GitHubData, viewer: User | None, parameters: dict[str, str]) -> PullRequest | None:
    if not parameters["number"].isdigit():
        return None
    repository = data.repository(parameters["owner"], parameters["repo"], viewer)
    number = int(parameters["number"])
    return next((p for p in repository.pullRequests if p.number == number), None) if repository else None


def _diff_reply(pull_request: PullRequest, request: RestRequest) -> Reply:
    too_large = refusal(pull_request)
    if too_large is not None:
        return Reply.json(406, {
            "message": too_large,
            "errors": [{"resource": "PullRequest", "field": "diff", "code": "too_large"}],
            "documentation_url": DOCUMENTATION,
            "status": "406",
        })
    media_type = next(m for m in reversed(DIFF_MEDIA_TYPES) if accepts(request.headers.get("Accept"), m))
    version = "github.v3" if ".v3." in media_type else "github"
    return Reply(200, unified_diff(pull_request).encode(), content_type=f"{media_type}; charset=utf-8",
                 headers={"X-GitHub-Media-Type": f"{version}; param=diff"})


def _json_reply(pull_request: PullRequest, request: RestRequest) -> Reply:
    repository = pull_request.repository
    api_url = f"{request.root}/repos/{repository.nameWithOwner}/pulls/{pull_request.number}"
    merge_commit = pull_request.mergeCommit
    return Reply.json(200, {
        "url": api_url,
        "id": pull_request.databaseId,
        "node_id": pull_request.id,
        "html_url": pull_request.url,
        "diff_url": f"{pull_request.url}.diff",
        "patch_url": f"{pull_request.url}.patch",
        "number": pull_request.number,
        "state": "open" if pull_request.state == "OPEN" else "closed",
        "title": pull_request.title,
        "body": pull_request.body,
        "user": simple_user(pull_request.author),
        "created_at": pull_request.createdAt,
        "updated_at": pull_request.updatedAt,
        "closed_at": pull_request.closedAt,
        "merged_at": pull_request.mergedAt,
        "merge_commit_sha": merge_commit.oid if merge_commit else None,
        "draft": pull_request.isDraft,
        "head": {"label": f"{pull_request.author.login}:{pull_request.headRefName}", "ref": pull_request.headRefName,
                 "sha": pull_request.headRefOid},
        "base": {"label": f"{repository.owner.login}:{pull_request.baseRefName}", "ref": pull_request.baseRefName},
        "merged": pull_request.merged,
        "mergeable": {"MERGEABLE": True, "CONFLICTING": False}.get(pull_request.mergeable),
        "merged_by": simple_user(pull_request.mergedBy) if pull_request.mergedBy else None,
        "comments": len(pull_request.comments),
        "commits": len(pull_request.commits),
        "additions": pull_request.additions,
        "deletions": pull_request.deletions,
        "changed_files": pull_request.changedFiles,
    })
