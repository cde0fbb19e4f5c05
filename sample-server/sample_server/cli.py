"""`scripts/sample-server start|stop|run|token`."""

import argparse
import json
import signal
import sys
from pathlib import Path

from . import lifecycle
from .application import Application, StreamSettings
from .github.endpoint import GitHubEndpoint
from .github.tokens import DEFAULT_TOKEN
from .http_server import SampleHTTPServer
from .rickandmorty.endpoint import RickAndMortyEndpoint
from .schema_binding import SchemaFileError

REPOSITORY_ROOT = lifecycle.PACKAGE_PARENT.parent
DEFAULT_STATE_DIR = lifecycle.PACKAGE_PARENT / ".run"


class PersistedFileError(ValueError):
    """The persisted documents file is not a JSON object of id -> document text."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sample-server", description="The sample GraphQL server.")
    commands = parser.add_subparsers(dest="command", required=True)

    served = argparse.ArgumentParser(add_help=False)
    served.add_argument("--persisted", type=Path, help="JSON map of documentId -> document text")
    served.add_argument("--rickandmorty-schema", type=Path, default=REPOSITORY_ROOT / "schema.graphql")
    served.add_argument("--github-schema", type=Path, default=REPOSITORY_ROOT / "graphql/github/schema.graphql")
    served.add_argument("--github-live-schema", type=Path, default=REPOSITORY_ROOT / "graphql/github/live.graphql",
                        help="the Subscription root extending the GitHub schema")
    served.add_argument("--keep-alive", type=_seconds, default=10.0, metavar="SECONDS",
                        help="seconds between keep-alive comments of an event stream (default 10)")
    served.add_argument("--connection-init-wait", type=_seconds, default=3.0, metavar="SECONDS",
                        help="seconds a WebSocket has to send connection_init (default 3)")

    state = argparse.ArgumentParser(add_help=False)
    state.add_argument("--state-dir", type=Path, default=DEFAULT_STATE_DIR)

    run = commands.add_parser("run", parents=[served], help="serve in the foreground")
    run.add_argument("--port", type=int, default=0, help="0 (the default) picks a free port")
    run.add_argument("--url-file", type=Path, help=argparse.SUPPRESS)
    commands.add_parser("start", parents=[served, state], help="serve in the background; prints the base URL last")
    commands.add_parser("stop", parents=[state], help="stop the background server, if any")
    commands.add_parser("token", help="print the default sample GitHub token")
    return parser


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got `{text}`") from error
    if not 0 < seconds < 3600:
        raise argparse.ArgumentTypeError(f"expected a number of seconds between 0 and 3600, got `{text}`")
    return seconds


def _load_persisted(path: Path | None) -> dict[str, str] | None:
    if path is None:
        return None
    try:
        documents = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise PersistedFileError(f"cannot read {path}: {error.strerror}") from error
    except json.JSONDecodeError as error:
        raise PersistedFileError(f"{path} is not JSON: {error}") from error
    if not isinstance(documents, dict) or not all(isinstance(v, str) for v in documents.values()):
        raise PersistedFileError(f"{path} must be a JSON object mapping each id to its document text")
    return documents


def _run(arguments: argparse.Namespace) -> int:
    app = Application(
        [RickAndMortyEndpoint(arguments.rickandmorty_schema),
         GitHubEndpoint(arguments.github_schema, arguments.github_live_schema)],
        persisted=_load_persisted(arguments.persisted),
        streams=StreamSettings(keep_alive_seconds=arguments.keep_alive,
                               connection_init_wait_seconds=arguments.connection_init_wait),
    )
    server = SampleHTTPServer(app, port=arguments.port)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    if arguments.url_file:
        staged = arguments.url_file.with_suffix(".tmp")
        staged.write_text(server.base_url + "\n")
        staged.replace(arguments.url_file)
    print(server.base_url, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def _forwarded(arguments: argparse.Namespace) -> list[str]:
    forwarded = ["--rickandmorty-schema", str(arguments.rickandmorty_schema.resolve()),
                 "--github-schema", str(arguments.github_schema.resolve()),
                 "--github-live-schema", str(arguments.github_live_schema.resolve()),
                 "--keep-alive", str(arguments.keep_alive),
                 "--connection-init-wait", str(arguments.connection_init_wait)]
    if arguments.persisted:
        forwarded += ["--persisted", str(arguments.persisted.resolve())]
    return forwarded


def main(argv: list[str]) -> int:
    arguments = _parser().parse_args(argv)
    try:
        if arguments.command == "run":
            return _run(arguments)
        if arguments.command == "start":
            print(lifecycle.start(arguments.state_dir.resolve(), _forwarded(arguments)), flush=True)
        elif arguments.command == "stop":
            if not lifecycle.stop(arguments.state_dir.resolve()):
                print("sample-server: none was running", file=sys.stderr)
        elif arguments.command == "token":
            print(DEFAULT_TOKEN)
        return 0
    except (lifecycle.LifecycleError, SchemaFileError, PersistedFileError) as error:
        print(f"sample-server: {error}", file=sys.stderr)
        return 1
