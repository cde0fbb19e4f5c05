"""Answers held back: while held, every answer of an API (GraphQL or REST, not a stream's
events, not a control route's) waits before its first byte is written, and goes once
released. A test reads a client's screen and then stops the client, with no answer
landing between the two to change what the client has shown."""

import threading


class AnswerHold:
    def __init__(self) -> None:
        self._open = threading.Event()
        self._open.set()

    @property
    def held(self) -> bool:
        return not self._open.is_set()

    def hold(self) -> None:
        self._open.clear()

    def release(self) -> None:
        self._open.set()

    def wait(self) -> None:
        """Returns once answers are not held."""
        self._open.wait()
