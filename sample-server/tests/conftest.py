import pytest

from sample_client import SampleServer


@pytest.fixture(scope="session")
def running_server(tmp_path_factory):
    server = SampleServer(tmp_path_factory.mktemp("sample-server-state")).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def server(running_server):
    """The session's server, reset to its initial data, faults and log before each test."""
    assert running_server.control("POST", "reset").status == 200
    return running_server


@pytest.fixture
def start_server(tmp_path):
    """Starts extra servers (with options) for one test, and stops them all after it."""
    started = []

    def start(*options: str) -> SampleServer:
        server = SampleServer(tmp_path / f"state-{len(started)}", *options)
        started.append(server)
        return server.start()

    try:
        yield start
    finally:
        for server in started:
            server.stop()
