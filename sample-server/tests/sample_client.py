"""Starting a sample server through the script, and talking to it over plain HTTP.

http.client rather than urllib, so a dropped connection or a short body surfaces
as the exception a client sees instead of being retried or hidden.
"""

import http.client
import json
import subprocess
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

REPOSITORY_ROOT = Path(__file__).resolve().parents[2]
SCRIPT = REPOSITORY_ROOT / "scripts" / "sample-server"
DEFAULT_TOKEN = subprocess.run([SCRIPT, "token"], capture_output=True, text=True, check=True,
                               stdin=subprocess.DEVNULL).stdout.strip()


def script(*arguments: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run([SCRIPT, *arguments], capture_output=True, text=True, check=check,
                          stdin=subprocess.DEVNULL, timeout=60)


@dataclass
class Response:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        return json.loads(self.body)

    @property
    def content_type(self) -> str:
        return self.headers.get("content-type", "")


class SampleServer:
    """One server, started in its own state directory, stopped by `stop`."""

    def __init__(self, state_dir: Path, *options: str) -> None:
        self.state_dir = state_dir
        self.options = options
        self.url = ""

    def start(self) -> "SampleServer":
        result = script("start", "--state-dir", str(self.state_dir), *self.options)
        self.url = result.stdout.strip().splitlines()[-1]
        return self

    def stop(self) -> subprocess.CompletedProcess:
        return script("stop", "--state-dir", str(self.state_dir))

    def __enter__(self) -> "SampleServer":
        return self.start()

    def __exit__(self, *_exception) -> None:
        self.stop()

    def request(self, method: str, path: str, body: bytes | None = None,
                headers: dict[str, str] | None = None, timeout: float = 30) -> Response:
        address = urlsplit(self.url)
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=timeout)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            payload = response.read()
            return Response(response.status, {k.lower(): v for k, v in response.getheaders()}, payload)
        finally:
            connection.close()

    def graphql(self, endpoint: str, query: str | None = None, variables: dict | None = None,
                operation_name: str | None = None, headers: dict[str, str] | None = None,
                token: str | None = DEFAULT_TOKEN, document_id: str | None = None, **extra) -> Response:
        body = {"query": query} if document_id is None else {"documentId": document_id}
        if variables is not None:
            body["variables"] = variables
        if operation_name is not None:
            body["operationName"] = operation_name
        all_headers = {"Content-Type": "application/json"}
        if token is not None and endpoint == "github":
            all_headers["Authorization"] = f"bearer {token}"
        all_headers.update(headers or {})
        return self.request("POST", f"/{endpoint}/graphql", json.dumps(body).encode(), all_headers, **extra)

    def data(self, endpoint: str, query: str, variables: dict | None = None, **options) -> dict:
        """The response's data, asserting it came without errors."""
        response = self.graphql(endpoint, query, variables, **options)
        assert response.status == 200, response.body
        payload = response.json()
        assert "errors" not in payload, payload["errors"]
        return payload["data"]

    def control(self, method: str, path: str, payload: dict | None = None) -> Response:
        body = json.dumps(payload).encode() if payload is not None else None
        headers = {"Content-Type": "application/json"} if body is not None else {}
        return self.request(method, f"/control/{path}", body, headers)
