"""The data's moments as GitHub writes them, ISO 8601 in UTC to the second
(`2025-09-29T23:21:54Z`), and as seconds since the epoch, to reckon with."""

from datetime import datetime, timezone


def iso(seconds: int) -> str:
    return datetime.fromtimestamp(seconds, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def seconds(moment: str) -> int:
    return int(datetime.fromisoformat(moment.replace("Z", "+00:00")).timestamp())
