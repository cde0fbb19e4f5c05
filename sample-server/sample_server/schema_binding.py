"""Schema-first binding: the executable schema is the SDL file plus Python resolvers.

The served schemas are subsets written beside the client, so binding tolerates
them: a resolver for a type or field the file does not declare is skipped, and
fields without a resolver read the attribute or key of their own name.
"""

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from graphql import GraphQLSchema, build_schema, is_abstract_type, is_object_type

Resolvers = Mapping[str, Mapping[str, Callable[..., Any]]]


class SchemaFileError(RuntimeError):
    """The schema file is missing or is not valid SDL."""


def load_schema(path: Path) -> GraphQLSchema:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise SchemaFileError(f"cannot read schema file {path}: {error.strerror}") from error
    try:
        return build_schema(text)
    except Exception as error:  # graphql-core raises GraphQLError or TypeError for bad SDL
        raise SchemaFileError(f"schema file {path} is not valid SDL: {error}") from error


def typename_of(value: Any, *_: Any) -> str:
    """Every object the sample data hands to an abstract type names its own type."""
    return value["__typename"] if isinstance(value, Mapping) else value.typename


def bind(schema: GraphQLSchema, resolvers: Resolvers) -> GraphQLSchema:
    for type_name, fields in resolvers.items():
        graphql_type = schema.type_map.get(type_name)
        if not is_object_type(graphql_type):
            continue
        for field_name, resolve in fields.items():
            field = graphql_type.fields.get(field_name)
            if field is not None:
                field.resolve = resolve
    for graphql_type in schema.type_map.values():
        if is_abstract_type(graphql_type):
            graphql_type.resolve_type = typename_of
    return schema
