"""The battle odds in the terminal (issue 30 item 2): a military decision shows Rome's
Strength, the War's, each result's chance and the Commander's risk (1.10.11, 1.10.7); the Forum
panel each War's Fleet Support, Disaster and Standoff numbers (1.07.33)."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import OptionList

from play.app import PlayApp
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
