"""The GitHub endpoint: answers only with a sample token, keeps the edits the
mutations make until a reset or a restart, and tells subscribers of them."""

from collections.abc import Mapping
from pathlib import Path

from ..endpoint import Endpoint, Rejection
from ..event_bus import EventBus
from ..schema_binding import bind, load_schema
from .context import GitHubContext
from .dataset import GitHubData
from .live import subscriptions
from .resolvers import resolvers
from .tokens import BAD_CREDENTIALS, TOKENS, UNAUTHENTICATED, token_in


class GitHubEndpoint(Endpoint):
    name = "github"

    def __init__(self, schema_path: Path, live_schema_path: Path) -> None:
        super().__init__()
        self.schema = bind(load_schema(schema_path, live_schema_path), resolvers(), subscriptions())
        self.data = GitHubData()
        # Outlives resets: a subscription goes on across them.
        self.events = EventBus()

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
        """Generates the data again, unless nothing changed it since it was made."""
        with self.lock:
            if not self.data.edited:
                return
        fresh = GitHubData()
        with self.lock:
            self.data = fresh
