"""The web table's seats without a browser (Starlette's test client): a link sees only its own
seat's view (1.04.9), answers only its own decisions (4.02.2), a wrong token gets a refusal and
no view; `ror serve` binds 127.0.0.1, prints a link per seat and a spectator's, and a restarted
server resumes the autosave with the same links."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from engine.context import GameOptions
from play.session import PlaySession
from ror.cli import main
from solo.handicaps import chosen_handicaps, level_options
from tests.web_support import new_table
from web.app import REFUSED_CLOSE, create_app
from web.host import TableHost
from web.seats import SeatFileError, SeatLinks, seats_path
from web.server import table_host


def hand_names(table: TableHost, seat: int) -> list[str]:
    """The names of the cards a faction holds."""
    game = table.session.game
    return [game.context.catalog.card_name(n) for n in game.state.factions[seat].hand]


def first_state(client: TestClient, token: str) -> dict[str, Any]:
    """The state message a link's socket opens with."""
    with client.websocket_connect(f"/ws/{token}") as socket:
        message: dict[str, Any] = socket.receive_json()
    return message


def test_a_wrong_token_gets_a_refusal_and_no_view(tmp_path: Path) -> None:
    table = new_table(tmp_path / "t.json")
    client = TestClient(create_app(table))
    for path in ("/seat/nope", "/seat/" + table.links.players[0].token[:-1]):
        response = client.get(path)
        assert response.status_code == 403
        assert "not a seat at this table" in response.text and "senator" not in response.text
    assert client.get("/").status_code == 404
    with pytest.raises(WebSocketDisconnect) as closed, client.websocket_connect("/ws/nope") as ws:
        ws.receive_json()
    assert closed.value.code == REFUSED_CLOSE


def test_each_seat_sees_its_own_hand_only(tmp_path: Path) -> None:
    table = new_table(tmp_path / "t.json", players=2)
    client = TestClient(create_app(table))
    first, second = table.links.players
    one = first_state(client, first.token)["board"]
    two = first_state(client, second.token)["board"]
    spectator = first_state(client, table.links.spectator.token)["board"]
    own_one, own_two = set(hand_names(table, 0)), set(hand_names(table, 2))
    only_one, only_two = own_one - own_two, own_two - own_one
    assert only_one and only_two
    assert all(name in one for name in only_one)
    assert not any(name in one for name in only_two - set(hand_names(table, 1)))
    assert all(name in two for name in only_two)
    assert one.count("Treasury hidden") == 1 and two.count("Treasury hidden") == 1
    assert spectator.count("Treasury hidden") == 2


def test_answers_only_from_the_deciding_seat_and_the_board_seen(tmp_path: Path) -> None:
    table = new_table(tmp_path / "t.json", players=2)
    client = TestClient(create_app(table))
    deciding = next(link for link in table.links.players if table.session.seat in link.seats)
    other = next(link for link in table.links.players if link is not deciding)
    key = table.session.pending.options[0].key  # type: ignore[union-attr]
    choices = len(table.session.game.choices)
    for link, message, refusal in [
        (other, {"type": "answer", "key": key, "version": 0}, "not yours"),
        (table.links.spectator, {"type": "answer", "key": key, "version": 0}, "spectator"),
        (deciding, {"type": "answer", "key": key, "version": 7}, "board changed"),
        (deciding, {"type": "answer", "key": "no-such", "version": 0}, "not one of the options"),
        (deciding, {"type": "undo", "version": 0}, "nothing to undo"),
        (deciding, {"type": "shout", "version": 0}, "unknown message type"),
        (deciding, {"type": "answer", "key": key}, "version"),
        (deciding, "not json", "JSON object"),
    ]:
        with client.websocket_connect(f"/ws/{link.token}") as socket:
            socket.receive_json()
            socket.send_text(message if isinstance(message, str) else json.dumps(message))
            reply = socket.receive_json()
        assert reply["type"] == "refused" and refusal in reply["message"], (message, reply)
    assert len(table.session.game.choices) == choices and table.version == 0
    with client.websocket_connect(f"/ws/{deciding.token}") as socket:
        socket.receive_json()
        socket.send_json({"type": "answer", "key": key, "version": 0})
        assert socket.receive_json()["version"] == 1
    assert len(table.session.game.choices) > choices


def test_links_are_kept_beside_the_autosave_and_reused_on_resume(tmp_path: Path) -> None:
    save = tmp_path / "t.json"
    table = new_table(save, players=2)
    assert SeatLinks.read(seats_path(save)) == table.links
    assert len({link.token for link in table.links.links}) == 3
    resumed = table_host(PlaySession.resume(save), hotseat=False, fresh=False)
    assert resumed.links == table.links
    hotseat = table_host(PlaySession.resume(save), hotseat=True, fresh=False)
    assert hotseat.links != table.links and len(hotseat.links.players) == 1
    assert hotseat.links.players[0].seats == (0, 2)
    seats_path(save).write_text("{}")
    with pytest.raises(SeatFileError, match="not a seats file"):
        SeatLinks.read(seats_path(save))


def test_ror_serve_binds_localhost_prints_links_and_resumes_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    served: list[tuple[str, int, TableHost]] = []

    def run(app: Any, host: str, port: int, log_level: str, **settings: Any) -> None:
        served.append((host, port, app))

    monkeypatch.setattr("web.server.uvicorn.run", run)
    monkeypatch.setattr("web.server.create_app", lambda table: table)
    monkeypatch.setattr("web.server.check_address", lambda host, port: None)
    save = str(tmp_path / "t.json")
    first = CliRunner().invoke(main, ["serve", "--players", "2", "--save", save])
    assert first.exit_code == 0, first.output
    host, port, table = served[0]
    assert (host, port) == ("127.0.0.1", 8000)
    for link in table.links.links:
        assert f"{link.name}: http://127.0.0.1:8000/seat/{link.token}" in first.output
    again = CliRunner().invoke(main, ["serve", "--save", save, "--port", "8001"])
    assert again.exit_code == 0, again.output
    assert "Resuming" in again.output and served[1][2].links == table.links
    clash = CliRunner().invoke(main, ["serve", "--save", save, "--seed", "5"])
    assert clash.exit_code == 2 and "--new" in clash.output
    fresh = CliRunner().invoke(main, ["serve", "--save", save, "--new", "--host", "0.0.0.0"])
    assert fresh.exit_code == 0, fresh.output
    assert served[2][0] == "0.0.0.0" and served[2][2].links != table.links
    alias = CliRunner().invoke(main, ["play", "--web", "--save", save, "--port", "8002"])
    assert alias.exit_code == 0 and served[3][1] == 8002


def test_ror_serve_against_an_opponent_bot_gives_one_seat_link(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    served: list[TableHost] = []
    monkeypatch.setattr("web.server.uvicorn.run", lambda app, **kw: served.append(app))
    monkeypatch.setattr("web.server.create_app", lambda table: table)
    monkeypatch.setattr("web.server.check_address", lambda host, port: None)
    save = str(tmp_path / "t.json")
    args = ["serve", "--players", "2", "--opponent", "heuristic", "--save", save]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    [table] = served
    assert [link.seats for link in table.links.links] == [(0,), ()]
    assert table.session.seat == 0
    assert not table.session.game.state.factions[table.spectator_seat].is_player


def test_the_first_page_is_light_and_asks_nothing_of_another_server(tmp_path: Path) -> None:
    table = new_table(tmp_path / "t.json")
    client = TestClient(create_app(table))
    page = client.get("/seat/" + table.links.players[0].token).text
    assets = ["/static/table.css", "/static/table.js", "/static/emblem.svg"]
    bodies = [page] + [client.get(path).text for path in assets]
    assert all(path in page for path in assets)
    assert sum(len(body.encode()) for body in bodies) < 500 * 1024
    for body in bodies:
        assert "https://" not in body and "http://" not in body.replace("http://www.w3.org", "")
        assert "@import" not in body and "url(" not in body


def test_a_port_in_use_is_one_line_and_exit_2(tmp_path: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = str(taken.getsockname()[1])
        result = CliRunner().invoke(
            main, ["serve", "--save", str(tmp_path / "t.json"), "--port", port]
        )
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and result.output.startswith("error: cannot serve on")


def test_the_status_names_every_handicap_in_force(tmp_path: Path) -> None:
    """A level's handicaps are on the table's status bar from the first page (issue 21: never
    silent); the printed game shows none."""
    easy = level_options(GameOptions(), "easy")
    table = new_table(tmp_path / "easy.json", options=easy)
    status = first_state(TestClient(create_app(table)), table.links.players[0].token)["status"]
    for handicap in chosen_handicaps(easy):
        assert handicap in status
    printed = new_table(tmp_path / "normal.json")
    plain = first_state(TestClient(create_app(printed)), printed.links.players[0].token)["status"]
    assert "Handicaps" not in plain
