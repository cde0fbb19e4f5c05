"""The HTTP layer: a threaded server on 127.0.0.1 routing to the GraphQL endpoints, the
REST routes beside them, the control API and the health check. Threaded, so a delayed
reply blocks no other."""

import socket
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from . import control_api
from .application import Application
from .graphql_exchange import exchange
from .graphql_transport_ws import serve_websocket
from .media_types import EVENT_STREAM, accepts
from .reply import Delivery, Reply
from .rest_router import serve_rest
from .websocket import is_upgrade

MAX_BODY_BYTES = 16 * 1024 * 1024


class BodyError(ValueError):
    """A request body that cannot be read (400), or that is too large (413)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class SampleHTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True  # a test holds the port it asks `run` for this way, and hands it over
    request_queue_size = 128  # a test suite opens connections in bursts

    def __init__(self, app: Application, host: str = "127.0.0.1", port: int = 0) -> None:
        self.app = app
        super().__init__((host, port), RequestHandler)

    @property
    def base_url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"


class RequestHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "baton-sample-server"
    server: SampleHTTPServer

    def do_GET(self) -> None:
        self._route("GET")

    def do_POST(self) -> None:
        self._route("POST")

    def do_DELETE(self) -> None:
        self._route("DELETE")

    def do_PUT(self) -> None:
        self._route("PUT")

    def do_PATCH(self) -> None:
        self._route("PATCH")

    def log_message(self, *_args) -> None:
        """Quiet: tests start many servers, and the request log is queryable."""

    def _route(self, method: str) -> None:
        try:
            body = self._read_body()
        except BodyError as error:
            self.close_connection = True
            self._send(Reply.json(error.status, {"message": str(error)}))
            return
        path, _, query = self.path.partition("?")
        app = self.server.app
        endpoint = app.endpoint_at(path)
        rest_endpoint = app.rest_endpoint_at(path)
        if path == "/health":
            reply = Reply.text(200, "ok") if method == "GET" else Reply.json(405, {"message": "use GET"}, Allow="GET")
        elif path.startswith("/control/"):
            reply = control_api.handle(app, method, path, query, body)
        elif endpoint is not None:
            if method == "POST":
                reply = exchange(app, endpoint, self.headers, body)
            elif method == "GET" and is_upgrade(self.headers):
                self.close_connection = True
                serve_websocket(app, endpoint, self.headers, self.rfile, self.connection,
                                self.wfile)
                return
            elif method == "GET" and accepts(self.headers.get("Accept"), EVENT_STREAM):
                reply = exchange(app, endpoint, self.headers, body, parameters=query)
            else:
                reply = Reply.json(405, {"errors": [{"message": "GraphQL requests are POSTs, or GETs of an event "
                                                               "stream or a WebSocket"}]}, Allow="POST")
        elif rest_endpoint is not None:
            reply = serve_rest(app, rest_endpoint, method, path, query, self.headers, body)
        else:
            reply = Reply.json(404, {"message": f"Not Found: {path}"})
        if endpoint is not None or rest_endpoint is not None:
            app.answer_hold.wait()
        self._send(reply)

    def _read_body(self) -> bytes:
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            return self._read_chunked()
        length_header = self.headers.get("Content-Length")
        if length_header is None:
            return b""
        if not length_header.strip().isdigit():
            raise BodyError(400, f"bad Content-Length `{length_header}`")
        length = int(length_header)
        if length > MAX_BODY_BYTES:
            raise BodyError(413, f"a body of {length} bytes is over the limit of {MAX_BODY_BYTES}")
        body = self.rfile.read(length)
        if len(body) != length:
            raise BodyError(400, f"the body ended after {len(body)} of {length} bytes")
        return body

    def _read_chunked(self) -> bytes:
        chunks, total = [], 0
        while True:
            size_line = self.rfile.readline(1024).split(b";")[0].strip()
            try:
                size = int(size_line, 16)
            except ValueError as error:
                raise BodyError(400, "bad chunk size in a chunked body") from error
            total += size
            if total > MAX_BODY_BYTES:
                raise BodyError(413, f"a chunked body over the limit of {MAX_BODY_BYTES} bytes")
            if size == 0:
                while self.rfile.readline(1024).strip():  # trailers
                    pass
                return b"".join(chunks)
            chunks.append(self.rfile.read(size))
            self.rfile.readline(1024)

    def _send(self, reply: Reply) -> None:
        if reply.delivery is Delivery.DROPPED:
            self._close_now()
            return
        if reply.stream is not None:
            self._stream(reply)
            return
        # HTTP forbids a body, and a length, after 204 and 304.
        bodiless = reply.status in (204, 304)
        self.send_response(reply.status)
        if reply.content_type:
            self.send_header("Content-Type", reply.content_type)
        if not bodiless:
            self.send_header("Content-Length", str(len(reply.body)))
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        if bodiless:
            return
        body = reply.body[: len(reply.body) // 2] if reply.delivery is Delivery.TRUNCATED else reply.body
        if reply.pace is None:
            self.wfile.write(body)
        else:
            self._write_slowly(body, *reply.pace)
        if reply.delivery is Delivery.TRUNCATED:
            self.wfile.flush()
            self._close_now()

    def _write_slowly(self, body: bytes, size: int, pause: float) -> None:
        for start in range(0, len(body), size):
            if start:
                time.sleep(pause)
            self.wfile.write(body[start:start + size])
            self.wfile.flush()

    def _stream(self, reply: Reply) -> None:
        writer = ChunkedWriter(self, reply)
        try:
            reply.stream(writer)
            if not writer.dropped:
                writer.finish()
        except OSError:
            self.close_connection = True  # the client went away mid-stream
        if writer.dropped:
            self._close_now()

    def _close_now(self) -> None:
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass  # the client may already have gone


class ChunkedWriter:
    """A streamed reply's body in chunks, each flushed as it is written, so a client
    reads every event or part as soon as it is produced."""

    def __init__(self, handler: RequestHandler, reply: Reply) -> None:
        self._handler = handler
        self._reply = reply
        self._opened = False
        self.dropped = False

    def open(self) -> None:
        if self._opened:
            return
        self._opened = True
        handler = self._handler
        handler.send_response(self._reply.status)
        handler.send_header("Content-Type", self._reply.content_type)
        handler.send_header("Transfer-Encoding", "chunked")
        for name, value in self._reply.headers.items():
            handler.send_header(name, value)
        handler.end_headers()
        handler.wfile.flush()

    def write(self, data: bytes) -> None:
        self.open()
        self._handler.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self._handler.wfile.flush()

    def drop(self) -> None:
        self.open()
        self.dropped = True

    def finish(self) -> None:
        self.open()
        self._handler.wfile.write(b"0\r\n\r\n")
        self._handler.wfile.flush()
