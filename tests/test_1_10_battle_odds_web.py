"""The battle odds in the browser (issue 30 item 2): a military decision shows Rome's Strength,
the War's, each result's chance and the Commander's risk (1.10.11, 1.10.7); each War card its
Fleet Support, Disaster, Standoff and series (1.07.33); the combat calculator panel answers
with the presentation layer's odds for any War, Commander, Legions and Fleets."""

from __future__ import annotations

from pathlib import Path

from presentation.calculator import Asked, calculation
from tests.web_screenshots import play_to
from tests.web_support import browser, new_table, open_seat, served


def test_1_10_odds_on_the_decision_the_war_cards_and_the_calculator(tmp_path: Path) -> None:
    table = new_table(tmp_path / "table.json", seed=1)
    play_to(table, 1, "military.assign_commanders")
    game = table.session.game
    with browser() as chromium, served(table) as base:
        page = open_seat(chromium.new_context(), base, table.links.players[0].token)
        decision = page.inner_text("#decision")
        assert "Rome " in decision and "Victory" in decision
        assert "killed or captured" in decision
        wars = page.inner_text(".wars")
        assert wars.count("Fleet Support") == len(game.state.wars)
        assert "Disaster" in wars and "Standoff" in wars and "Series" in wars
        page.click("#calculator summary")
        page.fill("#calculator input[name=legions]", "12")
        page.fill("#calculator input[name=fleets]", "6")
        page.click("#calculator button[type=submit]")
        page.wait_for_function(
            "document.querySelector('#calculator .calc-title')?.textContent.includes('6 Fleets')"
        )  # the server's answer to the last question
        shown = page.inner_text("#calculator .figures")
        war = int(page.input_value("#calculator select[name=war]"))
        commander = page.input_value("#calculator select[name=commander]")
        expected = calculation(game, Asked(war, commander, legions=12, fleets=6))
        for figure in expected.figures:
            assert figure.text in shown
        refused = page.request.get(f"{base}/odds/not-a-seat")
        assert refused.status == 403
