"""What GraphQL requests each endpoint received, so tests count what a client sent."""

import threading


class RequestLog:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: list[dict] = []

    def record(self, endpoint: str, operation_name: str | None, root_fields: list[str], faults: list[str]) -> None:
        with self._lock:
            self._entries.append({
                "endpoint": endpoint,
                "operationName": operation_name,
                "rootFields": root_fields,
                "faults": faults,
            })

    def entries(self, endpoint: str | None = None) -> list[dict]:
        with self._lock:
            return [dict(entry) for entry in self._entries if endpoint is None or entry["endpoint"] == endpoint]

    def clear(self) -> int:
        with self._lock:
            count = len(self._entries)
            self._entries = []
            return count
