"""An HTTP answer and how it is delivered: whole, cut short, not at all, or streamed."""

import enum
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol


class StreamWriter(Protocol):
    """The body of a streamed reply, written as it is produced."""

    def open(self) -> None:
        """Sends the status and headers now, if not sent yet."""

    def write(self, data: bytes) -> None:
        """Sends the data at once (opening first if need be)."""

    def drop(self) -> None:
        """Closes the connection abruptly: the body never ends."""


class Delivery(enum.Enum):
    COMPLETE = "complete"
    TRUNCATED = "truncated"  # the full Content-Length, half the body, then the connection closes
    DROPPED = "dropped"  # the connection closes before any byte of a response


@dataclass
class Reply:
    status: int
    body: bytes = b""
    content_type: str = "application/json; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)
    delivery: Delivery = Delivery.COMPLETE
    # Bytes per write and seconds between writes, for a body sent slowly; None sends it at once.
    pace: tuple[int, float] | None = None
    # Set for a streamed reply: writes the body in its own time, instead of `body`.
    stream: Callable[[StreamWriter], None] | None = None

    @classmethod
    def json(cls, status: int, payload: object, **headers: str) -> "Reply":
        body = json.dumps(payload, separators=(",", ":")).encode()
        return cls(status, body, headers=dict(headers))

    @classmethod
    def empty(cls, status: int, **headers: str) -> "Reply":
        """No body and no type: a 204, 205 or 304."""
        return cls(status, content_type="", headers=dict(headers))

    @classmethod
    def text(cls, status: int, text: str) -> "Reply":
        return cls(status, text.encode(), content_type="text/plain; charset=utf-8")
