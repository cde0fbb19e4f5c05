"""A WebSocket server connection (RFC 6455) over a socket an HTTP handler hands over:
the opening handshake, masked client frames unmasked, fragmented messages
reassembled, pings answered, and closing with a code."""

import base64
import hashlib
import socket
import struct
import threading
from collections.abc import Mapping
from typing import BinaryIO

_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
MAX_MESSAGE_BYTES = 16 * 1024 * 1024

CONTINUATION, TEXT, BINARY, CLOSE, PING, PONG = 0x0, 0x1, 0x2, 0x8, 0x9, 0xA

# RFC 6455's close codes the connection itself uses.
NORMAL_CLOSURE = 1000
PROTOCOL_ERROR = 1002
UNSUPPORTED_DATA = 1003
INVALID_PAYLOAD = 1007
MESSAGE_TOO_BIG = 1009


class HandshakeError(ValueError):
    """An upgrade request that is not a WebSocket opening handshake (400)."""


class ConnectionClosed(Exception):
    """The peer closed the connection, with a close frame or without one."""


class ProtocolViolation(Exception):
    """A frame RFC 6455 forbids; the connection closes with `code`."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


def is_upgrade(headers: Mapping[str, str]) -> bool:
    return (headers.get("Upgrade") or "").strip().lower() == "websocket"


def handshake_headers(headers: Mapping[str, str], subprotocol: str) -> dict[str, str]:
    """The 101 response's headers; the subprotocol only if the client offered it."""
    connection = {token.strip().lower() for token in (headers.get("Connection") or "").split(",")}
    if "upgrade" not in connection:
        raise HandshakeError("a WebSocket handshake needs `Connection: Upgrade`")
    if (headers.get("Sec-WebSocket-Version") or "").strip() != "13":
        raise HandshakeError("only WebSocket version 13 is served (`Sec-WebSocket-Version: 13`)")
    key = (headers.get("Sec-WebSocket-Key") or "").strip()
    try:
        if len(base64.b64decode(key, validate=True)) != 16:
            raise ValueError
    except ValueError as error:
        raise HandshakeError("`Sec-WebSocket-Key` must be 16 bytes in base64") from error
    accept = base64.b64encode(hashlib.sha1((key + _GUID).encode()).digest()).decode()
    response = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Accept": accept}
    offered = {token.strip() for token in (headers.get("Sec-WebSocket-Protocol") or "").split(",")}
    if subprotocol in offered:
        response["Sec-WebSocket-Protocol"] = subprotocol
    return response


def _unmasked(payload: bytes, mask: bytes) -> bytes:
    """XOR with the repeated mask, as one big integer rather than byte by byte."""
    key = (mask * (len(payload) // 4 + 1))[: len(payload)]
    return (int.from_bytes(payload, "big") ^ int.from_bytes(key, "big")).to_bytes(len(payload), "big")


class WebSocket:
    """Reads on one thread, writes from any: frames never interleave."""

    def __init__(self, reader: BinaryIO, sock: socket.socket) -> None:
        self._reader = reader
        self._socket = sock
        self._write_lock = threading.Lock()
        self._closed = False

    def receive(self) -> str:
        """The next text message. Answers pings on the way; raises `ConnectionClosed`
        when the peer closes, after answering its close frame."""
        fragments: list[bytes] = []
        size = 0
        while True:
            final, opcode, payload = self._read_frame()
            if opcode in (CLOSE, PING, PONG):
                self._control(opcode, payload)
                continue
            if opcode == CONTINUATION and not fragments:
                raise ProtocolViolation(PROTOCOL_ERROR, "a continuation frame with no message to continue")
            if opcode in (TEXT, BINARY) and fragments:
                raise ProtocolViolation(PROTOCOL_ERROR, "a new message before the last one's final fragment")
            if opcode == BINARY:
                raise ProtocolViolation(UNSUPPORTED_DATA, "binary messages are not served")
            if opcode not in (TEXT, CONTINUATION):
                raise ProtocolViolation(PROTOCOL_ERROR, f"unknown opcode {opcode:#x}")
            size += len(payload)
            if size > MAX_MESSAGE_BYTES:
                raise ProtocolViolation(MESSAGE_TOO_BIG, f"a message over {MAX_MESSAGE_BYTES} bytes")
            fragments.append(payload)
            if final:
                try:
                    return b"".join(fragments).decode("utf-8")
                except UnicodeDecodeError as error:
                    raise ProtocolViolation(INVALID_PAYLOAD, "a text message that is not UTF-8") from error

    def send_text(self, text: str | bytes) -> None:
        self._send_frame(TEXT, text.encode("utf-8") if isinstance(text, str) else text)

    def close(self, code: int, reason: str = "") -> None:
        """Sends a close frame, then ends the TCP connection; the reading thread sees it end."""
        with self._write_lock:
            if self._closed:
                return
            self._closed = True
            try:
                self._write(CLOSE, struct.pack("!H", code) + reason.encode("utf-8")[:123])
            except OSError:
                pass  # the peer is gone already
        self._shutdown()

    def abort(self) -> None:
        """Ends the TCP connection without a close frame, as a network failure would."""
        with self._write_lock:
            self._closed = True
        self._shutdown()

    def _control(self, opcode: int, payload: bytes) -> None:
        if len(payload) > 125:
            raise ProtocolViolation(PROTOCOL_ERROR, "a control frame over 125 bytes")
        if opcode == PING:
            self._send_frame(PONG, payload)
        elif opcode == CLOSE:
            code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else NORMAL_CLOSURE
            self.close(code)
            raise ConnectionClosed()

    def _read_frame(self) -> tuple[bool, int, bytes]:
        first, second = self._read_exactly(2)
        if first & 0x70:
            raise ProtocolViolation(PROTOCOL_ERROR, "reserved bits set without an extension")
        final, opcode = bool(first & 0x80), first & 0x0F
        if not second & 0x80:
            raise ProtocolViolation(PROTOCOL_ERROR, "a client frame must be masked")
        length = second & 0x7F
        if length == 126:
            length = struct.unpack("!H", self._read_exactly(2))[0]
        elif length == 127:
            length = struct.unpack("!Q", self._read_exactly(8))[0]
        if opcode >= CLOSE and not final:
            raise ProtocolViolation(PROTOCOL_ERROR, "a fragmented control frame")
        if length > MAX_MESSAGE_BYTES:
            raise ProtocolViolation(MESSAGE_TOO_BIG, f"a frame over {MAX_MESSAGE_BYTES} bytes")
        mask = self._read_exactly(4)
        return final, opcode, _unmasked(self._read_exactly(length), mask)

    def _read_exactly(self, count: int) -> bytes:
        try:
            data = self._reader.read(count) if count else b""
        except OSError as error:
            raise ConnectionClosed() from error
        if len(data) != count:
            raise ConnectionClosed()
        return data

    def _send_frame(self, opcode: int, payload: bytes) -> None:
        with self._write_lock:
            if self._closed:
                raise ConnectionClosed()
            self._write(opcode, payload)

    def _write(self, opcode: int, payload: bytes) -> None:
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", 0x80 | opcode, length)
        elif length < 1 << 16:
            header = struct.pack("!BBH", 0x80 | opcode, 126, length)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 127, length)
        self._socket.sendall(header + payload)

    def _shutdown(self) -> None:
        try:
            self._socket.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass  # the peer may already have gone
