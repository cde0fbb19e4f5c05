"""A commit's check runs and commit statuses, drawn so that its rollup comes to the state
drawn for it before they existed: a failure has a failed context, a pending rollup one
still queued or running and none failed, a success only passed ones."""

from collections.abc import Callable

from ..deterministic_random import DeterministicRandom
from . import vocabulary as words
from .model import CheckRun, Repository, StatusContext

# Outcomes by what they do to the rollup; the weights are repetitions.
_PASSED_RUNS = ("SUCCESS",) * 6 + ("NEUTRAL", "SKIPPED")
_FAILED_RUNS = ("FAILURE",) * 4 + ("CANCELLED", "TIMED_OUT", "ACTION_REQUIRED", "STARTUP_FAILURE")
_UNFINISHED_RUNS = ("IN_PROGRESS",) * 3 + ("QUEUED",) * 2 + ("WAITING", "PENDING")
_FAILED_STATUSES = ("FAILURE", "FAILURE", "ERROR")

PASSED, FAILED, UNFINISHED = "passed", "failed", "unfinished"


def outcomes_for(rng: DeterministicRandom, rollup_state: str) -> list[str]:
    """What each of one to five contexts comes to, for a rollup of `rollup_state`."""
    outcomes = [PASSED] * rng.between(1, 5)
    if rollup_state == "SUCCESS":
        return outcomes
    chosen = rng.sample(range(len(outcomes)), rng.between(1, len(outcomes)))
    for index in chosen:
        outcomes[index] = FAILED if rollup_state == "FAILURE" else UNFINISHED
    if rollup_state == "FAILURE":  # a failed build leaves others running at times
        outcomes = [UNFINISHED if o == PASSED and rng.chance(0.2) else o for o in outcomes]
    return outcomes


def contexts_for(rng: DeterministicRandom, repository: Repository, outcomes: list[str], started: int,
                 new_id: Callable[[str], tuple[str, int]], iso: Callable[[int], str]) -> list[CheckRun | StatusContext]:
    """Check runs (most of them) and commit statuses with those outcomes, started from
    `started` (seconds); `new_id` gives a record's global id and database id by type."""
    runs = rng.sample(words.CHECK_RUN_NAMES, len(outcomes))
    statuses = rng.sample(words.STATUS_CONTEXTS, len(outcomes))
    contexts: list[CheckRun | StatusContext] = []
    for index, outcome in enumerate(outcomes):
        begun = started + rng.between(5, 120)
        if rng.chance(0.75):
            contexts.append(_check_run(rng, repository, runs[index], outcome, begun, new_id, iso))
        else:
            contexts.append(_status(rng, repository, statuses[index], outcome, begun, new_id, iso))
    return contexts


def _check_run(rng, repository, name, outcome, begun, new_id, iso) -> CheckRun:
    global_id, database_id = new_id("CheckRun")
    if outcome == UNFINISHED:
        status = rng.pick(_UNFINISHED_RUNS)
        return CheckRun(id=global_id, databaseId=database_id, name=name, repository=repository, status=status,
                        conclusion=None, startedAt=iso(begun) if status == "IN_PROGRESS" else None,
                        completedAt=None)
    conclusion = rng.pick(_PASSED_RUNS if outcome == PASSED else _FAILED_RUNS)
    return CheckRun(id=global_id, databaseId=database_id, name=name, repository=repository, status="COMPLETED",
                    conclusion=conclusion, startedAt=iso(begun), completedAt=iso(begun + rng.between(20, 1800)))


def _status(rng, repository, service, outcome, begun, new_id, iso) -> StatusContext:
    context, site = service
    state = {PASSED: "SUCCESS", UNFINISHED: "PENDING"}.get(outcome) or rng.pick(_FAILED_STATUSES)
    global_id, database_id = new_id("StatusContext")
    return StatusContext(id=global_id, context=context, state=state,
                         targetUrl=f"{site}/{repository.nameWithOwner}/{database_id}",
                         description=words.STATUS_DESCRIPTIONS[state], createdAt=iso(begun), repository=repository)
