"""What the HTTP layer needs from a served API: its schema, its gate, its state, and the
REST routes it serves beside GraphQL."""

import threading
from dataclasses import dataclass
from typing import Any

from graphql import DocumentNode, GraphQLSchema

from .rest_api import RestApi
from .sent_values import SentValues


@dataclass(frozen=True)
class Rejection:
    """An HTTP answer given instead of executing, such as GitHub's 401."""

    status: int
    body: dict


class Endpoint:
    """Base of the served APIs; subclasses set `name`, `schema` and `root_value`."""

    name: str
    schema: GraphQLSchema
    # The REST API under the endpoint's root (`/github/...`), if it has one.
    rest: RestApi | None = None
    # Controls of the endpoint's own under `/control/<name>/`: (method, path below it) ->
    # a function of the request's body; `control_api.ControlRequestError` is a 400.
    control_routes: dict = {}

    def __init__(self) -> None:
        # Executions of one endpoint are serialized, so a mutation never interleaves
        # with a read of the state it changes. Delays happen outside this lock.
        self.lock = threading.Lock()
        # Kept across resets: what a client holds may have come before one.
        self.sent_values = SentValues()
        # The documents that parsed and validated, by their text: a client sends the
        # same few again and again, and validating is most of a small request's work.
        self.valid_documents: dict[str, DocumentNode] = {}

    def admit(self, headers: Any) -> Any:
        """The context value for a request, or a `Rejection`."""
        return None

    def format_error(self, formatted: dict) -> dict:
        """An error, as graphql-core formats it, as this API writes it in a response."""
        return formatted

    @property
    def root_value(self) -> Any:
        return None

    def reset(self) -> None:
        """Restore the initial data; endpoints without mutable state have nothing to do."""
