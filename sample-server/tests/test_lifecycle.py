import os
import socket
import subprocess
from pathlib import Path

from sample_client import DEFAULT_TOKEN, SCRIPT, SampleServer, script


def _process_runs(pid: int) -> bool:
    try:
        return b"sample_server" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except FileNotFoundError:
        return False


def test_start_prints_the_base_url_last_and_stop_ends_the_process(tmp_path):
    state_dir = tmp_path / "state"
    result = script("start", "--state-dir", str(state_dir))
    url = result.stdout.strip().splitlines()[-1]
    server = SampleServer(state_dir)
    server.url = url
    try:
        assert url.startswith("http://127.0.0.1:")
        pid = int((state_dir / "pid").read_text())
        assert _process_runs(pid)
        health = server.request("GET", "/health")
        assert (health.status, health.body) == (200, b"ok")
    finally:
        stopped = server.stop()
    assert stopped.returncode == 0
    assert not _process_runs(pid)
    assert not (state_dir / "pid").exists()


def test_a_restart_in_the_same_state_dir_serves_on_the_same_port(tmp_path):
    state_dir = tmp_path / "state"
    urls = []
    for _ in range(2):
        with SampleServer(state_dir) as server:
            urls.append(server.url)
    assert urls[0] == urls[1]


def test_a_restart_whose_port_is_taken_serves_on_another(tmp_path):
    state_dir = tmp_path / "state"
    with SampleServer(state_dir) as first:
        pass
    port = int(first.url.rsplit(":", 1)[1])
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as holder:
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        holder.bind(("127.0.0.1", port))
        holder.listen()
        with SampleServer(state_dir) as second:
            assert second.url != first.url
            assert second.request("GET", "/health").status == 200


def test_stop_without_a_server_is_a_no_op(tmp_path):
    result = script("stop", "--state-dir", str(tmp_path / "never-started"))
    assert result.returncode == 0


def test_a_second_start_in_the_same_state_dir_is_refused(start_server, tmp_path):
    first = start_server()
    again = script("start", "--state-dir", str(first.state_dir), check=False)
    assert again.returncode == 1
    assert first.url in again.stderr
    assert first.request("GET", "/health").status == 200


def test_servers_with_their_own_state_dirs_run_at_once(start_server):
    first, second = start_server(), start_server()
    assert first.url != second.url
    assert first.request("GET", "/health").status == 200
    assert second.request("GET", "/health").status == 200


def test_token_prints_the_default_sample_token():
    assert script("token").stdout.strip() == DEFAULT_TOKEN
    assert DEFAULT_TOKEN.startswith("ghp_")


def test_run_serves_in_the_foreground_on_the_port_asked(tmp_path):
    # The probe keeps the port, bound but never listening, until the server has it:
    # both set SO_REUSEADDR, so the server may bind it too, and no other socket can
    # take it in between.
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        process = subprocess.Popen([SCRIPT, "run", "--port", str(port)], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
        try:
            url = process.stdout.readline().strip()
            assert url == f"http://127.0.0.1:{port}"
            server = SampleServer(tmp_path)
            server.url = url
            assert server.request("GET", "/health").status == 200
        finally:
            process.terminate()
            process.wait(timeout=10)


def test_a_missing_schema_file_fails_start_with_a_clear_message(tmp_path):
    result = script("start", "--state-dir", str(tmp_path / "state"),
                    "--github-schema", str(tmp_path / "absent.graphql"), check=False)
    assert result.returncode == 1
    assert "absent.graphql" in result.stderr
    assert not (tmp_path / "state" / "pid").exists()
    assert os.listdir(tmp_path / "state") == ["server.log"]
