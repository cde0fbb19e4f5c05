"""Faults a test asks for: the `X-Sample-Fault` header's language and its plan.

A specification is a comma-separated list of items:
`delay=800ms`, `delay=3s`, `status=500`, `request-error`, `field-error=<path>`,
`truncate`, `malformed`, `drop`, `slow-bytes=<n>/<duration>` (a whole body sent n bytes
at a time, a pause between), and for streamed responses (event streams,
WebSocket subscriptions, multipart parts) `drop-after=<n>`, `event-delay=<duration>`,
`malformed-event=<n>`. Items combine; delays add up.
"""

import re
from dataclasses import dataclass, replace


class FaultSpecError(ValueError):
    """A fault specification that cannot be understood."""


PathSegment = str | int


@dataclass(frozen=True)
class FaultPlan:
    delay_seconds: float = 0.0
    status: int | None = None
    request_error: bool = False
    field_error_paths: tuple[tuple[PathSegment, ...], ...] = ()
    truncate: bool = False
    malformed: bool = False
    drop: bool = False
    slow_bytes: tuple[int, float] | None = None  # bytes per write, seconds between writes
    drop_after: int | None = None  # events sent before the stream is cut, without its end
    event_delay_seconds: float = 0.0  # before each event of a stream
    malformed_event: int | None = None  # 1-based: that event's data is not JSON
    items: tuple[str, ...] = ()

    def merged(self, other: "FaultPlan") -> "FaultPlan":
        return FaultPlan(
            delay_seconds=self.delay_seconds + other.delay_seconds,
            status=self.status if self.status is not None else other.status,
            request_error=self.request_error or other.request_error,
            field_error_paths=self.field_error_paths + other.field_error_paths,
            truncate=self.truncate or other.truncate,
            malformed=self.malformed or other.malformed,
            drop=self.drop or other.drop,
            slow_bytes=self.slow_bytes if self.slow_bytes is not None else other.slow_bytes,
            drop_after=_first(self.drop_after, other.drop_after),
            event_delay_seconds=self.event_delay_seconds + other.event_delay_seconds,
            malformed_event=_first(self.malformed_event, other.malformed_event),
            items=self.items + other.items,
        )


def _first(mine: int | None, theirs: int | None) -> int | None:
    return mine if mine is not None else theirs


_DURATION = re.compile(r"^(\d+(?:\.\d+)?)(ms|s)$")
_FLAGS = {"request-error": "request_error", "truncate": "truncate", "malformed": "malformed", "drop": "drop"}


def parse_faults(text: str) -> FaultPlan:
    plan = FaultPlan()
    for raw in text.split(","):
        item = raw.strip()
        if item:
            plan = plan.merged(_parse_item(item))
    return plan


def _parse_item(item: str) -> FaultPlan:
    name, _, value = item.partition("=")
    name = name.strip().lower()
    value = value.strip()
    if name in _FLAGS:
        if value:
            raise FaultSpecError(f"fault `{name}` takes no value, got `{item}`")
        return replace(FaultPlan(), **{_FLAGS[name]: True}, items=(item,))
    if name == "delay":
        return FaultPlan(delay_seconds=_parse_duration(name, value), items=(item,))
    if name == "event-delay":
        return FaultPlan(event_delay_seconds=_parse_duration(name, value), items=(item,))
    if name == "drop-after":
        return FaultPlan(drop_after=_parse_count(name, value, minimum=0), items=(item,))
    if name == "malformed-event":
        return FaultPlan(malformed_event=_parse_count(name, value, minimum=1), items=(item,))
    if name == "status":
        return FaultPlan(status=_parse_status(value), items=(item,))
    if name == "slow-bytes":
        return FaultPlan(slow_bytes=_parse_pace(value), items=(item,))
    if name == "field-error":
        return FaultPlan(field_error_paths=(parse_response_path(value),), items=(item,))
    raise FaultSpecError(
        f"unknown fault `{item}`; expected delay=<n>ms|<n>s, status=<4xx|5xx>, request-error, "
        "field-error=<path>, truncate, malformed, drop, slow-bytes=<n>/<n>ms|<n>s, drop-after=<n>, "
        "event-delay=<n>ms|<n>s "
        "or malformed-event=<n>"
    )


def _parse_duration(name: str, value: str) -> float:
    match = _DURATION.match(value)
    if not match:
        raise FaultSpecError(f"{name} needs a duration like 800ms or 3s, got `{value}`")
    amount = float(match.group(1))
    return amount / 1000 if match.group(2) == "ms" else amount


def _parse_pace(value: str) -> tuple[int, float]:
    size, _, pause = value.partition("/")
    if not size.isdigit() or int(size) < 1 or not pause:
        raise FaultSpecError(f"slow-bytes needs bytes per write and a pause, like 16/50ms, got `{value}`")
    return int(size), _parse_duration("slow-bytes", pause)


def _parse_count(name: str, value: str, minimum: int) -> int:
    if not value.isdigit() or int(value) < minimum:
        raise FaultSpecError(f"{name} needs a whole number of events of at least {minimum}, got `{value}`")
    return int(value)


def _parse_status(value: str) -> int:
    if not value.isdigit() or not 400 <= int(value) <= 599:
        raise FaultSpecError(f"status needs an HTTP error status (400-599), got `{value}`")
    return int(value)


def parse_response_path(value: str) -> tuple[PathSegment, ...]:
    """`characters.results.0.name` -> ("characters", "results", 0, "name")."""
    segments = value.split(".")
    if not value or any(not segment for segment in segments):
        raise FaultSpecError(f"field-error needs a dotted response path, got `{value}`")
    if segments[-1].isdigit():
        raise FaultSpecError(f"field-error's path must end at a field, not a list index: `{value}`")
    return tuple(int(segment) if segment.isdigit() else segment for segment in segments)
