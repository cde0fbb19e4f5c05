"""Clients of the sample server's streamed responses, over raw sockets and
http.client, so the tests see the wire as a client does: server-sent events,
multipart parts, and a WebSocket with masked frames."""

import base64
import hashlib
import http.client
import json
import os
import socket
import struct
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

from sample_client import DEFAULT_TOKEN

HUBOT_TOKEN = "ghp_sampleHubotToken00000000000000000000"
GRAPHQL_TRANSPORT_WS = "graphql-transport-ws"


def first_repository_id(server) -> str:
    data = server.data("github", "{ viewer { repositories(first: 1, privacy: PUBLIC) { nodes { id } } } }")
    return data["viewer"]["repositories"]["nodes"][0]["id"]


def first_issue_id(server) -> str:
    data = server.data("github", "{ viewer { repositories(first: 20) { nodes { issues(first: 1) { nodes { id } } } } } }")
    return next(issue["id"] for repository in data["viewer"]["repositories"]["nodes"]
                for issue in repository["issues"]["nodes"])


def star(server, repository_id: str, token: str = HUBOT_TOKEN, mutation: str = "addStar") -> dict:
    data = server.data("github", f"mutation($id: ID!) {{ {mutation}(input: {{starrableId: $id}}) "
                                 "{ starrable { stargazerCount } } }", {"id": repository_id}, token=token)
    return data[mutation]["starrable"]


def comment(server, issue_id: str, body: str, token: str = HUBOT_TOKEN) -> dict:
    data = server.data("github", "mutation($id: ID!, $body: String!) { addComment(input: {subjectId: $id, body: $body}) "
                                 "{ commentEdge { node { id body } } } }", {"id": issue_id, "body": body}, token=token)
    return data["addComment"]["commentEdge"]["node"]


def _address(server) -> tuple[str, int]:
    address = urlsplit(server.url)
    return address.hostname, address.port


def _body(query: str, variables: dict | None, operation_name: str | None) -> bytes:
    body = {"query": query}
    if variables is not None:
        body["variables"] = variables
    if operation_name is not None:
        body["operationName"] = operation_name
    return json.dumps(body).encode()


def post(server, endpoint: str, query: str, variables: dict | None = None, accept: str = "text/event-stream",
         headers: dict | None = None, token: str | None = DEFAULT_TOKEN, timeout: float = 10,
         operation_name: str | None = None) -> tuple[http.client.HTTPConnection, http.client.HTTPResponse]:
    """A POST whose response is left open for reading as it streams."""
    connection = http.client.HTTPConnection(*_address(server), timeout=timeout)
    all_headers = {"Content-Type": "application/json", "Accept": accept}
    if token is not None and endpoint == "github":
        all_headers["Authorization"] = f"bearer {token}"
    all_headers.update(headers or {})
    connection.request("POST", f"/{endpoint}/graphql", _body(query, variables, operation_name), all_headers)
    return connection, connection.getresponse()


@dataclass
class Event:
    name: str | None  # None for a block of comments only
    data: str | None
    comments: list[str]


class EventStream:
    """Reads server-sent events one block at a time."""

    def __init__(self, connection: http.client.HTTPConnection, response: http.client.HTTPResponse) -> None:
        self.connection = connection
        self.response = response

    def next(self) -> Event:
        name, data, comments = None, None, []
        while True:
            line = self.response.readline()
            if not line:
                raise EOFError("the event stream ended")
            line = line.decode("utf-8").rstrip("\n")
            if line == "":
                if name is None and data is None and not comments:
                    continue
                return Event(name, data, comments)
            if line.startswith(":"):
                comments.append(line[1:].strip())
                continue
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "event":
                name = value
            elif field == "data":
                data = value if data is None else data + "\n" + value

    def next_event(self) -> Event:
        """The next event that is not only comments."""
        while True:
            event = self.next()
            if event.name is not None or event.data is not None:
                return event

    def close(self) -> None:
        self.connection.close()


def subscribe_events(server, endpoint: str, query: str, variables: dict | None = None, **options) -> EventStream:
    connection, response = post(server, endpoint, query, variables, **options)
    assert response.status == 200, response.read()
    assert response.getheader("Content-Type").startswith("text/event-stream")
    return EventStream(connection, response)


def multipart_parts(body: bytes) -> list[bytes]:
    """The parts' bodies of a `boundary="-"` multipart body, checking its framing."""
    assert body.endswith(b"\r\n-----\r\n"), body[-40:]
    chunks = body[: -len(b"\r\n-----\r\n")].split(b"\r\n---\r\n")
    assert chunks[0] == b"", chunks[0]
    parts = []
    for chunk in chunks[1:]:
        head, separator, content = chunk.partition(b"\r\n\r\n")
        assert separator and head == b"Content-Type: application/json; charset=utf-8", chunk[:80]
        parts.append(content)
    return parts


def part_arrivals(response: http.client.HTTPResponse) -> tuple[bytes, list[float], bool]:
    """The body, the time each part's delimiter arrived, and whether the chunked body
    ended properly (not cut off)."""
    body, arrivals = b"", []
    while True:
        try:
            chunk = response.read1(65536)
        except http.client.IncompleteRead:
            return body, arrivals, False
        if not chunk:
            return body, arrivals, True
        body += chunk
        while body.count(b"\r\n---\r\n") > len(arrivals):
            arrivals.append(time.monotonic())


class WebSocketClient:
    """A client connection: the opening handshake, masked frames out, frames in."""

    def __init__(self, server, endpoint: str = "github", subprotocol: str | None = GRAPHQL_TRANSPORT_WS,
                 headers: dict | None = None, timeout: float = 10) -> None:
        self.socket = socket.create_connection(_address(server), timeout=timeout)
        self._buffer = b""
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [f"GET /{endpoint}/graphql HTTP/1.1", f"Host: {server.url.split('//')[1]}",
                 "Upgrade: websocket", "Connection: Upgrade", f"Sec-WebSocket-Key: {key}",
                 "Sec-WebSocket-Version: 13"]
        if subprotocol is not None:
            lines.append(f"Sec-WebSocket-Protocol: {subprotocol}")
        lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
        self.socket.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = self._read_until(b"\r\n\r\n").decode("latin-1")
        status_line, *header_lines = head.split("\r\n")
        self.status = int(status_line.split()[1])
        self.headers = {name.lower(): value.strip() for name, _, value in
                        (line.partition(":") for line in header_lines if line)}
        if self.status == 101:
            expected = base64.b64encode(hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode())
                                        .digest()).decode()
            assert self.headers["sec-websocket-accept"] == expected

    # Sending

    def send_frame(self, opcode: int, payload: bytes, final: bool = True) -> None:
        mask = os.urandom(4)
        length = len(payload)
        first = (0x80 if final else 0) | opcode
        if length < 126:
            header = struct.pack("!BB", first, 0x80 | length)
        elif length < 1 << 16:
            header = struct.pack("!BBH", first, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", first, 0x80 | 127, length)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self.socket.sendall(header + mask + masked)

    def send(self, message: dict) -> None:
        self.send_frame(0x1, json.dumps(message).encode())

    def send_fragmented(self, message: dict, pieces: int) -> None:
        """One text message as `pieces` frames, with a ping between the first two."""
        data = json.dumps(message).encode()
        size = -(-len(data) // pieces)
        fragments = [data[i:i + size] for i in range(0, len(data), size)]
        for index, fragment in enumerate(fragments):
            self.send_frame(0x1 if index == 0 else 0x0, fragment, final=index == len(fragments) - 1)
            if index == 0:
                self.send_frame(0x9, b"between")

    def init(self, payload: dict | None = None) -> None:
        self.send({"type": "connection_init", "payload": payload or {"authorization": f"bearer {DEFAULT_TOKEN}"}})
        assert self.receive() == {"type": "connection_ack"}

    # Receiving

    def receive_frame(self) -> tuple[int, bytes]:
        """The next frame; EOFError when the connection ends without a close frame."""
        first, second = self._read_exactly(2)
        length = second & 0x7F
        assert not second & 0x80, "a server frame must not be masked"
        if length == 126:
            length = struct.unpack("!H", self._read_exactly(2))[0]
        elif length == 127:
            length = struct.unpack("!Q", self._read_exactly(8))[0]
        assert first & 0x80, "the server sends unfragmented frames"
        return first & 0x0F, self._read_exactly(length)

    def receive_text(self) -> str:
        opcode, payload = self.receive_frame()
        assert opcode == 0x1, (opcode, payload)
        return payload.decode()

    def receive(self) -> dict:
        return json.loads(self.receive_text())

    def close_code(self) -> tuple[int, str]:
        """The code and reason of the close frame the server sends next."""
        opcode, payload = self.receive_frame()
        assert opcode == 0x8, (opcode, payload)
        return struct.unpack("!H", payload[:2])[0], payload[2:].decode()

    def ended_without_close_frame(self) -> bool:
        try:
            self.receive_frame()
        except EOFError:
            return True
        return False

    def close(self) -> None:
        self.socket.close()

    def _read_exactly(self, count: int) -> bytes:
        while len(self._buffer) < count:
            try:
                chunk = self.socket.recv(65536)
            except ConnectionResetError as error:
                raise EOFError("the connection was reset") from error
            if not chunk:
                raise EOFError("the connection ended")
            self._buffer += chunk
        data, self._buffer = self._buffer[:count], self._buffer[count:]
        return data

    def _read_until(self, delimiter: bytes) -> bytes:
        while delimiter not in self._buffer:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise EOFError("the connection ended during the handshake")
            self._buffer += chunk
        data, _, self._buffer = self._buffer.partition(delimiter)
        return data
