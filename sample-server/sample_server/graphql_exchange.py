"""One GraphQL request from body to reply, with the faults it asked for applied."""

import time
from collections.abc import Mapping

from .application import Application
from .endpoint import Endpoint, Rejection
from .event_stream import event_stream
from .fault_effects import spoiled, status_reply
from .faults import FaultPlan, FaultSpecError, parse_faults
from .graphql_over_http import Answer, document_text, encode, execute_whole, request_error, validated
from .graphql_request import GraphQLRequest, MalformedRequest, UnsupportedMediaType, read_parameters, read_request
from .incremental_delivery import CONTENT_TYPE as MULTIPART_CONTENT_TYPE
from .incremental_delivery import deferred_payloads, defers, multipart_stream
from .media_types import EVENT_STREAM, MULTIPART_MIXED, accepts, negotiate
from .operation_description import describe_operation
from .operation_stream import open_stream
from .reply import Delivery, Reply

FAULT_HEADER = "X-Sample-Fault"


def exchange(app: Application, endpoint: Endpoint, headers: Mapping[str, str], body: bytes,
             parameters: str | None = None) -> Reply:
    """A POST's request is its body; a GET's (an event stream's) is `parameters`, its query string."""
    try:
        header_plan = parse_faults(headers.get(FAULT_HEADER) or "")
    except FaultSpecError as error:
        return Reply.json(400, {"message": f"Bad {FAULT_HEADER} header: {error}"})

    request, unreadable = _read(headers, body, parameters)
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
        reply = status_reply(plan.status)
    elif unreadable is not None:
        reply = unreadable
    else:
        reply = _answer(app, endpoint, headers, request, text, plan)
    return reply if reply.stream is not None else spoiled(reply, plan)


def _read(headers: Mapping[str, str], body: bytes,
          parameters: str | None) -> tuple[GraphQLRequest | None, Reply | None]:
    try:
        if parameters is not None:
            return read_parameters(parameters), None
        return read_request(headers.get("Content-Type"), body), None
    except UnsupportedMediaType as error:
        return None, Reply.json(415, {"errors": [{"message": str(error)}]})
    except MalformedRequest as error:
        return None, Reply.json(400, {"errors": [{"message": str(error)}]})


def _answer(app: Application, endpoint: Endpoint, headers: Mapping[str, str], request: GraphQLRequest,
            text: str | Answer, plan: FaultPlan) -> Reply:
    context = endpoint.admit(headers)
    if isinstance(context, Rejection):
        return Reply.json(context.status, context.body)
    accept = headers.get("Accept")
    streamed = accepts(accept, EVENT_STREAM)
    if plan.request_error:
        answer = request_error("Sample fault: the request failed before execution.")
    elif isinstance(text, Answer):
        answer = text
    else:
        document = validated(endpoint, text)
        if isinstance(document, Answer):
            answer = document
        elif streamed:
            return Reply(200, content_type=EVENT_STREAM, headers={"Cache-Control": "no-cache"}, stream=event_stream(
                lambda: open_stream(endpoint, document, request, context, plan.field_error_paths),
                plan, app.streams.keep_alive_seconds))
        elif accepts(accept, MULTIPART_MIXED) and defers(document):
            payloads = deferred_payloads(endpoint, document, request, context, plan.field_error_paths)
            if not isinstance(payloads, Answer):
                return Reply(200, content_type=MULTIPART_CONTENT_TYPE, stream=multipart_stream(payloads, plan))
            answer = payloads
        else:
            answer = execute_whole(endpoint, document, request, context, plan.field_error_paths)
    if streamed:
        # Every answer left here is a request error, which graphql-sse gives as a 400 of JSON.
        return Reply.json(400, answer.payload)
    media_type = negotiate(accept)
    return Reply(answer.status(media_type), encode(answer.payload), content_type=f"{media_type}; charset=utf-8")
