"""GraphQL over WebSocket with the graphql-ws library's protocol, subprotocol
`graphql-transport-ws`: connection_init and connection_ack, then any number of
operations, each `subscribe` answered by `next` messages and a `complete` (or an
`error`), `ping`/`pong` both ways, and the protocol's close codes.

The socket is read on the HTTP handler's thread; the operations run on an event
loop of the connection's own, where the reader hands each message in turn."""

import asyncio
import contextlib
import json
import threading
from collections.abc import Mapping
from typing import Any, BinaryIO

from .application import Application
from .endpoint import Endpoint, Rejection
from .fault_effects import StreamFaults
from .faults import FaultPlan, FaultSpecError, parse_faults
from .graphql_exchange import FAULT_HEADER
from .graphql_over_http import Answer, encode, validated
from .graphql_request import GraphQLRequest
from .operation_description import describe_operation
from .operation_stream import close, open_stream
from .websocket import ConnectionClosed, HandshakeError, ProtocolViolation, WebSocket, handshake_headers

SUBPROTOCOL = "graphql-transport-ws"

# The protocol's close codes.
SUBPROTOCOL_NOT_ACCEPTABLE = 4406
INVALID_MESSAGE = 4400
UNAUTHORIZED = 4401
FORBIDDEN = 4403
CONNECTION_INIT_TIMEOUT = 4408
SUBSCRIBER_ALREADY_EXISTS = 4409
TOO_MANY_INIT_REQUESTS = 4429


class InvalidMessage(ValueError):
    """A message the protocol does not allow (closes with 4400)."""


def serve_websocket(app: Application, endpoint: Endpoint, headers: Mapping[str, str],
                    reader: BinaryIO, sock, writer: BinaryIO) -> None:
    """Answers an upgrade request on the GraphQL path and serves the connection until it ends."""
    try:
        response = handshake_headers(headers, SUBPROTOCOL)
        header_plan = parse_faults(headers.get(FAULT_HEADER) or "")
    except HandshakeError as error:
        _refuse(writer, str(error))
        return
    except FaultSpecError as error:
        _refuse(writer, f"Bad {FAULT_HEADER} header: {error}")
        return
    lines = ["HTTP/1.1 101 Switching Protocols", *(f"{name}: {value}" for name, value in response.items())]
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
    socket = WebSocket(reader, sock)
    if "Sec-WebSocket-Protocol" not in response:
        socket.close(SUBPROTOCOL_NOT_ACCEPTABLE, "Subprotocol not acceptable")
        return
    Session(app, endpoint, headers, socket, header_plan).serve()


def _refuse(writer: BinaryIO, message: str) -> None:
    body = encode({"message": message})
    writer.write(b"HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n"
                 b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(body), body))


class Session:
    def __init__(self, app: Application, endpoint: Endpoint, headers: Mapping[str, str],
                 socket: WebSocket, header_plan: FaultPlan) -> None:
        self._app = app
        self._endpoint = endpoint
        self._headers = headers
        self._socket = socket
        self._header_plan = header_plan
        self._initialised = False
        self._context: Any = None  # set by the acknowledged connection_init
        self._operations: dict[str, asyncio.Task] = {}
        self._loop = asyncio.new_event_loop()

    def serve(self) -> None:
        loop_thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        loop_thread.start()
        self._loop.call_soon_threadsafe(
            self._loop.call_later, self._app.streams.connection_init_wait_seconds, self._init_timeout)
        try:
            while True:
                text = self._socket.receive()
                asyncio.run_coroutine_threadsafe(self._receive(text), self._loop).result()
        except ProtocolViolation as violation:
            self._socket.close(violation.code, violation.reason)
        except ConnectionClosed:
            pass
        finally:
            asyncio.run_coroutine_threadsafe(self._stop_all(), self._loop).result()
            self._loop.call_soon_threadsafe(self._loop.stop)
            loop_thread.join()
            self._loop.close()
            self._socket.abort()

    def _init_timeout(self) -> None:
        if not self._initialised:
            self._socket.close(CONNECTION_INIT_TIMEOUT, "Connection initialisation timeout")

    async def _receive(self, text: str) -> None:
        try:
            message = _message(text)
            kind = message["type"]
            if kind == "connection_init":
                self._init(message)
            elif kind == "ping":
                self._send({"type": "pong"})
            elif kind == "pong":
                pass
            elif kind == "subscribe":
                self._subscribe(message)
            elif kind == "complete":
                self._stop(_id(message))
            else:
                raise InvalidMessage(f"Invalid message received: unknown type `{kind}`")
        except InvalidMessage as error:
            self._socket.close(INVALID_MESSAGE, str(error))
        except ConnectionClosed:
            pass  # closed while answering; the reader sees the end

    def _init(self, message: dict) -> None:
        if self._initialised:
            self._socket.close(TOO_MANY_INIT_REQUESTS, "Too many initialisation requests")
            return
        self._initialised = True
        payload = message.get("payload")
        if payload is not None and not isinstance(payload, dict):
            raise InvalidMessage("Invalid message received: connection_init's payload must be an object")
        context = self._endpoint.admit(_credentials(payload or {}, self._headers))
        if isinstance(context, Rejection):
            self._socket.close(FORBIDDEN, "Forbidden")
            return
        self._context = context
        self._send({"type": "connection_ack"})

    def _subscribe(self, message: dict) -> None:
        operation_id = _id(message)
        payload = message.get("payload")
        if not isinstance(payload, dict) or not isinstance(payload.get("query"), str):
            raise InvalidMessage("Invalid message received: subscribe's payload needs a `query` string")
        variables, operation_name = payload.get("variables"), payload.get("operationName")
        if variables is not None and not isinstance(variables, dict):
            raise InvalidMessage("Invalid message received: `variables` must be an object")
        if operation_name is not None and not isinstance(operation_name, str):
            raise InvalidMessage("Invalid message received: `operationName` must be a string")
        if self._context is None:
            self._socket.close(UNAUTHORIZED, "Unauthorized")
            return
        if operation_id in self._operations:
            self._socket.close(SUBSCRIBER_ALREADY_EXISTS, f"Subscriber for {operation_id} already exists")
            return
        request = GraphQLRequest(payload["query"], operation_name, variables, None)
        name, root_fields = describe_operation(request.query, operation_name)
        plan = self._header_plan.merged(
            self._app.armed_faults.take(self._endpoint.name, set(root_fields) | ({name} if name else set())))
        self._app.request_log.record(self._endpoint.name, name, root_fields, list(plan.items))
        document = validated(self._endpoint, request.query)
        if isinstance(document, Answer):
            self._send({"id": operation_id, "type": "error", "payload": document.payload["errors"]})
            return
        results = open_stream(self._endpoint, document, request, self._context, plan.field_error_paths)
        self._operations[operation_id] = asyncio.ensure_future(
            self._deliver(operation_id, results, StreamFaults(plan)))

    async def _deliver(self, operation_id: str, results, faults: StreamFaults) -> None:
        pending = None
        try:
            while not faults.cut:
                pending = asyncio.ensure_future(anext(results))
                try:
                    payload = await pending
                except StopAsyncIteration:
                    pending = None
                    self._send({"id": operation_id, "type": "complete"})
                    return
                pending = None
                await asyncio.sleep(faults.delay_seconds)
                self._socket.send_text(faults.sent(encode({"id": operation_id, "type": "next", "payload": payload})))
            self._socket.abort()
        except ConnectionClosed:
            pass
        finally:
            self._operations.pop(operation_id, None)
            await close(results, pending)

    def _stop(self, operation_id: str) -> None:
        task = self._operations.pop(operation_id, None)
        if task is not None:
            task.cancel()

    async def _stop_all(self) -> None:
        tasks = list(self._operations.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def _send(self, message: dict) -> None:
        self._socket.send_text(encode(message))


def _message(text: str) -> dict:
    try:
        message = json.loads(text)
    except json.JSONDecodeError as error:
        raise InvalidMessage(f"Invalid message received: not JSON ({error})") from error
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise InvalidMessage("Invalid message received: a message is an object with a string `type`")
    return message


def _id(message: dict) -> str:
    operation_id = message.get("id")
    if not isinstance(operation_id, str) or not operation_id:
        raise InvalidMessage(f"Invalid message received: `{message['type']}` needs a non-empty string `id`")
    return operation_id


def _credentials(payload: dict, headers: Mapping[str, str]) -> dict[str, str]:
    """The headers the endpoint admits a request by: connection_init's `authorization`
    (as the header's value) or `token` (the bare token), else the upgrade request's."""
    authorization = payload.get("authorization", payload.get("Authorization"))
    if isinstance(payload.get("token"), str):
        authorization = f"bearer {payload['token']}"
    if not isinstance(authorization, str):
        authorization = headers.get("Authorization") or ""
    return {"Authorization": authorization}
