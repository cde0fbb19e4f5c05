"""Schema-first binding: the executable schema is the SDL files plus Python resolvers.

The served schemas are subsets written beside the client, so binding tolerates
them: a resolver for a type or field the file does not declare is skipped, and
fields without a resolver read the attribute or key of their own name.
"""

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from graphql import (
    GraphQLDeferDirective,
    GraphQLSchema,
    Source,
    build_ast_schema,
    concat_ast,
    is_abstract_type,
    is_object_type,
    parse,
)

Resolvers = Mapping[str, Mapping[str, Callable[..., Any]]]


class SchemaFileError(RuntimeError):
    """A schema file is missing or is not valid SDL."""


def load_schema(*paths: Path) -> GraphQLSchema:
    """One schema from SDL files read together, so a later file may extend an earlier
    one (`extend schema`), with `@defer` added: the files describe the APIs, which
    do not declare it, and the server delivers deferred fragments."""
    documents = []
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            raise SchemaFileError(f"cannot read schema file {path}: {error.strerror}") from error
        try:
            documents.append(parse(Source(text, str(path))))
        except Exception as error:  # graphql-core raises GraphQLSyntaxError
            raise SchemaFileError(f"schema file {path} is not valid SDL: {error}") from error
    names = ", ".join(str(path) for path in paths)
    try:
        schema = build_ast_schema(concat_ast(documents))
    except Exception as error:  # graphql-core raises GraphQLError or TypeError for bad SDL
        raise SchemaFileError(f"schema files {names} do not build a schema: {error}") from error
    arguments = schema.to_kwargs()
    arguments["directives"] = (*schema.directives, GraphQLDeferDirective)
    return GraphQLSchema(**arguments)


def typename_of(value: Any, *_: Any) -> str:
    """Every object the sample data hands to an abstract type names its own type."""
    return value["__typename"] if isinstance(value, Mapping) else value.typename


def _the_event(event: Any, *_: Any, **_arguments: Any) -> Any:
    """A subscription field's value for an event is the event itself."""
    return event


def bind(schema: GraphQLSchema, resolvers: Resolvers,
         subscriptions: Mapping[str, Callable[..., Any]] | None = None) -> GraphQLSchema:
    """`subscriptions` maps a Subscription field to the function making its source
    stream (an async iterator of events, each the field's value)."""
    subscription_type = schema.subscription_type
    for field_name, subscribe in (subscriptions or {}).items():
        field = subscription_type.fields.get(field_name) if subscription_type else None
        if field is not None:
            field.subscribe = subscribe
            field.resolve = _the_event
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
