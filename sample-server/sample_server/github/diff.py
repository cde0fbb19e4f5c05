"""A pull request's changes as `git diff` prints them, made up from its changed files:
each file's `+` and `-` lines are as many as its additions and deletions, so the diff
agrees with the files and the pull request's totals. The text is drawn from a seed of
the pull request's own, so it is the same on every request; GitHub's limits refuse
the largest."""

from ..deterministic_random import DeterministicRandom
from . import vocabulary as words
from .model import PullRequest, PullRequestChangedFile

# GitHub serves no diff of more files or lines than these, and says so in these words.
FILE_LIMIT = 300
LINE_LIMIT = 20_000
CONTEXT_LINES = 3
HUNK_CHANGES = 40  # changed lines a hunk holds at most
MODE = "100644"


def refusal(pull_request: PullRequest) -> str | None:
    """GitHub's words when the diff is over a limit, else None."""
    if pull_request.changedFiles > FILE_LIMIT:
        return (f"Sorry, the diff exceeded the maximum number of files ({FILE_LIMIT}). Consider using "
                "'List pull requests files' API or locally cloning the repository instead.")
    if pull_request.additions + pull_request.deletions > LINE_LIMIT:
        return f"Sorry, the diff exceeded the maximum number of lines ({LINE_LIMIT})"
    return None


def unified_diff(pull_request: PullRequest) -> str:
    rng = DeterministicRandom(pull_request.databaseId)
    return "".join(_file_diff(rng, file) for file in pull_request.files)


def _file_diff(rng: DeterministicRandom, file: PullRequestChangedFile) -> str:
    before = file.previousPath or file.path
    lines = [f"diff --git a/{before} b/{file.path}"]
    old_blob, new_blob = _blob(rng), _blob(rng)
    if file.changeType == "ADDED":
        lines += [f"new file mode {MODE}", f"index 0000000..{new_blob}", "--- /dev/null", f"+++ b/{file.path}",
                  f"@@ -0,0 +{_range(1, file.additions)} @@"]
        lines += [f"+{_code(rng)}" for _ in range(file.additions)]
        return "\n".join(lines) + "\n"
    if file.changeType == "DELETED":
        lines += [f"deleted file mode {MODE}", f"index {old_blob}..0000000", f"--- a/{file.path}", "+++ /dev/null",
                  f"@@ -{_range(1, file.deletions)} +0,0 @@"]
        lines += [f"-{_code(rng)}" for _ in range(file.deletions)]
        return "\n".join(lines) + "\n"
    changes = file.additions + file.deletions
    if file.changeType == "RENAMED":
        similarity = 100 if not changes else max(50, 99 - changes)
        lines += [f"similarity index {similarity}%", f"rename from {before}", f"rename to {file.path}"]
        if not changes:
            return "\n".join(lines) + "\n"
        lines.append(f"index {old_blob}..{new_blob} {MODE}")
    else:
        lines.append(f"index {old_blob}..{new_blob} {MODE}")
    lines += [f"--- a/{before}", f"+++ b/{file.path}"]
    lines += _hunks(rng, file.additions, file.deletions)
    return "\n".join(lines) + "\n"


def _hunks(rng: DeterministicRandom, additions: int, deletions: int) -> list[str]:
    """Hunks a few unchanged lines apart, each of at most HUNK_CHANGES changed lines
    between its context lines, the removed before the added as git shows them."""
    count = max(1, -(-(additions + deletions) // HUNK_CHANGES))
    lines: list[str] = []
    start, shift = 1 + rng.below(40), 0  # where the changed lines begin in the old file; new minus old
    for index in range(count):
        added = additions * (index + 1) // count - additions * index // count
        removed = deletions * (index + 1) // count - deletions * index // count
        lead = min(CONTEXT_LINES, start - 1)
        old_start = start - lead
        lines.append(f"@@ -{_range(old_start, lead + removed + CONTEXT_LINES)} "
                     f"+{_range(old_start + shift, lead + added + CONTEXT_LINES)} @@")
        lines += [f" {_code(rng)}" for _ in range(lead)]
        lines += [f"-{_code(rng)}" for _ in range(removed)]
        lines += [f"+{_code(rng)}" for _ in range(added)]
        lines += [f" {_code(rng)}" for _ in range(CONTEXT_LINES)]
        shift += added - removed
        # The next hunk's leading context must not reach back into this one's trailing context.
        start += removed + CONTEXT_LINES + CONTEXT_LINES + 1 + rng.below(60)
    return lines


def _range(start: int, count: int) -> str:
    """A hunk's side as git writes it: the count left out when it is 1."""
    return str(start) if count == 1 else f"{start},{count}"


def _blob(rng: DeterministicRandom) -> str:
    return f"{rng.next64():016x}"[:7]


def _code(rng: DeterministicRandom) -> str:
    """A line of made-up code: indented, never starting with `+` or `-`."""
    indent = "    " * rng.below(3)
    name, call, argument = (rng.pick(words.CODE_WORDS) for _ in range(3))
    shape = rng.below(4)
    if shape == 0:
        return f"{indent}{name} = {call}({argument})"
    if shape == 1:
        return f"{indent}if {name} is None:"
    if shape == 2:
        return f"{indent}return {name}.{call}"
    return f"{indent}# keep the {name} of the {argument}"
