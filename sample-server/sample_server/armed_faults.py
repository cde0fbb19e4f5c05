"""Faults armed ahead through the control API, for requests a test does not send itself."""

import threading
from dataclasses import dataclass

from .faults import FaultPlan, parse_faults


@dataclass
class ArmedFault:
    id: int
    endpoint: str | None
    match: str | None
    fault: str
    plan: FaultPlan
    remaining: int

    def applies_to(self, endpoint: str, names: set[str]) -> bool:
        if self.endpoint is not None and self.endpoint != endpoint:
            return False
        return self.match is None or self.match in names

    def description(self) -> dict:
        return {
            "id": self.id,
            "endpoint": self.endpoint,
            "match": self.match,
            "fault": self.fault,
            "times": self.remaining,
        }


class ArmedFaults:
    """Thread-safe: requests take faults concurrently with the control API arming them."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._faults: list[ArmedFault] = []
        self._next_id = 1

    def arm(self, endpoint: str | None, match: str | None, fault: str, times: int) -> ArmedFault:
        plan = parse_faults(fault)
        with self._lock:
            armed = ArmedFault(self._next_id, endpoint, match, fault, plan, times)
            self._next_id += 1
            self._faults.append(armed)
            return armed

    def take(self, endpoint: str, names: set[str]) -> FaultPlan:
        """The merged plan of every armed fault matching the request, each used up once."""
        plan = FaultPlan()
        with self._lock:
            for armed in self._faults:
                if armed.applies_to(endpoint, names):
                    plan = plan.merged(armed.plan)
                    armed.remaining -= 1
            self._faults = [armed for armed in self._faults if armed.remaining > 0]
        return plan

    def descriptions(self) -> list[dict]:
        with self._lock:
            return [armed.description() for armed in self._faults]

    def clear(self) -> int:
        with self._lock:
            count = len(self._faults)
            self._faults = []
            return count
