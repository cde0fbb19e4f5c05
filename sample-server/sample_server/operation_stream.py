"""An operation as a stream of results, as the streaming transports deliver it: a
subscription's, one per event, and a query's or a mutation's, one in all."""

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

from graphql import (
    DocumentNode,
    ExecutionResult,
    OperationType,
    create_source_event_stream,
    execute_subscription_event,
    get_operation_ast,
    map_source_to_response_event,
)
from graphql.execution import Executor

from .endpoint import Endpoint
from .faults import PathSegment
from .graphql_over_http import answer_of, error_injection, execute_whole, without_defer
from .graphql_request import GraphQLRequest


def open_stream(
    endpoint: Endpoint,
    document: DocumentNode,
    request: GraphQLRequest,
    context: Any,
    field_error_paths: tuple[tuple[PathSegment, ...], ...] = (),
) -> AsyncIterator[dict]:
    """The response payloads of a validated document. Called on the event loop that
    will iterate them; a subscription is subscribed before this returns, so an event
    published after it is not missed."""
    operation = get_operation_ast(document, request.operation_name)
    if operation is None or operation.operation is not OperationType.SUBSCRIPTION:
        return _once(execute_whole(endpoint, document, request, context, field_error_paths).payload)
    with endpoint.lock:
        # Streamed results carry no incremental parts: a deferred fragment (`if:` a
        # variable, which validation lets through) comes inline, as over plain HTTP.
        executor = Executor.build(
            endpoint.schema,
            without_defer(document),
            root_value=endpoint.root_value,
            context_value=context,
            raw_variable_values=request.variables,
            operation_name=request.operation_name,
            middleware=error_injection(field_error_paths),
        )
        if isinstance(executor, list):
            return _once({"errors": [error.formatted for error in executor]})
        source = create_source_event_stream(executor)
    if isinstance(source, ExecutionResult):
        return _once(answer_of(endpoint, source).payload)

    def execute_event(event_executor: Executor) -> ExecutionResult:
        # Each event executes as any request does, never interleaved with a mutation.
        with endpoint.lock:
            return execute_subscription_event(event_executor)

    return _payloads(endpoint, map_source_to_response_event(executor, source, execute_event))


async def _once(payload: dict) -> AsyncIterator[dict]:
    yield payload


async def _payloads(endpoint: Endpoint, results) -> AsyncIterator[dict]:
    try:
        async for result in results:
            yield answer_of(endpoint, result).payload
    finally:
        await results.aclose()  # unsubscribes from the source


async def close(results: AsyncIterator[dict], pending: asyncio.Future | None) -> None:
    """Ends a stream a transport stops reading, its pending read first: a generator
    cannot be closed while it runs."""
    if pending is not None:
        pending.cancel()
        with contextlib.suppress(asyncio.CancelledError, StopAsyncIteration):
            await pending
    await results.aclose()
