"""One GraphQL request from body to reply, with the faults it asked for applied."""

import time
from collections.abc import Mapping

from .application import Application
from .endpoint import Endpoint, Rejection
from .faults import FaultPlan, FaultSpecError, parse_faults
from .graphql_over_http import Answer, document_text, encode, request_error, run
from .graphql_request import GraphQLRequest, MalformedRequest, UnsupportedMediaType, read_request
from .media_types import negotiate
from .operation_description import describe_operation
from .reply import Delivery, Reply

FAULT_HEADER = "X-Sample-Fault"


def exchange(app: Application, endpoint: Endpoint, headers: Mapping[str, str], body: bytes) -> Reply:
    try:
        header_plan = parse_faults(headers.get(FAULT_HEADER) or "")
    except FaultSpecError as error:
        return Reply.json(400, {"message": f"Bad {FAULT_HEADER} header: {error}"})

    request, unreadable = _read(headers, body)
    text = document_text(request, app.persisted) if request else None
    operation_name, root_fields = describe_operation(
        text if isinstance(text, str) else None, request.operation_name if request else None
    )
    names = set(root_fields) | ({operation_name} if operation_name else set())
    plan = header_plan.merged(app.armed_faults.take(endpoint.name, names))
    app.request_log.record(endpoint.name, operation_name, root_fields, list(plan.items))

    if plan.delay_seconds:
        time.sleep(plan.delay_seconds)
    if plan.drop:
        return Reply(0, delivery=Delivery.DROPPED)
    if plan.status is not None:
        reply = _status_reply(plan.status)
    elif unreadable is not None:
        reply = unreadable
    else:
        reply = _answer(endpoint, headers, request, text, plan)
    if plan.malformed:
        reply.body = _broken(reply.body)
    if plan.truncate:
        reply.delivery = Delivery.TRUNCATED
    return reply


def _read(headers: Mapping[str, str], body: bytes) -> tuple[GraphQLRequest | None, Reply | None]:
    try:
        return read_request(headers.get("Content-Type"), body), None
    except UnsupportedMediaType as error:
        return None, Reply.json(415, {"errors": [{"message": str(error)}]})
    except MalformedRequest as error:
        return None, Reply.json(400, {"errors": [{"message": str(error)}]})


def _answer(endpoint: Endpoint, headers: Mapping[str, str], request: GraphQLRequest,
            text: str | Answer, plan: FaultPlan) -> Reply:
    context = endpoint.admit(headers)
    if isinstance(context, Rejection):
        return Reply.json(context.status, context.body)
    if plan.request_error:
        answer = request_error("Sample fault: the request failed before execution.")
    elif isinstance(text, Answer):
        answer = text
    else:
        answer = run(endpoint, text, request, context, plan.field_error_paths)
    media_type = negotiate(headers.get("Accept"))
    return Reply(answer.status(media_type), encode(answer.payload), content_type=f"{media_type}; charset=utf-8")


def _status_reply(status: int) -> Reply:
    if status == 429:
        return Reply.json(429, {"message": "Sample fault: you have exceeded a rate limit. Please wait a few minutes before you try again."},
                          **{"Retry-After": "60"})
    headers = {"Retry-After": "60"} if status == 503 else {}
    return Reply.json(status, {"message": f"Sample fault: HTTP {status}."}, **headers)


def _broken(body: bytes) -> bytes:
    """The body with its first colon removed: `{"data"{...` fails at its seventh byte."""
    return body.replace(b":", b"", 1) if b":" in body else b"{"
