"""`octo-org/monorepo`: one repository at scale, 10,000 issues and 2,000 pull requests
numbered in GitHub's one sequence (issues #1-#10000, pull requests #10001-#12000), so
that a client can be shown paging a long list to its end.

Making that many takes longer than the rest of the data together, so its issues and
pull requests are made on the first read of either (or of one of their ids), all at
once from a seed of their own: the same items whatever is read first. Reads hold the
endpoint's lock (see `endpoint`), so they are made once.

Nobody the sample tokens name authors, is assigned, is asked to review, comments on or
is mentioned in any of them, and a search reaches them only when `repo:` names the
repository (see `search_scope`): the dashboard's searches and the inboxes answer what
they answered before it existed.
"""

from collections.abc import Callable, Iterator, Sequence

from .global_ids import database_id
from .model import Issue, PullRequest

OWNER = "octo-org"
NAME = "monorepo"
ISSUE_COUNT = 10_000
PULL_REQUEST_COUNT = 2_000
# Its database ids, apart from the rest's and from those the mutations give: the
# repository and its labels number from the first, its items from the second, and
# all of them stay below the last.
FIRST_DATABASE_ID = 10_000_001
FIRST_ITEM_DATABASE_ID = FIRST_DATABASE_ID + 100
LAST_DATABASE_ID = FIRST_DATABASE_ID + 999_999


class Items:
    """A repository's issues and pull requests, made together by `make` on the first read
    of either, and read through `issues` and `pull_requests` as lists are."""

    def __init__(self, make: Callable[[], tuple[list[Issue], list[PullRequest]]]) -> None:
        self._make: Callable[[], tuple[list[Issue], list[PullRequest]]] | None = make
        self._issues: list[Issue] = []
        self._pull_requests: list[PullRequest] = []
        self.issues: Sequence[Issue] = _Made(self, lambda: self._issues)
        self.pull_requests: Sequence[PullRequest] = _Made(self, lambda: self._pull_requests)

    @property
    def made(self) -> bool:
        return self._make is None

    def make(self) -> None:
        """Makes the items, unless they are made."""
        if self._make is not None:
            self._issues, self._pull_requests = self._make()
            self._make = None


def holds(node_id: str) -> bool:
    """Whether the id is in the range the repository's records number from, made or not."""
    number = database_id(node_id)
    return number is not None and FIRST_DATABASE_ID <= number <= LAST_DATABASE_ID


class _Made(Sequence):
    """One of the lists, made on first read."""

    def __init__(self, items: Items, read: Callable[[], list]) -> None:
        self._items, self._read = items, read

    def _list(self) -> list:
        self._items.make()
        return self._read()

    def __getitem__(self, index):
        return self._list()[index]

    def __len__(self) -> int:
        return len(self._list())

    def __iter__(self) -> Iterator:
        return iter(self._list())
