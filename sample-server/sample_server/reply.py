"""An HTTP answer and how it is delivered: whole, cut short, or not at all."""

import enum
import json
from dataclasses import dataclass, field


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

    @classmethod
    def json(cls, status: int, payload: object, **headers: str) -> "Reply":
        body = json.dumps(payload, separators=(",", ":")).encode()
        return cls(status, body, headers=dict(headers))

    @classmethod
    def text(cls, status: int, text: str) -> "Reply":
        return cls(status, text.encode(), content_type="text/plain; charset=utf-8")
