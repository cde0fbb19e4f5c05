"""GitHub's search syntax read into plain words, qualifiers and an order, or refused.

A query is words and `key:value` qualifiers, a value with spaces in quotes
(`label:"good first issue"`). `@me` as a login names the viewer. Each search type
says which `is:` and `sort:` values it takes: issues take `is:open`, repositories
`is:public`.
"""

import shlex
from dataclasses import dataclass, field

# The qualifiers the sample server knows. Any other `key:value` is plain words, as
# GitHub reads it.
QUALIFIERS = frozenset({
    "is", "author", "assignee", "review-requested", "involves", "commenter", "mentions",
    "label", "language", "repo", "org", "user", "sort",
})
# The qualifiers whose value is a login, where `@me` is the viewer's.
LOGIN_QUALIFIERS = frozenset({"author", "assignee", "review-requested", "involves", "commenter", "mentions", "user"})


class SearchQueryError(ValueError):
    """A query GitHub refuses; the message is the error's."""


@dataclass(frozen=True)
class Sort:
    field: str  # "created", "updated", "comments", "stars", ...
    descending: bool


@dataclass(frozen=True)
class SearchQuery:
    words: list[str] = field(default_factory=list)
    qualifiers: dict[str, list[str]] = field(default_factory=dict)
    sort: Sort | None = None

    def values(self, key: str) -> list[str]:
        """The values of every `key:` qualifier, lowercased, `@me` read as the viewer's login."""
        return self.qualifiers.get(key, [])

    def matches_words(self, *texts: str | None) -> bool:
        """Whether every plain word appears, case-insensitively, in one of `texts`."""
        haystack = " ".join(text.lower() for text in texts if text)
        return all(word in haystack for word in self.words)


def parse(text: str, viewer_login: str, states: frozenset[str], sorts: frozenset[str]) -> SearchQuery:
    """The query in `text`, where `is:` takes one of `states` and `sort:` one of `sorts`."""
    words: list[str] = []
    qualifiers: dict[str, list[str]] = {}
    sort = None
    for token in _tokens(text):
        key, colon, value = token.partition(":")
        key = key.lower()
        if not colon or key not in QUALIFIERS:
            words.append(token.lower())
            continue
        if not value.strip():
            raise SearchQueryError(f'Invalid search query "{token}": {key}: needs a value.')
        value = value.lower()
        if key == "sort":
            sort = _sort(value, sorts)
            continue
        if key == "is" and value not in states:
            raise SearchQueryError(f'Invalid search query "{token}": is: takes {_choices(states)}.')
        if key in LOGIN_QUALIFIERS and value == "@me":
            value = viewer_login.lower()
        qualifiers.setdefault(key, []).append(value)
    return SearchQuery(words, qualifiers, sort)


def _tokens(text: str) -> list[str]:
    try:
        return shlex.split(text)
    except ValueError:  # an unclosed quote: GitHub reads the words as they are
        return text.split()


def _sort(value: str, sorts: frozenset[str]) -> Sort:
    """`sort:updated-desc`, `sort:updated-asc`, or `sort:updated` (descending, as on GitHub)."""
    name, _, direction = value.partition("-")
    if name not in sorts or direction not in ("", "asc", "desc"):
        directions = ", each with -asc or -desc" if sorts else ""
        raise SearchQueryError(f'Invalid search query "sort:{value}": sort: takes {_choices(sorts)}{directions}.')
    return Sort(name, direction != "asc")


def _choices(values: frozenset[str]) -> str:
    return f"one of {', '.join(sorted(values))}" if values else "no value in this search"
