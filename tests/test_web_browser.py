"""The web table played as a person would, in headless Chromium (Playwright): a whole Early
turn by clicks, undo, reload and resume after a server restart; two seats in two browsers see
their own hands and cannot answer for each other (1.04.9, 4.02.2); a spectator cannot answer; a
wrong token is refused; a hotseat's curtain hides everything of a seat until asked (issue 30, 5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from play.session import PlaySession
from solo.save import read_save
from tests.web_support import (
    browser,
    click_answer,
    new_table,
    open_seat,
    raw_answer,
    served,
    version,
)
from web.host import TableHost
from web.server import table_host

pytestmark = pytest.mark.browser


def test_a_whole_early_turn_by_clicks_then_undo_reload_and_resume(tmp_path: Path) -> None:
    save = tmp_path / "table.json"
    table = new_table(save)
    player = table.links.players[0]
    with browser() as chromium, served(table) as base:
        page = open_seat(chromium.new_context(), base, player.token)
        assert "Choose your Faction Leader" in page.inner_text("#decision")
        leader = page.get_attribute("button.option", "data-key")
        page.click(f'button.option[data-key="{leader}"]')
        page.wait_for_function("Number(document.body.dataset.version) > 0")
        assert table.session.game.state.factions[0].leader == leader
        answers = 1
        while "Turn 1" in page.inner_text("#status"):
            click_answer(page)
            answers += 1
            assert answers < 60, "turn 1 did not end"
        assert "Turn 2" in page.inner_text("#status")
        assert table.session.game.state.turn == 2
        undone = version(page)
        page.click("#undo")
        page.wait_for_function(f"Number(document.body.dataset.version) > {undone}")
        assert "Turn 1" in page.inner_text("#status")
        kept = len(table.session.game.choices)
        page.reload()
        page.wait_for_selector("#connection.ok")
        assert "Turn 1" in page.inner_text("#status")
    resumed = PlaySession.resume(save)
    assert len(resumed.game.choices) == kept
    restarted = table_host(resumed, hotseat=False, fresh=False)
    assert restarted.links == table.links
    with browser() as chromium, served(restarted) as base:
        page = open_seat(chromium.new_context(), base, player.token)
        assert "Turn 1" in page.inner_text("#status")
        click_answer(page)
        assert "Turn 2" in page.inner_text("#status")


def test_keyboard_play_number_then_enter(tmp_path: Path) -> None:
    table = new_table(tmp_path / "table.json")
    with browser() as chromium, served(table) as base:
        page = open_seat(chromium.new_context(), base, table.links.players[0].token)
        first = page.get_attribute('button.option[data-number="1"]', "data-key")
        second = page.get_attribute('button.option[data-number="2"]', "data-key")
        assert second is not None and second != first
        page.keyboard.press("2")
        page.keyboard.press("Enter")
        page.wait_for_function("Number(document.body.dataset.version) > 0")
        assert table.session.game.state.factions[0].leader == second


def test_two_seats_see_their_own_hands_and_cannot_answer_for_each_other(tmp_path: Path) -> None:
    table = new_table(tmp_path / "table.json", players=2)
    first, second = table.links.players
    with browser() as chromium, served(table) as base:
        one = open_seat(chromium.new_context(), base, first.token)
        two = open_seat(chromium.new_context(), base, second.token)
        mine_one = one.inner_text(".faction.mine")
        mine_two = two.inner_text(".faction.mine")
        assert "Player 1" in mine_one and "Player 2" in mine_two
        game = table.session.game
        hand_one = [game.context.catalog.card_name(n) for n in game.state.factions[0].hand]
        hand_two = [game.context.catalog.card_name(n) for n in game.state.factions[2].hand]
        assert hand_one != hand_two
        assert one.inner_text(".faction.mine .hand").split("\n") == hand_one
        assert two.inner_text(".faction.mine .hand").split("\n") == hand_two
        other = two.locator(".faction.player:not(.mine)")
        assert "Treasury hidden" in other.inner_text()
        assert other.locator(".hand").count() == 0
        waiting, deciding = (two, one) if table.session.seat == 0 else (one, two)
        assert waiting.locator("button.option").count() == 0
        assert "is deciding" in waiting.inner_text("#decision")
        key = deciding.get_attribute("button.option", "data-key")
        before = version(waiting)
        answered = raw_answer(waiting, key, before)
        assert "not yours" in answered
        assert version(waiting) == before == table.version


def test_a_spectator_sees_no_hand_and_cannot_answer(tmp_path: Path) -> None:
    table = new_table(tmp_path / "table.json")
    with browser() as chromium, served(table) as base:
        page = open_seat(chromium.new_context(), base, table.links.spectator.token)
        assert "Watching" in page.inner_text("header.banner")
        assert page.locator("button.option").count() == 0
        assert page.locator("#undo").count() == 0
        player = page.locator(".faction.player")
        assert "Treasury hidden" in player.inner_text()
        assert player.locator(".hand").count() == 0
        refused = raw_answer(page, "fam-18-quinctius")
        assert "spectator cannot answer" in refused
        assert table.session.game.state.factions[0].leader is None


def test_a_wrong_token_is_refused_and_shows_no_board(tmp_path: Path) -> None:
    table = new_table(tmp_path / "table.json")
    with browser() as chromium, served(table) as base:
        page = chromium.new_context().new_page()
        response = page.goto(f"{base}/seat/not-a-token")
        assert response is not None and response.status == 403
        assert "not a seat at this table" in page.inner_text("body")
        assert page.locator(".senator").count() == 0
        assert page.goto(base + "/") is not None
        assert page.locator(".senator").count() == 0


def hand_names(table: TableHost, seat: int) -> list[str]:
    """The names of the cards a faction holds."""
    game = table.session.game
    return [game.context.catalog.card_name(n) for n in game.state.factions[seat].hand]


def shows_no_hand(page: Any, table: TableHost) -> None:
    """The page holds neither Player's hand nor a decision: only the public board (a card
    that a Neutral holds too, such as a Tribune, is public by the Neutral's hand)."""
    html = page.content()
    factions = table.session.game.state.factions
    public = {name for f in factions if not f.is_player for name in hand_names(table, f.seat)}
    hidden = {name for seat in (0, 2) for name in hand_names(table, seat)} - public
    assert hidden and not any(name in html for name in hidden)
    assert page.locator("button.option").count() == 0


def test_hotseat_hands_the_screen_over_behind_a_curtain(tmp_path: Path) -> None:
    table = new_table(tmp_path / "table.json", players=2, seed=4, hotseat=True)
    [both] = table.links.players
    assert both.seats == (0, 2)
    with browser() as chromium, served(table) as base:
        page = open_seat(chromium.new_context(), base, both.token)
        assert page.is_visible("#curtain")
        assert "Player 1 is to decide" in page.inner_text("#curtain")
        shows_no_hand(page, table)
        page.keyboard.press("Enter")
        page.wait_for_selector("button.option")
        assert not page.is_visible("#curtain")
        assert "Player 1" in page.inner_text(".faction.mine h2")
        click_answer(page)
        assert table.session.seat == 2
        assert page.is_visible("#curtain")
        assert "Player 2 is to decide" in page.inner_text("#curtain")
        shows_no_hand(page, table)
        page.click("#curtain-ready")
        page.wait_for_selector("button.option")
        assert not page.is_visible("#curtain")
        assert "Player 2" in page.inner_text(".faction.mine h2")
        assert page.inner_text(".faction.mine .hand").split("\n") == hand_names(table, 2)
        page.reload()
        page.wait_for_selector("#connection.ok")
        assert page.is_visible("#curtain")
        shows_no_hand(page, table)


def test_the_table_companion_takes_the_printed_boards_draws(tmp_path: Path) -> None:
    save = tmp_path / "table.json"
    table = new_table(save, table=True)
    with browser() as chromium, served(table) as base:
        page = open_seat(chromium.new_context(), base, table.links.players[0].token)
        assert "Table companion" in page.inner_text("#status")
        assert "Draw" in page.inner_text("#decision")
        before = version(page)
        page.keyboard.press("/")
        page.keyboard.type("Cornelius")
        page.keyboard.press("Enter")
        page.wait_for_function(f"Number(document.body.dataset.version) > {before}")
        assert read_save(save).table_chance == ["fam-01-cornelius"]


def test_a_click_on_a_senator_card_answers_the_decision_about_him(tmp_path: Path) -> None:
    table = new_table(tmp_path / "table.json")
    with browser() as chromium, served(table) as base:
        page = open_seat(chromium.new_context(), base, table.links.players[0].token)
        senator = page.get_attribute('button.option[data-number="2"]', "data-senators")
        mine = [s.key for s in table.session.game.state.faction_senators(0)]
        assert senator is not None and senator in mine
        card = page.locator(f'.faction.mine [data-senator="{senator}"]')
        assert "choosable" in (card.get_attribute("class") or "")
        card.click()
        page.wait_for_function("Number(document.body.dataset.version) > 0")
        assert table.session.game.state.factions[0].leader == senator
