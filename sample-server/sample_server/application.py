"""The server's state across requests: the endpoints, the armed faults, the log."""

from collections.abc import Mapping
from dataclasses import dataclass

from .answer_hold import AnswerHold
from .armed_faults import ArmedFaults
from .endpoint import Endpoint
from .request_log import RequestLog


@dataclass(frozen=True)
class StreamSettings:
    keep_alive_seconds: float = 10.0  # between `: ping` comments of an idle event stream
    connection_init_wait_seconds: float = 3.0  # before a silent WebSocket is closed with 4408


class Application:
    def __init__(self, endpoints: list[Endpoint], persisted: Mapping[str, str] | None = None,
                 streams: StreamSettings = StreamSettings()) -> None:
        self.endpoints = {endpoint.name: endpoint for endpoint in endpoints}
        self.persisted = persisted
        self.streams = streams
        self.armed_faults = ArmedFaults()
        self.request_log = RequestLog()
        self.answer_hold = AnswerHold()

    def endpoint_at(self, path: str) -> Endpoint | None:
        """`/github/graphql` -> the GitHub endpoint."""
        name, slash, rest = path.strip("/").partition("/")
        return self.endpoints.get(name) if slash and rest == "graphql" else None

    def rest_endpoint_at(self, path: str) -> Endpoint | None:
        """`/github/repos/...` -> the GitHub endpoint, which serves REST routes under its
        root, the GraphQL path without its last `/graphql`."""
        name, slash, _ = path.strip("/").partition("/")
        endpoint = self.endpoints.get(name)
        return endpoint if slash and endpoint is not None and endpoint.rest is not None else None

    def reset(self) -> None:
        """Back to the server as it started: initial data, no armed faults, an empty log,
        answers not held."""
        self.answer_hold.release()
        for endpoint in self.endpoints.values():
            endpoint.reset()
        self.armed_faults.clear()
        self.request_log.clear()
