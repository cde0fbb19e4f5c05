"""What an endpoint's REST API is made of: its routes, each a method, a path template
(`/repos/{owner}/{repo}/pulls/{number}`), a name and a handler, and its answer to a path
no route takes. `rest_router` serves them."""

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .reply import Reply


@dataclass(frozen=True)
class RestRequest:
    method: str
    path: str  # under the API's root: `/repos/mona/sudoku/pulls/7`
    root: str  # the API's root as the client reached it: `http://127.0.0.1:8080/github`
    query: str  # as sent, without its `?`: `all=true&page=2`
    headers: Mapping[str, str]
    body: bytes
    parameters: dict[str, str]  # the template's, from the path


@dataclass(frozen=True)
class RestRoute:
    method: str
    template: str
    name: str  # what faults and the log call it: `pulls.get`
    handler: Callable[[RestRequest], Reply]
    # Whether the request is this route's, where several share a path (by media type).
    takes: Callable[[Mapping[str, str]], bool] = lambda _headers: True

    def parameters(self, method: str, path: str, headers: Mapping[str, str]) -> dict[str, str] | None:
        if method != self.method or not self.takes(headers):
            return None
        pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(self.template))
        found = re.fullmatch(pattern, path)
        return found.groupdict() if found else None


@dataclass(frozen=True)
class RestApi:
    routes: list[RestRoute]
    not_found: Callable[[], Reply]  # a new Reply each time: faults edit the one they get
