"""The GitHub endpoint: answers only with a sample token, keeps the edits the
mutations make until a reset or a restart, and tells subscribers of them. Its REST
routes serve a pull request and its diff (`rest_pulls`) and the token's notifications
(`rest_notifications`); its controls finish a pull request's checks (`checks_control`)
and set how often a client polls its notifications (`poll_interval`)."""

from collections.abc import Mapping
from pathlib import Path

from ..endpoint import Endpoint, Rejection
from ..event_bus import EventBus
from ..reply import Reply
from ..rest_api import RestApi
from ..schema_binding import bind, load_schema
from .checks_control import complete_checks
from .context import GitHubContext
from .dataset import GitHubData
from .live import subscriptions
from .poll_interval import DEFAULT_POLL_INTERVAL, set_poll_interval
from .resolvers import resolvers
from .rest_notifications import notification_routes
from .rest_pulls import pull_request_routes
from .tokens import BAD_CREDENTIALS, TOKENS, UNAUTHENTICATED, token_in

# GitHub's answer to a REST path it has no route for.
REST_NOT_FOUND = {"message": "Not Found", "documentation_url": "https://docs.github.com/rest", "status": "404"}


class GitHubEndpoint(Endpoint):
    name = "github"

    def __init__(self, schema_path: Path, live_schema_path: Path) -> None:
        super().__init__()
        self.schema = bind(load_schema(schema_path, live_schema_path), resolvers(), subscriptions())
        self.data = GitHubData()
        # Outlives resets: a subscription goes on across them.
        self.events = EventBus()
        self.poll_interval = DEFAULT_POLL_INTERVAL
        routes = [*pull_request_routes(self, lambda: self.data),
                  *notification_routes(self, lambda: self.data, lambda: self.poll_interval)]
        self.rest = RestApi(routes, lambda: Reply.json(404, REST_NOT_FOUND))
        self.control_routes = {("POST", "checks"): lambda body: complete_checks(self, body),
                               ("POST", "poll-interval"): lambda body: set_poll_interval(self, body)}

    def admit(self, headers: Mapping[str, str]) -> GitHubContext | Rejection:
        token = token_in(headers)
        if token is None:
            return Rejection(401, UNAUTHENTICATED)
        login = TOKENS.get(token)
        if login is None:
            return Rejection(401, BAD_CREDENTIALS)
        return GitHubContext(lambda: self.data, login, self.events)

    def format_error(self, formatted: dict) -> dict:
        """GitHub writes an error's kind as a top-level `type` ("NOT_FOUND"), not in extensions."""
        formatted = dict(formatted)
        kind = (formatted.get("extensions") or {}).get("type")
        if kind is None:
            return formatted
        del formatted["extensions"]
        return {"type": kind, **formatted}

    def reset(self) -> None:
        """Polls at GitHub's interval again, and generates the data again unless nothing
        changed it since it was made."""
        self.poll_interval = DEFAULT_POLL_INTERVAL
        with self.lock:
            if not self.data.edited:
                return
        fresh = GitHubData()
        with self.lock:
            self.data = fresh
