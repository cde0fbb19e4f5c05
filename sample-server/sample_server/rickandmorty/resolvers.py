"""Resolvers for the Rick and Morty schema's arguments: pages, filters, ids.

Everything else resolves by attribute. Pages and filters behave as the real API's:
20 a page, `page` below 1 read as 1, `name` matched as a case-insensitive
substring; `status`, `species`, `type` and `gender` are matched whole,
case-insensitively (the real API matches those as substrings too, which makes
`gender: "male"` need a special case there). An empty filter value filters nothing.
"""

import math
from collections.abc import Callable, Sequence
from typing import Any

from .dataset import RickAndMortyData

PAGE_SIZE = 20


def _matches(record: Any, filters: dict | None) -> bool:
    for name, wanted in (filters or {}).items():
        if not wanted:
            continue
        value = (getattr(record, name) or "").lower()
        if name == "name":
            if wanted.lower() not in value:
                return False
        elif value != wanted.lower():
            return False
    return True


def page_of(records: Sequence[Any], page: int | None) -> dict:
    """`{info, results}` for a 1-based page. A page past the end has no results, and
    its `prev` is the last page there is, so a client can step back into range."""
    count = len(records)
    pages = math.ceil(count / PAGE_SIZE)
    number = page if page is not None and page >= 1 else 1
    start = (number - 1) * PAGE_SIZE
    return {
        "info": {
            "count": count,
            "pages": pages,
            "next": number + 1 if number < pages else None,
            "prev": min(number - 1, pages) or None,
        },
        "results": list(records[start:start + PAGE_SIZE]),
    }


def _by_ids(table: dict, ids: list[str]) -> list[Any]:
    """Known ids only, each once, in id order, as the real API answers `/character/1,2,3`."""
    known = {str(identifier).strip() for identifier in ids} & table.keys()
    return [table[identifier] for identifier in sorted(known, key=int)]


def resolvers(data: RickAndMortyData) -> dict[str, dict[str, Callable[..., Any]]]:
    def listing(records: list):
        def resolve(_root, _info, page=None, filter=None):
            return page_of([r for r in records if _matches(r, filter)], page)
        return resolve

    def single(table: dict):
        return lambda _root, _info, id: table.get(str(id).strip())

    def several(table: dict):
        return lambda _root, _info, ids: _by_ids(table, ids)

    return {
        "Query": {
            "character": single(data.characters_by_id),
            "characters": listing(data.characters),
            "charactersByIds": several(data.characters_by_id),
            "location": single(data.locations_by_id),
            "locations": listing(data.locations),
            "locationsByIds": several(data.locations_by_id),
            "episode": single(data.episodes_by_id),
            "episodes": listing(data.episodes),
            "episodesByIds": several(data.episodes_by_id),
        },
    }
