"""Events published by the mutations' threads to subscriptions running on their own
event loops: each subscriber is an asyncio queue fed through its loop, thread-safely."""

import asyncio
import threading
from collections.abc import Hashable
from typing import Any


class EventBus:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscribers: dict[Hashable, set["Subscriber"]] = {}

    def publish(self, topic: Hashable, event: Any) -> None:
        with self._lock:
            subscribers = list(self._subscribers.get(topic, ()))
        for subscriber in subscribers:
            subscriber.deliver(event)

    def subscriber_count(self) -> int:
        """How many subscribers listen now, on any topic: a test waits for its own."""
        with self._lock:
            return sum(len(subscribers) for subscribers in self._subscribers.values())

    def subscribe(self, topic: Hashable) -> "Subscriber":
        """Every event published on `topic` from this call on, on the running loop;
        subscribing here rather than at the first iteration misses none in between."""
        subscriber = Subscriber(self, topic)
        with self._lock:
            self._subscribers.setdefault(topic, set()).add(subscriber)
        return subscriber

    def _unsubscribe(self, subscriber: "Subscriber") -> None:
        with self._lock:
            remaining = self._subscribers.get(subscriber.topic, set())
            remaining.discard(subscriber)
            if not remaining:
                self._subscribers.pop(subscriber.topic, None)


class Subscriber:
    """An async iterator of one topic's events; `aclose` (which graphql-core calls when
    a subscription ends) unsubscribes it."""

    def __init__(self, bus: EventBus, topic: Hashable) -> None:
        self.topic = topic
        self._bus = bus
        self._loop = asyncio.get_running_loop()
        self._queue: asyncio.Queue = asyncio.Queue()

    def deliver(self, event: Any) -> None:
        try:
            self._loop.call_soon_threadsafe(self._queue.put_nowait, event)
        except RuntimeError:  # its loop has closed: the subscription is over
            self._bus._unsubscribe(self)

    def __aiter__(self) -> "Subscriber":
        return self

    async def __anext__(self) -> Any:
        return await self._queue.get()

    async def aclose(self) -> None:
        self._bus._unsubscribe(self)
