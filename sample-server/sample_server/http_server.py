"""The HTTP layer: a threaded server on 127.0.0.1 routing to the GraphQL endpoints,
the control API and the health check. Threaded, so a delayed reply blocks no other."""

import socket
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from . import control_api
from .application import Application
from .graphql_exchange import exchange
from .reply import Delivery, Reply

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
        if path == "/health":
            reply = Reply.text(200, "ok") if method == "GET" else Reply.json(405, {"message": "use GET"}, Allow="GET")
        elif path.startswith("/control/"):
            reply = control_api.handle(app, method, path, query, body)
        elif endpoint is not None:
            if method == "POST":
                reply = exchange(app, endpoint, self.headers, body)
            else:
                reply = Reply.json(405, {"errors": [{"message": "GraphQL requests are POSTs"}]}, Allow="POST")
        else:
            reply = Reply.json(404, {"message": f"Not Found: {path}"})
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
        self.send_response(reply.status)
        self.send_header("Content-Type", reply.content_type)
        self.send_header("Content-Length", str(len(reply.body)))
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        if reply.delivery is Delivery.TRUNCATED:
            self.wfile.write(reply.body[: len(reply.body) // 2])
            self.wfile.flush()
            self._close_now()
            return
        self.wfile.write(reply.body)

    def _close_now(self) -> None:
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass  # the client may already have gone
