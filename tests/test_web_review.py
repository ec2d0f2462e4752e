"""A saved game reviewed in the browser (issue 30, 11): `ror serve --review FILE` prints one
link that steps through the game decision by decision, phase by phase and turn by turn, with the
board as it was, the decision and the answer given, each act's rule, in any seat's view or with
every hand open; the link at a live game's end shows a seat only its own view or the public one,
never what that seat could not see (1.04.9)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from bots.heuristic import HeuristicPlayer
from guidelines.loader import GuidelineSet
from play.review import Review
from play.session import decider
from ror.cli import main
from tests.web_support import browser, new_table, served
from web.app import create_app, create_review_app
from web.host import TableHost
from web.review import ReviewTable, jumps


def played(tmp_path: Path, answers: int) -> TableHost:
    """A two-player table after ``answers`` answers of the heuristic Player, with its review."""
    table = new_table(tmp_path / "t.json", players=2, seed=2)
    agent = HeuristicPlayer(2)
    session = table.session
    for _ in range(answers):
        decision = session.pending
        assert decision is not None
        link = next(link for link in table.links.players if session.seat in link.seats)
        table.answer(link, agent.decide(session.view(), decision).key, table.version)
    table.review = lambda: Review.load(session.save_path, GuidelineSet.default())
    return table


def hand(table: TableHost, seat: int) -> set[str]:
    """The names of the cards only this Player holds (a Neutral's copy of a card is public)."""
    game = table.session.game
    name = game.context.catalog.card_name
    public = {name(n) for f in game.state.factions if not f.is_player for n in f.hand}
    return {name(n) for n in game.state.factions[seat].hand} - public


def test_steps_jump_by_decision_players_decision_phase_and_turn() -> None:
    marks = [
        (1, "Revenue", True),
        (1, "Revenue", False),
        (1, "Forum", False),
        (1, "Forum", False),
        (2, "Mortality", True),
    ]
    at_two = jumps(marks, 3)
    assert (at_two.player_back, at_two.player_forward) == (0, 4)
    assert (at_two.back, at_two.forward) == (2, 4)
    assert (at_two.phase_back, at_two.phase_forward) == (2, 4)
    assert (at_two.turn_back, at_two.turn_forward) == (0, 4)
    start = jumps(marks, 2)
    assert (start.phase_back, start.turn_back) == (0, 0)
    assert jumps(marks, 0).back is None and jumps(marks, 4).turn_forward is None


def test_a_seats_review_never_shows_the_other_players_hand_or_decision(tmp_path: Path) -> None:
    table = played(tmp_path, 30)
    first, second = table.links.players
    client = TestClient(create_app(table))
    review = Review.load(table.session.save_path, GuidelineSet.default())
    theirs = next(
        i
        for i in range(review.count)
        if (pending := review.game_at(i).pending) is not None
        and decider(pending) == second.seats[0]
    )
    for view in ("all", str(second.seats[0]), "public", "nonsense"):
        page = client.get(f"/review/{first.token}?at={theirs}&view={view}").text
        assert "All hands open" not in page and "Player 2&#39;s view" not in page
        assert not any(card in page for card in hand(table, second.seats[0]))
        assert "Not this view's to see" in page and 'class="reviewed' not in page
    own = client.get(f"/review/{first.token}?at={theirs}").text
    assert "Player 1&#39;s view" in own
    spectator = client.get(f"/review/{table.links.spectator.token}?view=0").text
    assert 'aria-pressed="true">Public' in spectator
    assert client.get("/review/nope").status_code == 403


def test_a_neutrals_decision_shows_its_numbers_only_with_every_hand_open(tmp_path: Path) -> None:
    table = played(tmp_path, 30)
    review = Review.load(table.session.save_path, GuidelineSet.default())
    neutral = next(
        i
        for i in range(review.count)
        if (pending := review.game_at(i).pending) is not None
        and pending.kind == "persuasion.attempt"
        and not review.game_at(i).state.factions[decider(pending)].is_player
    )
    every = TestClient(create_review_app(ReviewTable(review), "key"))
    opened = every.get(f"/review/key?at={neutral}&view=all").text
    assert 'class="osum"' in opened and "Base Number" in opened
    seats = TestClient(create_app(table))
    for link in table.links.links:
        for view in ("0", "2", "public"):
            page = seats.get(f"/review/{link.token}?at={neutral}&view={view}").text
            assert 'class="reviewed' in page and 'class="osum"' not in page


def test_ror_serve_review_prints_one_link_with_every_view(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    table = played(tmp_path, 30)
    apps: list[Any] = []
    monkeypatch.setattr("web.server.uvicorn.run", lambda app, **kw: apps.append(app))
    monkeypatch.setattr("web.server.check_address", lambda host, port: None)
    result = CliRunner().invoke(main, ["serve", "--review", str(table.session.save_path)])
    assert result.exit_code == 0, result.output
    [address] = re.findall(r"http://127\.0\.0\.1:8000(/review/\S+)", result.output)
    client = TestClient(apps[0])
    page = client.get(address + "?at=5&view=all").text
    assert "All hands open" in page and "Player 2&#39;s view" in page
    assert re.search(r"Rule \d", page) and "This phase so far" in page
    assert client.get("/review/wrong").status_code == 403
    for body in (page, client.get("/static/review.js").text):  # nothing from another server
        assert "https://" not in body and "http://" not in body.replace("http://www.w3.org", "")
    missing = CliRunner().invoke(main, ["serve", "--review", str(tmp_path / "none.json")])
    assert missing.exit_code == 2 and missing.output.count("\n") == 1


def test_the_end_of_a_game_links_to_its_review_in_the_browser(tmp_path: Path) -> None:
    table = new_table(tmp_path / "won.json", seed=12)
    agent = HeuristicPlayer(12)
    [link] = table.links.players
    while (decision := table.session.pending) is not None:
        table.answer(link, agent.decide(table.session.view(), decision).key, table.version)
    table.review = lambda: Review.load(table.session.save_path, GuidelineSet.default())
    with browser() as chromium, served(table) as base:
        page = chromium.new_context(viewport={"width": 1280, "height": 800}).new_page()
        page.goto(f"{base}/seat/{link.token}")
        page.click("a.review-link")
        page.wait_for_url(re.compile(r"/review/"))
        assert "step 1 of" in page.inner_text(".seatname")
        page.keyboard.press("ArrowRight")
        page.wait_for_url(re.compile(r"at=1\b"))
        page.keyboard.press("PageDown")
        page.wait_for_url(lambda url: "at=1&" not in url)
        assert "Turn 2" in page.inner_text(".status")
