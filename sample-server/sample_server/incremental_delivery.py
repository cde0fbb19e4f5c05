"""@defer delivered as `multipart/mixed`, the incremental delivery over HTTP that
Apollo's `deferSpec=20220824` names: each payload a part, as graphql-core 3.3's
incremental executor shapes it (`pending` with ids in the first, `incremental`
items and `completed` ids in the later ones, `hasNext` in all)."""

import asyncio
import copy
import time
from collections.abc import Callable
from typing import Any

from graphql import (
    BREAK,
    DirectiveNode,
    DocumentNode,
    Visitor,
    visit,
    ExperimentalIncrementalExecutionResults,
    GraphQLDeferDirective,
    experimental_execute_incrementally,
)

from .endpoint import Endpoint
from .fault_effects import StreamFaults
from .faults import FaultPlan, PathSegment
from .graphql_over_http import Answer, answer_of, encode, error_injection
from .graphql_request import GraphQLRequest
from .reply import StreamWriter

CONTENT_TYPE = 'multipart/mixed; boundary="-"; deferSpec=20220824'
PART_HEAD = b"\r\n---\r\nContent-Type: application/json; charset=utf-8\r\n\r\n"
END = b"\r\n-----\r\n"


def defers(document: DocumentNode) -> bool:
    class FindDefer(Visitor):
        found = False

        def enter_directive(self, node: DirectiveNode, *_: Any) -> Any:
            if node.name.value == GraphQLDeferDirective.name:
                self.found = True
                return BREAK
            return None

    finder = FindDefer()
    visit(document, finder)
    return finder.found


def deferred_payloads(
    endpoint: Endpoint,
    document: DocumentNode,
    request: GraphQLRequest,
    context: Any,
    field_error_paths: tuple[tuple[PathSegment, ...], ...] = (),
) -> list[dict] | Answer:
    """Every payload of the response, or the one Answer of a response that defers
    nothing after all (a request error, an `if: false`). All are computed under the
    endpoint's lock, so the parts describe one state of the data."""
    with endpoint.lock:
        result = experimental_execute_incrementally(
            endpoint.schema,
            document,
            root_value=endpoint.root_value,
            context_value=context,
            variable_values=request.variables,
            operation_name=request.operation_name,
            middleware=error_injection(field_error_paths),
        )
        if not isinstance(result, ExperimentalIncrementalExecutionResults):
            return answer_of(endpoint, result)
        initial = _formatted(endpoint, result.initial_result.formatted)
        later = asyncio.run(_later(endpoint, result))
        endpoint.sent_values.record_incremental(copy.deepcopy(initial), later)
        return [initial, *later]


async def _later(endpoint: Endpoint, result: ExperimentalIncrementalExecutionResults) -> list[dict]:
    return [_formatted(endpoint, part.formatted) async for part in result.subsequent_results]


def _formatted(endpoint: Endpoint, payload: dict) -> dict:
    """The payload with its errors, wherever they sit, as the endpoint writes errors."""
    payload = dict(payload)
    if "errors" in payload:
        payload["errors"] = [endpoint.format_error(error) for error in payload["errors"]]
    for key in ("incremental", "completed"):
        if key in payload:
            payload[key] = [_formatted(endpoint, item) for item in payload[key]]
    return payload


def multipart_stream(payloads: list[dict], plan: FaultPlan) -> Callable[[StreamWriter], None]:
    """The body of a 200 multipart reply, each part written as its turn comes."""

    def stream(writer: StreamWriter) -> None:
        faults = StreamFaults(plan)
        for payload in payloads:
            if faults.cut:
                writer.drop()
                return
            time.sleep(faults.delay_seconds)
            writer.write(PART_HEAD + faults.sent(encode(payload)))
        if faults.cut:
            writer.drop()
            return
        writer.write(END)

    return stream
