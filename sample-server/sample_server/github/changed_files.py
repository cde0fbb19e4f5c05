"""The files a pull request changes, drawn so that they add up to its `changedFiles`,
`additions` and `deletions`: an added file only adds lines, a deleted one only removes
them, a modified one does either or both, and a renamed one may change nothing."""

from ..deterministic_random import DeterministicRandom
from . import vocabulary as words
from .model import PullRequestChangedFile, Repository

# How often each kind of change is drawn, before the totals are made to fit.
_KINDS = ("MODIFIED",) * 6 + ("ADDED",) * 2 + ("DELETED", "RENAMED")


def changed_files(rng: DeterministicRandom, repository: Repository, count: int, additions: int,
                  deletions: int) -> list[PullRequestChangedFile]:
    """`count` files in path order whose lines add up to the totals (`additions` at least 1)."""
    kinds = _fitted_kinds([rng.pick(_KINDS) for _ in range(count)], additions, deletions)
    added = [1 if kind == "ADDED" else 0 for kind in kinds]
    removed = [1 if kind == "DELETED" else 0 for kind in kinds]
    spare_additions, spare_deletions = additions - sum(added), deletions - sum(removed)
    for index, kind in enumerate(kinds):  # a modified file changes a line at least
        if kind == "MODIFIED":
            if spare_additions:
                added[index], spare_additions = 1, spare_additions - 1
            else:
                removed[index], spare_deletions = 1, spare_deletions - 1
    _spread(rng, added, spare_additions, [i for i, kind in enumerate(kinds) if kind != "DELETED"])
    _spread(rng, removed, spare_deletions, [i for i, kind in enumerate(kinds) if kind != "ADDED"])
    paths = _paths(rng, repository, count)
    files = [
        PullRequestChangedFile(path=path, changeType=kind, additions=plus, deletions=minus,
                               previousPath=_previous_path(rng, path) if kind == "RENAMED" else None)
        for path, kind, plus, minus in zip(paths, kinds, added, removed)
    ]
    return sorted(files, key=lambda file: file.path)


def _fitted_kinds(kinds: list[str], additions: int, deletions: int) -> list[str]:
    """The kinds, changed where the totals cannot hold them: an added file needs a line
    to add, a deleted one a line to remove, a modified one a line of either; what
    cannot be had becomes a pure rename. Some file takes the additions, and the
    deletions when there are any."""
    kinds = ["ADDED" if kind == "DELETED" and not deletions else kind for kind in kinds]
    if all(kind == "DELETED" for kind in kinds):
        kinds[0] = "MODIFIED"
    if deletions and all(kind == "ADDED" for kind in kinds):
        kinds[0] = "MODIFIED"
    for kind, total in (("ADDED", additions), ("DELETED", deletions)):
        surplus = kinds.count(kind) - total
        for index in reversed(range(len(kinds))):
            if surplus <= 0:
                break
            if kinds[index] == kind:
                kinds[index], surplus = "RENAMED", surplus - 1
    spare = additions - kinds.count("ADDED") + deletions - kinds.count("DELETED")
    surplus = kinds.count("MODIFIED") - spare
    for index in reversed(range(len(kinds))):
        if surplus <= 0:
            break
        if kinds[index] == "MODIFIED":
            kinds[index], surplus = "RENAMED", surplus - 1
    return kinds


def _spread(rng: DeterministicRandom, counts: list[int], amount: int, takers: list[int]) -> None:
    """Adds `amount` lines over the takers, unevenly, as real changes are."""
    if not amount:
        return
    weights = [1 + rng.below(8) ** 2 for _ in takers]
    total = sum(weights)
    shares = [amount * weight // total for weight in weights]
    for index in range(amount - sum(shares)):
        shares[index % len(shares)] += 1
    for taker, share in zip(takers, shares):
        counts[taker] += share


def _paths(rng: DeterministicRandom, repository: Repository, count: int) -> list[str]:
    language = repository.primaryLanguage.name if repository.primaryLanguage else None
    extension = words.EXTENSIONS.get(language, "txt")
    paths: list[str] = []
    while len(paths) < count:
        if rng.chance(0.15):
            path = rng.pick(words.DOCUMENT_FILES)
        else:
            directory = rng.pick(words.SOURCE_DIRECTORIES)
            path = f"{directory}/{rng.pick(words.REPOSITORY_WORDS)}_{rng.pick(words.CODE_WORDS)}.{extension}"
        if path in paths:  # a big change runs out of names: number them
            path = f"{path.rsplit('.', 1)[0]}_{len(paths)}.{path.rsplit('.', 1)[-1]}"
        paths.append(path)
    return paths


def _previous_path(rng: DeterministicRandom, path: str) -> str:
    directory, _, name = path.rpartition("/")
    return f"{directory or rng.pick(words.SOURCE_DIRECTORIES)}/old_{name}"
