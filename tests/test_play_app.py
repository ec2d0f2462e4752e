"""The play screen (play/app.py) driven by Textual's Pilot through whole decisions: answer,
filter, amounts, undo, rule note, save and quit, resume, hand-over and the end screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from bots.heuristic import HeuristicPlayer
from engine.decision import AmountOptions
from engine.report import state_digest
from play.app import EndScreen, HandOverScreen, HelpScreen, PlayApp
from play.session import PlaySession
from solo.save import load_game
from tests.play_support import drive, new_session, play_on, scripted_key, text_of


def test_enter_answers_the_highlighted_option_and_ctrl_z_undoes_it(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    first = session.pending
    assert first is not None
    before = state_digest(session.game.state)
    highlighted = first.options.keys()[0]

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert "Choose your Faction Leader" in text_of(app, "#prompt")
        await pilot.press("enter")
        await pilot.pause()
        assert highlighted in session.game.choices
        assert session.pending is not None and session.pending.kind != first.kind
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert state_digest(session.game.state) == before

    drive(session, script)


@pytest.mark.slow
def test_typing_filters_the_options_enter_takes_the_match_ctrl_z_undoes(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    assert session.pending is not None
    target = session.pending.options[-1]

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        await pilot.press(*str(target).lower())
        await pilot.pause()
        assert app.query_one("#filter", Input).value == str(target).lower()
        assert app.query_one("#options", OptionList).option_count == 1
        await pilot.press("enter")
        await pilot.pause()
        answered = len(session.game.choices)
        await pilot.press("slash", "q", "u")
        await pilot.pause()
        assert app.query_one("#filter", Input).value == "qu"
        assert len(session.game.choices) == answered
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert len(session.game.choices) < answered

    drive(session, script)
    assert target.key not in session.game.choices


def test_an_amount_is_typed_within_its_range(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    while session.pending is not None and not isinstance(session.pending.options, AmountOptions):
        play_on(session, 1)
    decision = session.pending
    assert decision is not None and isinstance(decision.options, AmountOptions)
    low, high = decision.options.low, decision.options.high
    answered = len(session.game.choices)

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert f"from {low} to {high}" in text_of(app, "#prompt")
        field = app.query_one("#filter", Input)
        field.value = str(high + 1)
        await pilot.press("enter")
        await pilot.pause()
        assert len(session.game.choices) == answered
        assert f"enter a whole number from {low} to {high}" in text_of(app, "#message")
        field.value = str(high)
        await pilot.press("enter")
        await pilot.pause()

    drive(session, script)
    assert session.game.choices[answered] == str(high)


def test_q_quits_from_the_amount_field(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    while session.pending is not None and not isinstance(session.pending.options, AmountOptions):
        play_on(session, 1)

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert app.focused is app.query_one("#filter", Input)
        await pilot.press("q")
        await pilot.pause()

    assert not drive(session, script).is_running


def test_the_rule_note_names_the_decisions_rule(tmp_path: Path) -> None:
    session = new_session(tmp_path)

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "Rule 3.01.7" in str(app.screen.query_one("#note", Static).render())
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, HelpScreen)

    drive(session, script)


def test_ctrl_q_saves_and_quits_and_the_game_resumes(tmp_path: Path) -> None:
    session = new_session(tmp_path)

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        for _ in range(3):
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()

    app = drive(session, script)
    assert not app.is_running
    saved = load_game(tmp_path / "save.json")
    assert saved.choices == session.game.choices
    resumed = PlaySession.resume(tmp_path / "save.json")

    async def again(app: PlayApp, pilot: Pilot[None]) -> None:
        assert resumed.pending is not None
        assert resumed.pending.prompt.split("?")[0] in text_of(app, "#prompt")
        await pilot.press("enter")
        await pilot.pause()

    drive(resumed, again)
    assert len(resumed.game.choices) > len(saved.choices)


@pytest.mark.slow
def test_two_players_hand_over_between_turns(tmp_path: Path) -> None:
    session = new_session(tmp_path, players=2, seed=2)  # Player 1 answers first
    agent = HeuristicPlayer(5)

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, HandOverScreen)
        assert "Player 1 to play" in str(app.screen.query_one("#handover-title", Static).render())
        await pilot.press("enter")
        await pilot.pause()
        seat = session.seat
        for _ in range(200):
            assert not isinstance(app.screen, HandOverScreen)
            assert "Treasury hidden" in text_of(app, "#factions")
            app.give(scripted_key(session, agent))
            await pilot.pause()
            if session.seat != seat:
                break
        assert session.seat != seat
        assert isinstance(app.screen, HandOverScreen)
        title = str(app.screen.query_one("#handover-title", Static).render())
        assert f"{session.seat_name(session.seat)} to play" in title
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, HandOverScreen)

    drive(session, script)


def test_the_end_screen_shows_who_won_and_why(tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=1)
    play_on(session, 5000)
    result = session.result
    assert result is not None

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, EndScreen)
        summary = str(app.screen.query_one("#summary", Static).render())
        assert "Winner: " in summary and f"({result.rule})" in summary
        assert "Senators lost" in summary
        saved = str(app.screen.query_one("#saved", Static).render())
        assert f"ror serve --review {session.save_path}" in saved
        await pilot.press("q")
        await pilot.pause()

    app = drive(session, script)
    assert not app.is_running
