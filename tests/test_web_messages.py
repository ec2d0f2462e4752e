"""The web table's socket refuses politely (issue 29, item 3): a binary frame, an oversized or
deeply nested message, a field of the wrong type or a 100,000-character key each get a
``refused`` message quoting at most 40 characters and one log line, never a traceback or a
closed connection; a connection from another site's page is refused by its Origin."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tests.web_support import new_table
from web.app import REFUSED_CLOSE, create_app
from web.host import TableHost
from web.messages import MAX_MESSAGE_CHARS, Malformed, read_message, same_origin

LONG = "k" * 3000
"""A key or type as long as a message may carry."""


@pytest.fixture
def table(tmp_path: Path) -> TableHost:
    return new_table(tmp_path / "t.json")


def _refusal(table: TableHost, send: str | bytes) -> str:
    """Send one frame from the deciding seat's socket: the refusal it gets back, after which
    the connection still answers."""
    client = TestClient(create_app(table))
    token = table.links.players[0].token
    with client.websocket_connect(f"/ws/{token}") as socket:
        socket.receive_json()
        if isinstance(send, bytes):
            socket.send_bytes(send)
        else:
            socket.send_text(send)
        reply = socket.receive_json()
        socket.send_text(json.dumps({"type": "log", "filter": "all"}))
        assert socket.receive_json()["type"] == "state"
    assert reply["type"] == "refused"
    message: str = reply["message"]
    assert len(message) < 200
    return message


@pytest.mark.parametrize(
    ("send", "reason"),
    [
        (b'{"type": "undo", "version": 0}', "not a binary frame"),
        ("[" * 100_000 + "]" * 100_000, f"at most {MAX_MESSAGE_CHARS} characters"),
        ("[" * 2000 + "]" * 2000, "nested"),
        ('{"type": "log", "filter": []}', "filter must be text"),
        ('{"type": "answer", "key": 7, "version": 0}', "key must be text"),
        ('{"type": "answer", "key": "x", "version": true}', "version of the board"),
        ('{"type": "auto_pass", "on": "yes", "version": 0}', "on must be true or false"),
        (json.dumps({"type": LONG, "version": 0}), "unknown message type 'kkkk"),
        (json.dumps({"type": [1], "version": 0}), "unknown message type [1]"),
        ("not json", "JSON object"),
        ("[1]", "JSON object"),
    ],
    ids=lambda value: str(value)[:20],
)
def test_a_malformed_message_is_refused_and_logged_in_one_line(
    table: TableHost, caplog: pytest.LogCaptureFixture, send: str | bytes, reason: str
) -> None:
    with caplog.at_level(logging.WARNING, logger="web"):
        assert reason in _refusal(table, send)

    (record,) = caplog.records
    assert record.exc_info is None and "refused a message" in record.getMessage()
    assert table.version == 0


def test_a_long_key_is_quoted_short(table: TableHost) -> None:
    message = _refusal(table, json.dumps({"type": "answer", "key": LONG, "version": 0}))

    assert "not one of the options" in message and message.count("k") <= 40


def test_another_sites_page_may_not_open_a_seats_socket(table: TableHost) -> None:
    client = TestClient(create_app(table))
    token = table.links.players[0].token
    foreign = {"origin": "http://evil.example"}
    with (
        pytest.raises(WebSocketDisconnect) as closed,
        client.websocket_connect(f"/ws/{token}", headers=foreign) as socket,
    ):
        socket.receive_json()
    assert closed.value.code == REFUSED_CLOSE
    own = {"origin": "http://testserver"}
    with client.websocket_connect(f"/ws/{token}", headers=own) as socket:
        assert socket.receive_json()["type"] == "state"


@pytest.mark.parametrize(
    ("headers", "allowed"),
    [
        ({"host": "127.0.0.1:8000", "origin": "http://127.0.0.1:8000"}, True),
        ({"host": "127.0.0.1:8000", "origin": "http://127.0.0.1:8001"}, False),
        ({"host": "Table.lan:80", "origin": "http://table.LAN:80"}, True),
        ({"host": "127.0.0.1:8000", "origin": "null"}, False),
        ({"host": "127.0.0.1:8000"}, True),
        ({"origin": "http://127.0.0.1:8000"}, False),
    ],
)
def test_the_origin_must_be_the_served_host(headers: dict[str, str], allowed: bool) -> None:
    assert same_origin(headers) is allowed


def test_nesting_is_refused_whatever_the_recursion_limit() -> None:
    """The depth is counted before parsing: a raised recursion limit (another test, a library)
    must not let 2,000 brackets through as 'not an object' instead of 'nested'."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(100_000)
    try:
        with pytest.raises(Malformed, match="nested"):
            read_message({"text": "[" * 2000 + "]" * 2000})
    finally:
        sys.setrecursionlimit(limit)
