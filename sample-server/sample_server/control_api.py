"""`/control/...`: arming faults, resetting the data, holding answers back, reading the
request log, and each endpoint's own controls under `/control/<endpoint>/...`, among them
`unsent`: a store's dump in, the values in it the endpoint never sent out."""

import json
from urllib.parse import parse_qs

from .application import Application
from .endpoint import Endpoint
from .faults import FaultSpecError
from .reply import Reply


class ControlRequestError(ValueError):
    """A control request whose body does not say what to do (400)."""


def handle(app: Application, method: str, path: str, query: str, body: bytes) -> Reply:
    name, slash, below = path.removeprefix("/control/").partition("/")
    if slash and name in app.endpoints:
        endpoint = app.endpoints[name]
        routes = {**endpoint.control_routes, ("POST", "unsent"): lambda body: _unsent(endpoint, body)}
        return _answer(routes, method, below, path, body)
    routes = {
        ("GET", "/control/faults"): lambda _: Reply.json(200, {"faults": app.armed_faults.descriptions()}),
        ("POST", "/control/faults"): lambda body: _arm(app, body),
        ("DELETE", "/control/faults"): lambda _: Reply.json(200, {"cleared": app.armed_faults.clear()}),
        ("POST", "/control/reset"): lambda _: _reset(app),
        ("POST", "/control/hold"): lambda _: _hold(app, True),
        ("DELETE", "/control/hold"): lambda _: _hold(app, False),
        ("GET", "/control/requests"): lambda _: _requests(app, query),
        ("DELETE", "/control/requests"): lambda _: Reply.json(200, {"cleared": app.request_log.clear()}),
        ("GET", "/control/subscribers"): lambda _: _subscribers(app),
    }
    return _answer(routes, method, path, path, body)


def _answer(routes: dict, method: str, key: str, path: str, body: bytes) -> Reply:
    """Runs the route `(method, key)` on the body, or says why none does."""
    route = routes.get((method, key))
    if route is None:
        allowed = sorted(m for m, k in routes if k == key)
        if allowed:
            return Reply.json(405, {"message": f"{method} is not allowed on {path}"}, Allow=", ".join(allowed))
        return Reply.json(404, {"message": f"no control route {path}"})
    try:
        return route(body)
    except ControlRequestError as error:
        return Reply.json(400, {"message": str(error)})


def json_object(body: bytes, keys: set[str]) -> dict:
    """The control request's body: a JSON object of the keys given at most (an empty body is {})."""
    try:
        fields = json.loads(body or b"{}")
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ControlRequestError(f"the body is not JSON: {error}") from error
    if not isinstance(fields, dict):
        raise ControlRequestError("the body must be a JSON object")
    unknown = set(fields) - keys
    if unknown:
        raise ControlRequestError(f"unknown keys: {', '.join(sorted(unknown))}")
    return fields


def _arm(app: Application, body: bytes) -> Reply:
    fields = json_object(body, {"endpoint", "match", "fault", "times"})
    endpoint, match, fault = fields.get("endpoint"), fields.get("match"), fields.get("fault")
    times = fields.get("times", 1)
    if endpoint is not None and endpoint not in app.endpoints:
        raise ControlRequestError(f"`endpoint` must be one of {', '.join(sorted(app.endpoints))}, got {endpoint!r}")
    if match is not None and not isinstance(match, str):
        raise ControlRequestError("`match` must be an operation name or a root field name")
    if not isinstance(fault, str) or not fault.strip():
        raise ControlRequestError("`fault` must be a fault specification such as \"delay=3s\"")
    if not isinstance(times, int) or isinstance(times, bool) or times < 1:
        raise ControlRequestError("`times` must be a positive integer")
    try:
        armed = app.armed_faults.arm(endpoint, match, fault, times)
    except FaultSpecError as error:
        raise ControlRequestError(str(error)) from error
    return Reply.json(201, {"fault": armed.description()})


def _unsent(endpoint: Endpoint, body: bytes) -> Reply:
    """The fields of the store's dump in `body` holding a value `endpoint` never sent."""
    try:
        records = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ControlRequestError(f"the body is not a store's dump: {error}") from error
    try:
        return Reply.json(200, {"unsent": endpoint.sent_values.unsent(records)})
    except ValueError as error:
        raise ControlRequestError(str(error)) from error


def _hold(app: Application, held: bool) -> Reply:
    app.answer_hold.hold() if held else app.answer_hold.release()
    return Reply.json(200, {"held": held})


def _reset(app: Application) -> Reply:
    app.reset()
    return Reply.json(200, {"reset": True})


def _requests(app: Application, query: str) -> Reply:
    endpoint = parse_qs(query).get("endpoint", [None])[0]
    if endpoint is not None and endpoint not in app.endpoints:
        raise ControlRequestError(f"`endpoint` must be one of {', '.join(sorted(app.endpoints))}")
    return Reply.json(200, {"requests": app.request_log.entries(endpoint)})


def _subscribers(app: Application) -> Reply:
    """The subscriptions listening for events now, per endpoint that has events: a
    request is logged before its subscription listens, so a test waits on this."""
    counts = {name: endpoint.events.subscriber_count()
              for name, endpoint in app.endpoints.items() if hasattr(endpoint, "events")}
    return Reply.json(200, {"subscribers": counts})
