"""A GraphQL-over-HTTP request: `query` or `documentId`, `operationName`, `variables`,
in a POST's JSON body or a GET's query parameters."""

import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

from .media_types import APPLICATION_JSON


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
    return _request(fields)


def read_parameters(query_string: str) -> GraphQLRequest:
    """A GET's request: `variables`, if given, is JSON text, as GraphQL over HTTP says."""
    try:
        parameters = parse_qs(query_string, strict_parsing=bool(query_string))
    except ValueError as error:
        raise MalformedRequest(f"the query string does not parse: {error}") from error
    repeated = sorted(name for name, values in parameters.items() if len(values) > 1)
    if repeated:
        raise MalformedRequest(f"parameters given more than once: {', '.join(repeated)}")
    fields: dict[str, Any] = {name: values[0] for name, values in parameters.items()}
    if "variables" in fields:
        try:
            fields["variables"] = json.loads(fields["variables"])
        except json.JSONDecodeError as error:
            raise MalformedRequest(f"`variables` is not JSON: {error}") from error
    return _request(fields)


def _request(fields: dict) -> GraphQLRequest:
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
