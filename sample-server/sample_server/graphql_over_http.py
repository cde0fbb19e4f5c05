"""Executing a GraphQL request and answering it as GraphQL over HTTP says.

A request error (the document does not parse or validate, the variables do not
coerce, the operation or the persisted id is unknown) is `{"errors": [...]}`
without data, 200 under `application/json` and 400 under
`application/graphql-response+json`. Field errors come with data and 200.
"""

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from graphql import (
    REMOVE,
    DirectiveNode,
    DocumentNode,
    ExecutionResult,
    GraphQLDeferDirective,
    GraphQLSyntaxError,
    Visitor,
    experimental_execute_incrementally,
    parse,
    validate,
    visit,
)

from .endpoint import Endpoint
from .faults import PathSegment
from .field_error_injection import FieldErrorInjection
from .graphql_request import GraphQLRequest
from .media_types import GRAPHQL_RESPONSE_JSON


@dataclass(frozen=True)
class Answer:
    payload: dict
    is_request_error: bool

    def status(self, media_type: str) -> int:
        return 400 if self.is_request_error and media_type == GRAPHQL_RESPONSE_JSON else 200


def request_error(message: str) -> Answer:
    return Answer({"errors": [{"message": message}]}, is_request_error=True)


def document_text(request: GraphQLRequest, persisted: Mapping[str, str] | None) -> str | Answer:
    """The request's document text, or the request error for an unusable `documentId`."""
    if request.query is not None:
        return request.query
    if persisted is None:
        return request_error("This server takes no persisted documents; send `query`.")
    text = persisted.get(request.document_id)
    if text is None:
        return request_error(f"PersistedQueryNotFound: no document has the id `{request.document_id}`.")
    return text


# How many valid documents an endpoint keeps by their text.
VALID_DOCUMENTS_KEPT = 256


def validated(endpoint: Endpoint, text: str) -> DocumentNode | Answer:
    """The parsed document, or the request error of one that does not parse or validate.
    A valid document is kept for its text's next request (no more than
    `VALID_DOCUMENTS_KEPT` of them, so that random texts cannot grow the server)."""
    document = endpoint.valid_documents.get(text)
    if document is not None:
        return document
    try:
        document = parse(text)
    except GraphQLSyntaxError as error:
        return Answer({"errors": [error.formatted]}, is_request_error=True)
    errors = validate(endpoint.schema, document)
    if errors:
        return Answer({"errors": [error.formatted for error in errors]}, is_request_error=True)
    if len(endpoint.valid_documents) >= VALID_DOCUMENTS_KEPT:
        endpoint.valid_documents.clear()
    endpoint.valid_documents[text] = document
    return document


def execute_whole(
    endpoint: Endpoint,
    document: DocumentNode,
    request: GraphQLRequest,
    context: Any,
    field_error_paths: tuple[tuple[PathSegment, ...], ...] = (),
) -> Answer:
    """One response with everything, deferred fragments inlined as if not deferred.

    graphql-core's plain `execute` refuses a schema declaring @defer, so this runs
    the incremental executor on the document without its @defer directives."""
    with endpoint.lock:
        result = experimental_execute_incrementally(
            endpoint.schema,
            without_defer(document),
            root_value=endpoint.root_value,
            context_value=context,
            variable_values=request.variables,
            operation_name=request.operation_name,
            middleware=error_injection(field_error_paths),
        )
    return answer_of(endpoint, result)


def error_injection(field_error_paths: tuple[tuple[PathSegment, ...], ...]) -> list | None:
    return [FieldErrorInjection(field_error_paths)] if field_error_paths else None


def answer_of(endpoint: Endpoint, result: ExecutionResult) -> Answer:
    # Errors raised before execution (a missing operation, variables that do not
    # coerce) carry no path and come without data: those are request errors.
    if result.data is None and result.errors and all(not error.path for error in result.errors):
        return Answer({"errors": [error.formatted for error in result.errors]}, is_request_error=True)
    payload: dict[str, Any] = {"data": result.data}
    endpoint.sent_values.record(result.data)
    if result.errors:
        payload["errors"] = [endpoint.format_error(error.formatted) for error in result.errors]
    return Answer(payload, is_request_error=False)


def without_defer(document: DocumentNode) -> DocumentNode:
    class RemoveDefer(Visitor):
        def enter_directive(self, node: DirectiveNode, *_: Any) -> Any:
            return REMOVE if node.name.value == GraphQLDeferDirective.name else None

    return visit(document, RemoveDefer())


def encode(payload: Any) -> bytes:
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
