"""GitHub's REST notifications, the token's inbox (`inboxes`):

- `GET /notifications`: its unread threads (every one with `all=true`, those the viewer
  takes part in with `participating=true`, those updated at `since` or later and before
  `before`), newest first, `per_page` at a time (50, GitHub's most for notifications) from
  `page`, the pages linked in `Link` as GitHub links them. `Last-Modified` is when the
  inbox last changed, and a request `If-Modified-Since` then or later is 304 without a
  body; `X-Poll-Interval` is how long to wait before asking again (`poll_interval`).
- `PATCH /notifications/threads/{thread_id}`: the thread read, 205.
- `DELETE /notifications/threads/{thread_id}`: the thread done, out of the inbox, 204.
- `PUT /notifications`: every thread updated at `last_read_at` (now by default) or before
  read (unread with `"read": false`), 205. GitHub answers 202 where it marks many in the
  background; the sample's inboxes never need it.

Unlike the public reads, each needs a token. Another user's thread is 404, as an unknown
one is."""

import json
from collections.abc import Callable
from datetime import datetime, timezone
from email.utils import formatdate, parsedate_to_datetime
from urllib.parse import parse_qsl, urlencode

from ..endpoint import Endpoint
from ..reply import Reply
from ..rest_api import RestRequest, RestRoute
from .dataset import GitHubData
from .inboxes import Thread
from .model import PullRequest, User
from .moments import iso, seconds
from .mutation_subjects import now
from .rest_accounts import simple_user
from .tokens import REST_BAD_CREDENTIALS, TOKENS, token_in

DOCUMENTATION = "https://docs.github.com/rest/activity/notifications"
LIST_DOCUMENTATION = f"{DOCUMENTATION}#list-notifications-for-the-authenticated-user"
READ_ALL_DOCUMENTATION = f"{DOCUMENTATION}#mark-notifications-as-read"
READ_DOCUMENTATION = f"{DOCUMENTATION}#mark-a-thread-as-read"
DONE_DOCUMENTATION = f"{DOCUMENTATION}#mark-a-thread-as-done"
THREAD_PATH = "/notifications/threads/{thread_id}"
PER_PAGE = 50
# What `participating=true` keeps: the reasons of threads the viewer takes part in
# (`state_change` goes to the author alone).
PARTICIPATING = frozenset({"assign", "author", "comment", "mention", "review_requested", "state_change"})


class InvalidField(ValueError):
    """A parameter or a body's field GitHub would not take (422)."""


def notification_routes(endpoint: Endpoint, current_data: Callable[[], GitHubData],
                        poll_interval: Callable[[], int]) -> list[RestRoute]:
    def listed(request: RestRequest) -> Reply:
        return _as_viewer(endpoint, current_data, request, LIST_DOCUMENTATION,
                          lambda data, viewer: _list(data, viewer, request, poll_interval()))

    def read_all(request: RestRequest) -> Reply:
        return _as_viewer(endpoint, current_data, request, READ_ALL_DOCUMENTATION,
                          lambda data, viewer: _read_all(data, viewer, request))

    def read(request: RestRequest) -> Reply:
        return _as_viewer(endpoint, current_data, request, READ_DOCUMENTATION, lambda data, viewer: _mark(
            data.inboxes.thread(viewer, request.parameters["thread_id"]), data.mark_thread_read, 205,
            READ_DOCUMENTATION))

    def done(request: RestRequest) -> Reply:
        return _as_viewer(endpoint, current_data, request, DONE_DOCUMENTATION, lambda data, viewer: _mark(
            data.inboxes.thread(viewer, request.parameters["thread_id"]), data.mark_thread_done, 204,
            DONE_DOCUMENTATION))

    return [RestRoute("GET", "/notifications", "notifications.list", listed),
            RestRoute("PUT", "/notifications", "notifications.readAll", read_all),
            RestRoute("PATCH", THREAD_PATH, "notifications.read", read),
            RestRoute("DELETE", THREAD_PATH, "notifications.done", done)]


def _as_viewer(endpoint: Endpoint, current_data: Callable[[], GitHubData], request: RestRequest,
               documentation: str, answer: Callable[[GitHubData, User], Reply]) -> Reply:
    token = token_in(request.headers)
    if token is None:
        return Reply.json(401, {"message": "Requires authentication", "documentation_url": documentation,
                                "status": "401"})
    if token not in TOKENS:
        return Reply.json(401, REST_BAD_CREDENTIALS)
    with endpoint.lock:
        data = current_data()
        return answer(data, data.user(TOKENS[token]))


def _list(data: GitHubData, viewer: User, request: RestRequest, poll_interval: int) -> Reply:
    parameters = dict(parse_qsl(request.query, keep_blank_values=True))
    try:
        since = _moment(parameters["since"], "since") if "since" in parameters else None
        before = _moment(parameters["before"], "before") if "before" in parameters else None
    except InvalidField as error:
        return _validation_failed(str(error), LIST_DOCUMENTATION)
    changed = data.inboxes.changed_at(viewer)
    headers = {"Last-Modified": formatdate(changed, usegmt=True), "X-Poll-Interval": str(poll_interval)}
    if _unchanged_since(request.headers.get("If-Modified-Since"), changed):
        return Reply.empty(304, **headers)
    everything, participating = _flag(parameters, "all"), _flag(parameters, "participating")
    threads = [thread for thread in data.inboxes.threads(viewer)
               if (everything or thread.unread) and (not participating or thread.reason in PARTICIPATING)
               and (since is None or seconds(thread.updated_at) >= since)
               and (before is None or seconds(thread.updated_at) < before)]
    per_page = min(_count(parameters.get("per_page"), PER_PAGE), PER_PAGE)
    page = _count(parameters.get("page"), 1)
    link = _link(request, page, per_page, -(-len(threads) // per_page))
    if link:
        headers["Link"] = link
    shown = threads[(page - 1) * per_page:page * per_page]
    return Reply.json(200, [_thread(thread, request.root) for thread in shown], **headers)


def _read_all(data: GitHubData, viewer: User, request: RestRequest) -> Reply:
    try:
        fields = json.loads(request.body or b"{}")
    except (UnicodeDecodeError, json.JSONDecodeError):
        return Reply.json(400, {"message": "Problems parsing JSON", "documentation_url": READ_ALL_DOCUMENTATION,
                                "status": "400"})
    if not isinstance(fields, dict):
        return Reply.json(400, {"message": "Body should be a JSON object", "documentation_url": READ_ALL_DOCUMENTATION,
                                "status": "400"})
    moment = now()
    read = fields.get("read", True)
    if not isinstance(read, bool):
        return _validation_failed("read", READ_ALL_DOCUMENTATION)
    try:
        last_read_at = _moment(fields.get("last_read_at", moment), "last_read_at")
    except InvalidField as error:
        return _validation_failed(str(error), READ_ALL_DOCUMENTATION)
    data.mark_threads(viewer, iso(last_read_at), read, moment)
    return Reply.empty(205)


def _mark(thread: Thread | None, mark: Callable[[Thread, str], None], status: int, documentation: str) -> Reply:
    if thread is None:
        return Reply.json(404, {"message": "Not Found", "documentation_url": documentation, "status": "404"})
    mark(thread, now())
    return Reply.empty(status)


def _thread(thread: Thread, root: str) -> dict:
    """A thread as GitHub's REST API gives it; its URLs under the root the client reached."""
    subject, repository = thread.subject, thread.subject.repository
    repository_url = f"{root}/repos/{repository.nameWithOwner}"
    subject_url = f"{repository_url}/{'pulls' if isinstance(subject, PullRequest) else 'issues'}/{subject.number}"
    latest_comment_url = (f"{repository_url}/issues/comments/{subject.comments[-1].databaseId}"
                          if subject.comments else subject_url)
    url = f"{root}/notifications/threads/{thread.id}"
    return {
        "id": thread.id,
        "unread": thread.unread,
        "reason": thread.reason,
        "updated_at": thread.updated_at,
        "last_read_at": thread.last_read_at,
        "subject": {"title": subject.title, "url": subject_url, "latest_comment_url": latest_comment_url,
                    "type": subject.typename},
        "repository": {
            "id": repository.databaseId,
            "node_id": repository.id,
            "name": repository.name,
            "full_name": repository.nameWithOwner,
            "private": repository.isPrivate,
            "owner": simple_user(repository.owner),
            "html_url": repository.url,
            "description": repository.description,
            "fork": repository.isFork,
            "url": repository_url,
        },
        "url": url,
        "subscription_url": f"{url}/subscription",
    }


def _link(request: RestRequest, page: int, per_page: int, last: int) -> str | None:
    """GitHub's `Link`: `prev`, `next`, `last` and `first` where each is another page,
    each URL the request's own with its page."""
    relations = [("prev", page - 1)] if page > 1 else []
    relations += [("next", page + 1), ("last", last)] if page < last else []
    relations += [("first", 1)] if page > 1 else []
    kept = [(name, value) for name, value in parse_qsl(request.query, keep_blank_values=True)
            if name not in ("page", "per_page")]
    return ", ".join(f'<{request.root}/notifications?{urlencode([*kept, ("page", n), ("per_page", per_page)])}>; '
                     f'rel="{relation}"' for relation, n in relations) or None


def _moment(value: object, field: str) -> int:
    """An ISO 8601 time's seconds, UTC when it names no zone."""
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00")) if isinstance(value, str) else None
    except ValueError:
        moment = None
    if moment is None:
        raise InvalidField(field)
    return int((moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)).timestamp())


def _unchanged_since(header: str | None, changed: int) -> bool:
    """Whether `If-Modified-Since` names the inbox's last change or later; one that is not
    an HTTP date is ignored, as HTTP says."""
    try:
        since = parsedate_to_datetime(header) if header else None
    except (TypeError, ValueError):
        return False
    if since is None:
        return False
    return (since if since.tzinfo else since.replace(tzinfo=timezone.utc)).timestamp() >= changed


def _flag(parameters: dict[str, str], name: str) -> bool:
    return parameters.get(name, "").lower() == "true"


def _count(text: str | None, default: int) -> int:
    """A page or a page's size: a positive whole number, else the default, as GitHub reads one."""
    return int(text) if text and text.isdigit() and int(text) > 0 else default


def _validation_failed(field: str, documentation: str) -> Reply:
    return Reply.json(422, {"message": "Validation Failed",
                            "errors": [{"resource": "Notification", "field": field, "code": "invalid"}],
                            "documentation_url": documentation, "status": "422"})
