"""The `field-error=<path>` fault: the field at a response path fails like a resolver."""

from typing import Any

from graphql import GraphQLError

from .faults import PathSegment


class FieldErrorInjection:
    """Execution middleware raising at the named paths, so graphql-core nulls the
    field (or its nearest nullable parent) and reports the error with that path."""

    def __init__(self, paths: tuple[tuple[PathSegment, ...], ...]) -> None:
        self._paths = set(paths)

    def resolve(self, next_resolver, root: Any, info, **args: Any) -> Any:
        path = tuple(info.path.as_list())
        if path in self._paths:
            dotted = ".".join(str(segment) for segment in path)
            raise GraphQLError(f"Sample fault: the field at `{dotted}` failed.")
        return next_resolver(root, info, **args)
