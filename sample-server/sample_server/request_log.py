"""What requests each endpoint received, GraphQL and REST, so tests count what a client sent."""

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

    def record_rest(self, endpoint: str, method: str, path: str, route: str | None, faults: list[str]) -> None:
        """A REST request: no operation or root fields, its method and path, and the route
        that took it (None for a path no route takes)."""
        with self._lock:
            self._entries.append({
                "endpoint": endpoint,
                "operationName": None,
                "rootFields": [],
                "faults": faults,
                "method": method,
                "path": path,
                "route": route,
            })

    def entries(self, endpoint: str | None = None) -> list[dict]:
        with self._lock:
            return [dict(entry) for entry in self._entries if endpoint is None or entry["endpoint"] == endpoint]

    def clear(self) -> int:
        with self._lock:
            count = len(self._entries)
            self._entries = []
            return count
