"""Relay cursor connections over an in-memory list, as GitHub serves them.

Cursors name an item, not an offset, so a page boundary survives an item being
inserted or removed elsewhere in the list. They are opaque base64, like GitHub's.
"""

import base64
import binascii
from collections.abc import Callable, Sequence
from typing import Any

from graphql import GraphQLError

MAX_PAGE_SIZE = 100
_PREFIX = "cursor:v2:"


def encode_cursor(key: str) -> str:
    return base64.b64encode((_PREFIX + key).encode()).decode()


def decode_cursor(cursor: str) -> str:
    try:
        text = base64.b64decode(cursor.encode(), validate=True).decode()
    except (binascii.Error, UnicodeDecodeError):
        text = ""
    if not text.startswith(_PREFIX):
        raise GraphQLError(f"`{cursor}` does not appear to be a valid cursor.")
    return text[len(_PREFIX):]


def _check_bounds(name: str, first: int | None, last: int | None) -> None:
    if first is None and last is None:
        raise GraphQLError(f"You must provide a `first` or `last` value to properly paginate the `{name}` connection.")
    if first is not None and last is not None:
        raise GraphQLError(f"Passing both `first` and `last` to paginate the `{name}` connection is not supported.")
    for argument, value in (("first", first), ("last", last)):
        if value is not None and value < 0:
            raise GraphQLError(f"`{argument}` on the `{name}` connection cannot be less than zero.")
        if value is not None and value > MAX_PAGE_SIZE:
            raise GraphQLError(
                f"Requesting {value} records on the `{name}` connection exceeds the "
                f"`{argument}` limit of {MAX_PAGE_SIZE} records."
            )


def paginate(
    name: str,
    items: Sequence[Any],
    key: Callable[[Any], str],
    args: dict[str, Any],
    edge: Callable[[Any, str], dict] | None = None,
    **extra: Any,
) -> dict:
    """The connection object for `items` under `first/after/last/before` in `args`.

    `edge` builds an edge from an item and its cursor when the edge carries more
    than `cursor` and `node` (a starred repository's `starredAt`).
    """
    first, last = args.get("first"), args.get("last")
    after, before = args.get("after"), args.get("before")
    _check_bounds(name, first, last)
    keys = [key(item) for item in items]

    start, end = 0, len(items)
    if after is not None:
        after_key = decode_cursor(after)
        if after_key in keys:
            start = keys.index(after_key) + 1
    if before is not None:
        before_key = decode_cursor(before)
        if before_key in keys:
            end = max(start, keys.index(before_key))

    has_previous = start > 0
    has_next = end < len(items)
    if first is not None and end - start > first:
        end = start + first
        has_next = True
    if last is not None and end - start > last:
        start = end - last
        has_previous = True

    make_edge = edge or (lambda item, cursor: {"cursor": cursor, "node": item})
    page = items[start:end]
    cursors = [encode_cursor(item_key) for item_key in keys[start:end]]
    return {
        "edges": [make_edge(item, cursor) for item, cursor in zip(page, cursors)],
        "nodes": list(page),
        "pageInfo": {
            "hasNextPage": has_next,
            "hasPreviousPage": has_previous,
            "startCursor": cursors[0] if cursors else None,
            "endCursor": cursors[-1] if cursors else None,
        },
        "totalCount": len(items),
        **extra,
    }
