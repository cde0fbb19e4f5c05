"""A GraphQL-over-HTTP request body: `query` or `documentId`, `operationName`, `variables`."""

import json
from dataclasses import dataclass
from typing import Any

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
