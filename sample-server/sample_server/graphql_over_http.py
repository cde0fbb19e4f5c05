"""GraphQL over HTTP: reading a request body, executing it, and choosing the status.

Follows the GraphQL-over-HTTP specification: a body that is not a well-formed
request answers 400 whatever the media type; a request error (the document does
not parse or validate, the variables do not coerce, the persisted id is unknown)
answers 200 under `application/json` and 400 under
`application/graphql-response+json`.
"""

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from graphql import (
    DocumentNode,
    FieldNode,
    FragmentSpreadNode,
    GraphQLSyntaxError,
    InlineFragmentNode,
    OperationDefinitionNode,
    execute,
    parse,
    validate,
)

from .endpoint import Endpoint
from .faults import PathSegment
from .field_error_injection import FieldErrorInjection

APPLICATION_JSON = "application/json"
GRAPHQL_RESPONSE_JSON = "application/graphql-response+json"


class MalformedRequest(ValueError):
    """A body that is not a GraphQL-over-HTTP request at all (400)."""


class UnsupportedMediaType(ValueError):
    """A POST whose body is not declared as JSON (415)."""


@dataclass(frozen=True)
class GraphQLRequest:
    query: str | None
    operation_name: str | None
    variables: dict | None
    document_id: str | None


@dataclass(frozen=True)
class Answer:
    payload: dict
    is_request_error: bool

    def status(self, media_type: str) -> int:
        return 400 if self.is_request_error and media_type == GRAPHQL_RESPONSE_JSON else 200


def request_error(message: str) -> Answer:
    return Answer({"errors": [{"message": message}]}, is_request_error=True)


def read_request(content_type: str | None, body: bytes) -> GraphQLRequest:
    media_type = (content_type or "").split(";")[0].strip().lower()
    if media_type != APPLICATION_JSON:
        raise UnsupportedMediaType(f"a GraphQL request is a POST of application/json, not `{media_type or 'nothing'}`")
    try:
        fields = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise MalformedRequest(f"the body is not JSON: {error}") from error
    if not isinstance(fields, dict):
        raise MalformedRequest("the body must be a JSON object")
    query = _optional(fields, "query", str)
    document_id = _optional(fields, "documentId", str)
    if (query is None) == (document_id is None):
        raise MalformedRequest("a request carries exactly one of `query` and `documentId`")
    return GraphQLRequest(
        query=query,
        operation_name=_optional(fields, "operationName", str),
        variables=_optional(fields, "variables", dict),
        document_id=document_id,
    )


def _optional(fields: dict, name: str, kind: type) -> Any:
    value = fields.get(name)
    if value is not None and not isinstance(value, kind):
        raise MalformedRequest(f"`{name}` must be {'a string' if kind is str else 'an object'}")
    return value


def negotiate(accept: str | None) -> str:
    """The response media type the Accept header prefers; application/json by default."""
    best, best_quality = APPLICATION_JSON, 0.0
    for media_range in (accept or "").split(","):
        name, *parameters = (part.strip() for part in media_range.split(";"))
        quality = 1.0
        for parameter in parameters:
            key, _, value = parameter.partition("=")
            if key.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if name.lower() in (GRAPHQL_RESPONSE_JSON, APPLICATION_JSON) and quality > best_quality:
            best, best_quality = name.lower(), quality
    return best


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


def describe_operation(text: str | None, operation_name: str | None) -> tuple[str | None, list[str]]:
    """The operation's name and its root fields' names, for the log and for armed faults.

    A document that does not parse, or names no operation, is described by the
    request's `operationName` alone.
    """
    if text is None:
        return operation_name, []
    try:
        document = parse(text)
    except GraphQLSyntaxError:
        return operation_name, []
    operation = _selected_operation(document, operation_name)
    if operation is None:
        return operation_name, []
    fragments = {definition.name.value: definition for definition in document.definitions
                 if not isinstance(definition, OperationDefinitionNode)}
    root_fields: list[str] = []
    pending, seen = list(reversed(operation.selection_set.selections)), set()
    while pending:
        selection = pending.pop()
        if isinstance(selection, FieldNode):
            if selection.name.value not in root_fields:
                root_fields.append(selection.name.value)
        elif isinstance(selection, InlineFragmentNode):
            pending.extend(reversed(selection.selection_set.selections))
        elif isinstance(selection, FragmentSpreadNode) and selection.name.value not in seen:
            seen.add(selection.name.value)
            fragment = fragments.get(selection.name.value)
            if fragment is not None:
                pending.extend(reversed(fragment.selection_set.selections))
    return (operation.name.value if operation.name else operation_name), root_fields


def _selected_operation(document: DocumentNode, operation_name: str | None) -> OperationDefinitionNode | None:
    operations = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)]
    if operation_name is None:
        return operations[0] if len(operations) == 1 else None
    return next((o for o in operations if o.name and o.name.value == operation_name), None)


def run(
    endpoint: Endpoint,
    text: str,
    request: GraphQLRequest,
    context: Any,
    field_error_paths: tuple[tuple[PathSegment, ...], ...] = (),
) -> Answer:
    try:
        document = parse(text)
    except GraphQLSyntaxError as error:
        return Answer({"errors": [error.formatted]}, is_request_error=True)
    errors = validate(endpoint.schema, document)
    if errors:
        return Answer({"errors": [error.formatted for error in errors]}, is_request_error=True)
    middleware = [FieldErrorInjection(field_error_paths)] if field_error_paths else None
    with endpoint.lock:
        result = execute(
            endpoint.schema,
            document,
            root_value=endpoint.root_value,
            context_value=context,
            variable_values=request.variables,
            operation_name=request.operation_name,
            middleware=middleware,
        )
    # Errors raised before execution (a missing operation, variables that do not
    # coerce) carry no path and come without data: those are request errors.
    if result.data is None and result.errors and all(not error.path for error in result.errors):
        return Answer({"errors": [error.formatted for error in result.errors]}, is_request_error=True)
    payload: dict[str, Any] = {"data": result.data}
    if result.errors:
        payload["errors"] = [endpoint.format_error(error) for error in result.errors]
    return Answer(payload, is_request_error=False)


def encode(payload: Any) -> bytes:
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
