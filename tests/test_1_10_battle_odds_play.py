"""The battle odds in the terminal (issue 30 item 2): a military decision shows Rome's
Strength, the War's, each result's chance and the Commander's risk (1.10.11, 1.10.7); the Forum
panel each War's Fleet Support, Disaster and Standoff numbers (1.07.33); F4 opens the combat
calculator."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from play.app import PlayApp
from play.calculator import CalculatorScreen
from presentation.calculator import calculation
from tests.play_support import answer_until, drive, new_session, text_of


def test_1_10_commanders_to_wars_shows_the_odds_in_the_terminal(tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=1)
    answer_until(session, "military.assign_commanders")

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        prompt = text_of(app, "#prompt")
        assert "card: Fleet Support" in prompt
        listed = str(app.query_one("#options", OptionList).get_option_at_index(0).prompt)
        assert "Victory" in listed and "killed or captured" in listed
        forum = text_of(app, "#forum")
        assert "Fleet Support" in forum and "Disaster" in forum and "Standoff" in forum

    drive(session, script)


def test_1_10_the_terminal_calculator_shows_the_odds_for_what_is_typed(tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=1)
    answer_until(session, "military.assign_commanders")

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        await pilot.press("f4")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CalculatorScreen)
        screen.query_one("#calc-legions", Input).value = "12"
        screen.query_one("#calc-fleets", Input).value = "6"
        await pilot.pause()
        shown = str(screen.query_one("#calc-odds", Static).content)
        asked = screen.asked()
        assert (asked.legions, asked.fleets) == (12, 6)
        for figure in calculation(session.game, asked).figures:
            assert figure.text in shown
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, CalculatorScreen)

    drive(session, script)
