"""Every value the server sent for each object with an id, in any response, event or
part: the oracle that a client's normalized store holds nothing the server did not
send. A record of a client's store with a server's id may hold, in each of its fields,
only a value the server sent for that id at some time (its fields are compared by
value, not by name, since a response's keys may be aliases)."""

import json
import threading
from typing import Any

# What a record holds that is not a value of its own: its identity and its errors.
_NOT_VALUES = {"id", "__typename", "__errors"}


def _canonical(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=True)


def _is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, (str, bool, int, float))


def _is_value(value: Any) -> bool:
    """A scalar, or a list of them: what a field holds that is not a link."""
    return _is_scalar(value) or (isinstance(value, list) and all(_is_value(item) for item in value))


class SentValues:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_id: dict[str, set[str]] = {}

    def record(self, payload: Any) -> None:
        """Notes the values of every object with an id anywhere in `payload`."""
        with self._lock:
            self._walk(payload)

    def record_incremental(self, initial: dict, parts: list[dict]) -> None:
        """Notes the values of a deferred response: each incremental part's data merged
        where its pending path points, so that fields deferred away from their object's
        id are noted under it."""
        merged = initial.get("data")
        paths: dict[str, list] = {}
        for part in [initial, *parts]:
            paths.update({pending["id"]: pending["path"] for pending in part.get("pending", [])})
            for item in part.get("incremental", []):
                target = _at(merged, [*paths.get(item.get("id"), []), *item.get("subPath", [])])
                if isinstance(target, dict) and isinstance(item.get("data"), dict):
                    _merge(target, item["data"])
                elif isinstance(target, list) and isinstance(item.get("items"), list):
                    target.extend(item["items"])
        self.record(merged)

    def _walk(self, node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                self._walk(item)
            return
        if not isinstance(node, dict):
            return
        identity = node.get("id")
        values = self._by_id.setdefault(str(identity), set()) if identity is not None and _is_scalar(identity) else None
        for key, value in node.items():
            if values is not None and key not in _NOT_VALUES and _is_value(value):
                values.add(_canonical(value))
            self._walk(value)

    def unsent(self, records: Any) -> list[dict]:
        """The fields of a store's dump (record key -> record, its fields by storage
        key) whose values the server never sent for the record's id. Records without
        an id, or with one the server never sent, are not the oracle's to judge."""
        if not isinstance(records, dict):
            raise ValueError("a store's dump is an object of records by key")
        found = []
        with self._lock:
            for key, record in records.items():
                identity = record.get("id") if isinstance(record, dict) else None
                if identity is None or not _is_scalar(identity):
                    continue
                sent = self._by_id.get(str(identity))
                if sent is None:
                    continue
                for name, value in record.items():
                    if name not in _NOT_VALUES and _is_value(value) and _canonical(value) not in sent:
                        found.append({"record": key, "field": name, "value": value})
        return found


def _at(node: Any, path: list) -> Any:
    """The object or list at a response path; None where the path leads nowhere."""
    for segment in path:
        if isinstance(node, dict) and isinstance(segment, str):
            node = node.get(segment)
        elif isinstance(node, list) and isinstance(segment, int) and 0 <= segment < len(node):
            node = node[segment]
        else:
            return None
    return node


def _merge(target: dict, data: dict) -> None:
    """Deferred fields into the object they belong to, objects into objects."""
    for key, value in data.items():
        if isinstance(value, dict) and isinstance(target.get(key), dict):
            _merge(target[key], value)
        else:
            target[key] = value
