"""Starting the server in the background and stopping it, through a state directory.

The state directory holds `pid`, `url` and `server.log`, and `port`, the port the last
start served on, which the next start in that directory asks for again: a client that
keeps data per endpoint (the app's images) finds it after a restart. One directory, one
server: tests give each server its own directory, so several run at once.
"""

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

PACKAGE_PARENT = Path(__file__).resolve().parent.parent
READY_TIMEOUT_SECONDS = 30.0
STOP_TIMEOUT_SECONDS = 5.0


class LifecycleError(RuntimeError):
    """The server could not be started or stopped; the message says why."""


def _is_sample_server(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
    except (ProcessLookupError, PermissionError, FileNotFoundError):
        return False
    return b"sample_server" in cmdline


def _recorded_pid(state_dir: Path) -> int | None:
    try:
        return int((state_dir / "pid").read_text().strip())
    except (FileNotFoundError, ValueError):
        return None


def _forget(state_dir: Path) -> None:
    for name in ("pid", "url"):
        (state_dir / name).unlink(missing_ok=True)


# Straight to 127.0.0.1, whatever proxy the environment names.
_DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _answers(url: str) -> bool:
    try:
        with _DIRECT.open(f"{url}/health", timeout=2) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def _port_to_ask(state_dir: Path) -> int:
    """The port the last start here served on while it is free, else 0 (any)."""
    try:
        port = int((state_dir / "port").read_text().strip())
    except (FileNotFoundError, ValueError):
        return 0
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return 0
    return port


def start(state_dir: Path, run_arguments: list[str]) -> str:
    """Starts `run` detached, waits until it answers, and returns its base URL."""
    state_dir.mkdir(parents=True, exist_ok=True)
    pid = _recorded_pid(state_dir)
    if pid is not None and _is_sample_server(pid):
        url = (state_dir / "url").read_text().strip() if (state_dir / "url").exists() else "?"
        raise LifecycleError(f"a sample server already runs from {state_dir} at {url} (pid {pid}); stop it first")
    _forget(state_dir)
    url_file = state_dir / "url"
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(
        filter(None, [str(PACKAGE_PARENT), os.environ.get("PYTHONPATH")])))
    with open(state_dir / "server.log", "wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "sample_server", "run", "--port", str(_port_to_ask(state_dir)),
             "--url-file", str(url_file), *run_arguments],
            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
            env=environment, start_new_session=True,
        )
    (state_dir / "pid").write_text(f"{process.pid}\n")
    deadline = time.monotonic() + READY_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            _forget(state_dir)
            log_text = (state_dir / "server.log").read_text(errors="replace").strip()
            raise LifecycleError(f"the server exited with status {process.returncode}:\n{log_text}")
        if url_file.exists():
            url = url_file.read_text().strip()
            if url and _answers(url):
                (state_dir / "port").write_text(url.rsplit(":", 1)[1] + "\n")
                return url
        time.sleep(0.05)
    process.kill()
    _forget(state_dir)
    raise LifecycleError(f"the server did not answer within {READY_TIMEOUT_SECONDS:.0f}s; see {state_dir / 'server.log'}")


def stop(state_dir: Path) -> bool:
    """Stops the server recorded in `state_dir`; False when none was running."""
    pid = _recorded_pid(state_dir)
    running = pid is not None and _is_sample_server(pid)
    if running:
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + STOP_TIMEOUT_SECONDS
        while _is_sample_server(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        if _is_sample_server(pid):
            os.kill(pid, signal.SIGKILL)
    _forget(state_dir)
    return running
