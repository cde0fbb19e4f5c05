"""GraphQL over server-sent events, as the graphql-sse library's distinct
connections mode has it: one stream per operation, each result a `next` event,
then a `complete` event; `: ping` comments keep an idle stream alive."""

import asyncio
from collections.abc import AsyncIterator, Callable

from .fault_effects import StreamFaults
from .faults import FaultPlan
from .graphql_over_http import encode
from .operation_stream import close
from .reply import StreamWriter

PING = b": ping\n\n"
COMPLETE = b"event: complete\ndata:\n\n"


def next_event(data: bytes) -> bytes:
    return b"event: next\ndata: " + data + b"\n\n"


def event_stream(open_results: Callable[[], AsyncIterator[dict]], plan: FaultPlan,
                 keep_alive_seconds: float) -> Callable[[StreamWriter], None]:
    """The body of a 200 `text/event-stream` reply. `open_results` subscribes, on the
    stream's own event loop, before the headers go out: a client that has them
    misses no event."""

    def stream(writer: StreamWriter) -> None:
        asyncio.run(_serve(writer, open_results, StreamFaults(plan), keep_alive_seconds))

    return stream


async def _serve(writer: StreamWriter, open_results: Callable[[], AsyncIterator[dict]],
                 faults: StreamFaults, keep_alive_seconds: float) -> None:
    results = open_results()
    writer.open()
    pending: asyncio.Future | None = None
    try:
        while not faults.cut:
            if pending is None:
                pending = asyncio.ensure_future(anext(results))
            done, _ = await asyncio.wait({pending}, timeout=keep_alive_seconds)
            if not done:
                writer.write(PING)  # also how a stream finds its client gone
                continue
            try:
                payload = pending.result()
            except StopAsyncIteration:
                writer.write(COMPLETE)
                return
            pending = None
            await asyncio.sleep(faults.delay_seconds)
            writer.write(next_event(faults.sent(encode(payload))))
        writer.drop()
    finally:
        await close(results, pending)
