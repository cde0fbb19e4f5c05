"""Each user's notifications, as GitHub's REST API keeps them: a thread per issue or pull
request the user is notified of, saying why (`reason`), whether it is unread, when it
was last updated and when last read. A new notification brings its thread to the top
unread, back from done too; a thread marked done leaves the inbox until then. Each inbox
knows when it last changed, which the API answers as `Last-Modified`."""

from dataclasses import dataclass

from .model import Issue, User
from .moments import seconds

# Thread ids are numbered apart from the data's database ids and issue numbers, so that
# a test never takes one for another.
FIRST_THREAD_ID = 1_000_001


@dataclass(eq=False)
class Thread:
    id: str
    user: User
    subject: Issue  # an issue or a pull request
    reason: str  # GitHub's: `assign`, `author`, `comment`, `mention`, `review_requested`, ...
    updated_at: str
    last_read_at: str | None
    unread: bool
    done: bool = False


class Inboxes:
    def __init__(self) -> None:
        self._threads: dict[User, dict[Issue, Thread]] = {}
        self._by_id: dict[str, Thread] = {}
        self._changed_at: dict[User, int] = {}  # seconds
        self._next_id = FIRST_THREAD_ID

    # Reads

    def threads(self, user: User) -> list[Thread]:
        """The user's inbox, newest first: every thread not marked done."""
        kept = [thread for thread in self._threads.get(user, {}).values() if not thread.done]
        return sorted(kept, key=lambda thread: (thread.updated_at, int(thread.id)), reverse=True)

    def thread(self, user: User, thread_id: str) -> Thread | None:
        """The user's thread of that id; another user's is None, as an unknown one is."""
        thread = self._by_id.get(thread_id)
        return thread if thread is not None and thread.user is user else None

    def followers(self, subject: Issue) -> dict[User, str]:
        """Who has a thread on the issue or pull request, done or not, and its reason."""
        return {user: threads[subject].reason for user, threads in self._threads.items() if subject in threads}

    def changed_at(self, user: User) -> int:
        """When the user's inbox last changed, in seconds."""
        return self._changed_at.get(user, 0)

    # Edits

    def add(self, user: User, subject: Issue, reason: str, updated_at: str, last_read_at: str | None,
            unread: bool) -> Thread:
        """A thread as the sample data starts with it."""
        thread = Thread(str(self._next_id), user, subject, reason, updated_at, last_read_at, unread)
        self._next_id += 1
        self._threads.setdefault(user, {})[subject] = thread
        self._by_id[thread.id] = thread
        latest = max(seconds(updated_at), seconds(last_read_at) if last_read_at else 0)
        self._changed_at[user] = max(self.changed_at(user), latest)
        return thread

    def notify(self, user: User, subject: Issue, reason: str, now: str) -> None:
        thread = self._threads.get(user, {}).get(subject)
        if thread is None:
            thread = self.add(user, subject, reason, now, None, True)
        thread.reason, thread.updated_at, thread.unread, thread.done = reason, now, True, False
        self._changed(user, now)

    def mark_read(self, thread: Thread, now: str) -> None:
        thread.unread, thread.last_read_at = False, now
        self._changed(thread.user, now)

    def mark_done(self, thread: Thread, now: str) -> None:
        thread.unread, thread.last_read_at, thread.done = False, now, True
        self._changed(thread.user, now)

    def mark_all(self, user: User, last_read_at: str, read: bool, now: str) -> None:
        """Every thread of the inbox updated at `last_read_at` or before becomes read (or
        unread); those updated after stay as they are."""
        for thread in self.threads(user):
            if seconds(thread.updated_at) <= seconds(last_read_at):
                thread.unread = not read
                if read:
                    thread.last_read_at = last_read_at
        self._changed(user, now)

    def _changed(self, user: User, now: str) -> None:
        """A second after the last change at least: a client that read the inbox in the
        second of a change still sees the next one as newer than its `If-Modified-Since`."""
        self._changed_at[user] = max(seconds(now), self.changed_at(user) + 1)
