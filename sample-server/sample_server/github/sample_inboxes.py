"""The notifications a sample token's user starts with: of the issues and pull requests
they see, the latest of each reason they have to follow one, up to a number per reason,
so that every inbox mixes reasons and kinds. About a third are read; some unread ones
were read once before their last activity."""

from ..deterministic_random import DeterministicRandom
from .inboxes import Inboxes
from .model import Issue, PullRequest, User
from .moments import iso, seconds

# How many threads of each reason an inbox starts with at most, the latest first.
QUOTAS = {"review_requested": 12, "assign": 8, "state_change": 4, "author": 14, "comment": 10, "subscribed": 8,
          "manual": 4}
READ_CHANCE = 0.35
READ_BEFORE_CHANCE = 0.3  # of the unread ones
READ_LATER_MOST = 3 * 86400  # how long after its last activity a read thread was read, at most


def sample_inbox(rng: DeterministicRandom, inboxes: Inboxes, user: User, items: list[Issue]) -> None:
    """Fills the user's inbox from `items`, the issues and pull requests the user sees."""
    tied: dict[str, list[Issue]] = {reason: [] for reason in QUOTAS}
    for item in sorted(items, key=lambda i: (i.updatedAt, i.databaseId), reverse=True):
        tied[_reason(user, item)].append(item)
    # Followed by hand: any of the rest, not the latest of all.
    chosen = {reason: rng.sample(kept, QUOTAS[reason]) if reason == "manual" else kept[:QUOTAS[reason]]
              for reason, kept in tied.items()}
    threads = sorted(((item, reason) for reason, kept in chosen.items() for item in kept),
                     key=lambda pair: (pair[0].updatedAt, pair[0].databaseId))
    for item, reason in threads:
        updated, created = seconds(item.updatedAt), seconds(item.createdAt)
        if rng.chance(READ_CHANCE):
            unread, last_read_at = False, iso(updated + rng.between(60, READ_LATER_MOST))
        elif updated > created and rng.chance(READ_BEFORE_CHANCE):
            unread, last_read_at = True, iso(rng.between(created, updated - 1))
        else:
            unread, last_read_at = True, None
        inboxes.add(user, item, reason, item.updatedAt, last_read_at, unread)


def _reason(user: User, item: Issue) -> str:
    """The user's strongest tie to the item, as GitHub names it. A merged pull request's
    author was told of the merge; the owner of a repository watches it; any other item
    was followed by hand."""
    if isinstance(item, PullRequest) and any(r.requestedReviewer is user for r in item.reviewRequests):
        return "review_requested"
    if user in item.assignees:
        return "assign"
    if item.author is user:
        merged_by_another = isinstance(item, PullRequest) and item.mergedBy not in (None, user)
        return "state_change" if merged_by_another else "author"
    if any(comment.author is user for comment in item.comments):
        return "comment"
    return "subscribed" if item.repository.owner is user else "manual"
