"""GraphQL over WebSocket with the graphql-transport-ws protocol, through a client of
raw frames."""

import json
import threading
import time

import pytest

from live_client import HUBOT_TOKEN, WebSocketClient, comment, first_issue_id, first_repository_id, star
from sample_client import DEFAULT_TOKEN

COMMENTS = "subscription C($id: ID!) { issueCommentAdded(issueId: $id) { body author { login } } }"
STAR_COUNT = "subscription S($id: ID!) { starCountChanged(repositoryId: $id) { stargazerCount } }"


@pytest.fixture
def connect(server):
    opened = []

    def open_socket(**options) -> WebSocketClient:
        client = WebSocketClient(server, **options)
        opened.append(client)
        return client

    try:
        yield open_socket
    finally:
        for client in opened:
            client.close()


def subscribed(client: WebSocketClient, operation_id: str, query: str, variables: dict) -> None:
    """Subscribes, and knows it took effect: the server handles messages in order, so
    its pong to a later ping comes after the subscription is made."""
    client.send({"id": operation_id, "type": "subscribe", "payload": {"query": query, "variables": variables}})
    client.send({"type": "ping"})
    assert client.receive() == {"type": "pong"}


def test_the_handshake_chooses_graphql_transport_ws(connect):
    client = connect()
    assert client.status == 101
    assert client.headers["sec-websocket-protocol"] == "graphql-transport-ws"


def test_a_comment_reaches_the_subscriber(server, connect):
    issue = first_issue_id(server)
    client = connect()
    client.init()
    subscribed(client, "1", COMMENTS, {"id": issue})
    commenting = threading.Thread(target=comment, args=(server, issue, "From hubot, live."))
    commenting.start()
    assert client.receive() == {"id": "1", "type": "next", "payload": {
        "data": {"issueCommentAdded": {"body": "From hubot, live.", "author": {"login": "hubot"}}}}}
    commenting.join()


def test_a_query_is_one_next_then_complete(connect):
    client = connect()
    client.init({"token": DEFAULT_TOKEN})
    client.send({"id": "q", "type": "subscribe", "payload": {"query": "{ viewer { login } }"}})
    assert client.receive() == {"id": "q", "type": "next", "payload": {"data": {"viewer": {"login": "mona"}}}}
    assert client.receive() == {"id": "q", "type": "complete"}


def test_a_mutation_over_the_socket_fires_the_subscription_on_it(server, connect):
    repository = first_repository_id(server)
    client = connect()
    client.init({"authorization": f"bearer {HUBOT_TOKEN}"})
    subscribed(client, "s", STAR_COUNT, {"id": repository})
    client.send({"id": "m", "type": "subscribe", "payload": {
        "query": "mutation($id: ID!) { addStar(input: {starrableId: $id}) { starrable { stargazerCount } } }",
        "variables": {"id": repository}}})
    messages = [client.receive() for _ in range(3)]
    count = next(m for m in messages if m["id"] == "m" and m["type"] == "next")["payload"]["data"]["addStar"]
    assert {"id": "s", "type": "next", "payload": {"data": {"starCountChanged": count["starrable"]}}} in messages
    assert {"id": "m", "type": "complete"} in messages


def test_an_invalid_document_is_an_error_message(connect):
    client = connect()
    client.init()
    client.send({"id": "x", "type": "subscribe", "payload": {"query": "subscription { starCountChanged { id } }"}})
    message = client.receive()
    assert (message["id"], message["type"]) == ("x", "error")
    assert "repositoryId" in message["payload"][0]["message"]


def test_the_client_completing_stops_the_events(server, connect):
    repository = first_repository_id(server)
    client = connect()
    client.init()
    subscribed(client, "s", STAR_COUNT, {"id": repository})
    star(server, repository)
    assert client.receive()["type"] == "next"
    client.send({"id": "s", "type": "complete"})
    client.send({"type": "ping"})
    assert client.receive() == {"type": "pong"}
    witness = connect()
    witness.init()
    subscribed(witness, "w", STAR_COUNT, {"id": repository})
    star(server, repository, mutation="removeStar")
    assert witness.receive()["type"] == "next"  # the event went out to whoever still listens
    time.sleep(0.2)
    client.send({"type": "ping"})
    assert client.receive() == {"type": "pong"}  # and no `next` came to the client before it
    # The id is free again.
    subscribed(client, "s", STAR_COUNT, {"id": repository})


def test_a_bad_token_closes_with_4403(connect):
    client = connect()
    client.send({"type": "connection_init", "payload": {"authorization": "bearer ghp_notAToken"}})
    assert client.close_code() == (4403, "Forbidden")


def test_no_token_closes_with_4403(connect):
    client = connect()
    client.send({"type": "connection_init"})
    assert client.close_code() == (4403, "Forbidden")


def test_the_upgrade_requests_authorization_header_is_a_token_too(connect):
    client = connect(headers={"Authorization": f"bearer {DEFAULT_TOKEN}"})
    client.send({"type": "connection_init"})
    assert client.receive() == {"type": "connection_ack"}


def test_rick_and_morty_needs_no_token(connect):
    client = connect(endpoint="rickandmorty")
    client.send({"type": "connection_init"})
    assert client.receive() == {"type": "connection_ack"}


def test_subscribe_before_ack_closes_with_4401(connect):
    client = connect()
    client.send({"id": "1", "type": "subscribe", "payload": {"query": "{ viewer { login } }"}})
    assert client.close_code() == (4401, "Unauthorized")


def test_a_second_connection_init_closes_with_4429(connect):
    client = connect()
    client.init()
    client.send({"type": "connection_init", "payload": {"token": DEFAULT_TOKEN}})
    assert client.close_code() == (4429, "Too many initialisation requests")


def test_a_duplicate_id_closes_with_4409(server, connect):
    client = connect()
    client.init()
    subscribed(client, "same", STAR_COUNT, {"id": first_repository_id(server)})
    client.send({"id": "same", "type": "subscribe", "payload": {"query": "{ viewer { login } }"}})
    assert client.close_code() == (4409, "Subscriber for same already exists")


@pytest.mark.parametrize("message", [
    {"type": "no-such-type"},
    {"id": "1", "type": "subscribe", "payload": {"variables": {}}},
    {"type": "subscribe", "payload": {"query": "{ viewer { login } }"}},
    ["not", "an", "object"],
])
def test_an_invalid_message_closes_with_4400(connect, message):
    client = connect()
    client.init()
    client.send(message)
    code, reason = client.close_code()
    assert code == 4400 and reason.startswith("Invalid message received")


def test_silence_closes_with_4408(start_server):
    server = start_server("--connection-init-wait", "0.3")
    client = WebSocketClient(server)
    try:
        started = time.monotonic()
        assert client.close_code() == (4408, "Connection initialisation timeout")
        assert time.monotonic() - started >= 0.3
    finally:
        client.close()


def test_a_missing_subprotocol_closes_with_4406(connect):
    client = connect(subprotocol=None)
    assert client.status == 101 and "sec-websocket-protocol" not in client.headers
    assert client.close_code()[0] == 4406


def test_a_plain_get_of_the_path_is_still_405(server):
    assert server.request("GET", "/github/graphql").status == 405


def test_protocol_ping_and_frame_ping_are_answered(connect):
    client = connect()
    client.send({"type": "ping", "payload": {"n": 1}})
    assert client.receive() == {"type": "pong"}
    client.send_frame(0x9, b"are you there")
    assert client.receive_frame() == (0xA, b"are you there")


def test_fragmented_messages_are_reassembled(connect):
    client = connect()
    client.send_fragmented({"type": "connection_init", "payload": {"token": DEFAULT_TOKEN}}, pieces=3)
    assert client.receive_frame() == (0xA, b"between")  # the ping between fragments, answered
    assert client.receive() == {"type": "connection_ack"}
    client.send_fragmented({"id": "f", "type": "subscribe", "payload": {"query": "{ viewer { login } }"}}, pieces=4)
    assert client.receive_frame() == (0xA, b"between")
    assert client.receive()["payload"] == {"data": {"viewer": {"login": "mona"}}}


def test_an_unmasked_frame_closes_with_1002(connect):
    client = connect()
    client.socket.sendall(b"\x81\x02{}")
    assert client.close_code()[0] == 1002


# Stream faults


def _comments(server, issue: str, count: int) -> threading.Thread:
    thread = threading.Thread(target=lambda: [comment(server, issue, f"comment {n}") for n in range(count)])
    thread.start()
    return thread


def test_drop_after_ends_the_tcp_connection_without_a_close_frame(server, connect):
    issue = first_issue_id(server)
    client = connect(headers={"X-Sample-Fault": "drop-after=2"})
    client.init()
    subscribed(client, "1", COMMENTS, {"id": issue})
    commenting = _comments(server, issue, 3)
    assert [client.receive()["type"] for _ in range(2)] == ["next", "next"]
    assert client.ended_without_close_frame()
    commenting.join()


def test_malformed_event_breaks_one_message(server, connect):
    issue = first_issue_id(server)
    client = connect(headers={"X-Sample-Fault": "malformed-event=1"})
    client.init()
    subscribed(client, "1", COMMENTS, {"id": issue})
    commenting = _comments(server, issue, 2)
    with pytest.raises(json.JSONDecodeError):
        json.loads(client.receive_text())
    assert client.receive()["payload"]["data"]["issueCommentAdded"]["body"] == "comment 1"
    commenting.join()


def test_event_delay_holds_each_message(connect):
    client = connect(headers={"X-Sample-Fault": "event-delay=400ms"})
    client.init()
    started = time.monotonic()
    client.send({"id": "q", "type": "subscribe", "payload": {"query": "{ viewer { login } }"}})
    assert client.receive()["type"] == "next"
    assert time.monotonic() - started >= 0.4


def test_an_armed_fault_matches_the_operation_name(server, connect):
    assert server.control("POST", "faults", {"endpoint": "github", "match": "S", "fault": "drop-after=0"}).status == 201
    client = connect()
    client.init()
    client.send({"id": "1", "type": "subscribe", "payload": {"query": STAR_COUNT,
                                                             "variables": {"id": first_repository_id(server)}}})
    assert client.ended_without_close_frame()
