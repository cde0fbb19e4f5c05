"""Serving an endpoint's REST API (`rest_api`) beside its GraphQL path, under the same
root: GitHub's REST API lives at `/github/...` as api.github.com's does beside `/graphql`.
Routes sharing a path are told apart by what the request accepts. A request takes faults
as a GraphQL one does (the header and armed faults, matched by the route's name or the
path) and is logged with its method, path and route."""

import time
from collections.abc import Mapping

from .application import Application
from .endpoint import Endpoint
from .fault_effects import spoiled, status_reply
from .faults import FaultSpecError, parse_faults
from .graphql_exchange import FAULT_HEADER
from .reply import Delivery, Reply
from .rest_api import RestRequest, RestRoute


def serve_rest(app: Application, endpoint: Endpoint, method: str, path: str, query: str, headers: Mapping[str, str],
               body: bytes) -> Reply:
    """`path` is the request's whole path (`/github/repos/...`), `query` what followed its `?`."""
    try:
        header_plan = parse_faults(headers.get(FAULT_HEADER) or "")
    except FaultSpecError as error:
        return Reply.json(400, {"message": f"Bad {FAULT_HEADER} header: {error}"})
    prefix = f"/{endpoint.name}"
    below = path[len(prefix):] or "/"
    found = _route(endpoint.rest.routes, method, below, headers)
    names = {path, below} | ({found[0].name} if found else set())
    plan = header_plan.merged(app.armed_faults.take(endpoint.name, names))
    app.request_log.record_rest(endpoint.name, method, path, found[0].name if found else None, list(plan.items))
    if plan.delay_seconds:
        time.sleep(plan.delay_seconds)
    if plan.drop:
        return Reply(0, delivery=Delivery.DROPPED)
    if plan.status is not None:
        reply = status_reply(plan.status)
    elif found is None:
        reply = endpoint.rest.not_found()
    else:
        route, parameters = found
        host = headers.get("Host") or "127.0.0.1"
        reply = route.handler(RestRequest(method, below, f"http://{host}{prefix}", query, headers, body, parameters))
    return spoiled(reply, plan)


def _route(routes: list[RestRoute], method: str, path: str,
           headers: Mapping[str, str]) -> tuple[RestRoute, dict[str, str]] | None:
    for route in routes:
        parameters = route.parameters(method, path, headers)
        if parameters is not None:
            return route, parameters
    return None
