"""What faults do to what is sent: an error status instead of the answer, a body that is
not JSON, cut short or sent slowly, and the stream faults' count of events (`drop-after`,
`event-delay`, `malformed-event`)."""

from .faults import FaultPlan
from .reply import Delivery, Reply


def status_reply(status: int) -> Reply:
    """The answer of `status=<n>`: a JSON message, and Retry-After where the status calls for one."""
    if status == 429:
        return Reply.json(429, {"message": "Sample fault: you have exceeded a rate limit. Please wait a few minutes before you try again."},
                          **{"Retry-After": "60"})
    headers = {"Retry-After": "60"} if status == 503 else {}
    return Reply.json(status, {"message": f"Sample fault: HTTP {status}."}, **headers)


def spoiled(reply: Reply, plan: FaultPlan) -> Reply:
    """A whole body as `malformed`, `truncate` and `slow-bytes` have it sent."""
    if plan.malformed:
        reply.body = broken(reply.body)
    if plan.truncate:
        reply.delivery = Delivery.TRUNCATED
    reply.pace = plan.slow_bytes
    return reply


def broken(body: bytes) -> bytes:
    """The body with its first colon removed: `{"data"{...` fails at its seventh byte."""
    return body.replace(b":", b"", 1) if b":" in body else b"{"


class StreamFaults:
    """One stream's events as its fault plan has them: each delayed, one broken, and
    the stream cut once `drop-after` events went out."""

    def __init__(self, plan: FaultPlan) -> None:
        self.delay_seconds = plan.event_delay_seconds
        self._drop_after = plan.drop_after
        self._malformed_event = plan.malformed_event
        self._sent = 0

    @property
    def cut(self) -> bool:
        """Whether the stream must close now, without its end."""
        return self._drop_after is not None and self._sent >= self._drop_after

    def sent(self, data: bytes) -> bytes:
        """The data of the next event as it goes out, counted."""
        self._sent += 1
        return broken(data) if self._sent == self._malformed_event else data
