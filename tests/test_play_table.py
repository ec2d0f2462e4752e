"""`ror play --table` (issue 10, 2): the person enters every die, draw and chit from the printed
board through the decision panel, the Neutrals are run as in normal play; undo steps back over
the last answer or chance entry, the autosave holds the entries and resumes and replays."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from textual.pilot import Pilot
from textual.widgets import OptionList

from engine.decisions import CHANCE_DRAW, CHANCE_ROLL
from engine.report import state_digest
from play.app import HandOverScreen, PlayApp, option_items
from play.session import PlaySession
from play.table import CHANCE_KINDS, is_chance
from presentation.model import OptionView
from ror.cli import main
from solo.save import read_save
from tests.interpreted_support import READS_PYTHON_FRAMES
from tests.play_support import (
    drive,
    new_table_session,
    play_table,
    table_entry,
    text_of,
)


def snapshot(session: PlaySession) -> tuple[object, ...]:
    """The game as it stands and what it waits on."""
    pending = session.pending
    assert pending is not None
    return (
        state_digest(session.game.state),
        list(session.game.choices),
        list(session.match.chance),
        pending.kind,
        pending.prompt,
        pending.options.keys(),
    )


def enter_until(session: PlaySession, kind: str) -> None:
    """Enter chance from the scripted table until a decision of ``kind`` is pending."""
    while (pending := session.pending) is not None and pending.kind != kind:
        assert is_chance(pending), f"reached {pending.kind} first"
        session.answer(table_entry(pending, len(session.match.chance)))


def test_a_table_game_asks_the_person_for_the_first_family_card(tmp_path: Path) -> None:
    session = new_table_session(tmp_path)
    pending = session.pending
    assert pending is not None and pending.kind == CHANCE_DRAW.name
    assert len(pending.options) == 20  # the Early Families, drawn one by one (3.01.4 C)
    assert session.table and session.game.choices == [] and session.can_undo is False
    assert read_save(tmp_path / "save.json").table_chance == []


def test_set_up_runs_on_entered_chance_to_the_players_first_decision(tmp_path: Path) -> None:
    session = new_table_session(tmp_path)
    enter_until(session, "faction.leader")
    assert len(session.match.chance) > 40
    assert session.game.reasons  # the Neutrals answered on their own, with reasons (4.02.1)
    assert all(i in session.game.reasons for i in range(len(session.game.choices)))


def test_undo_steps_back_one_answer_or_chance_entry_at_a_time(tmp_path: Path) -> None:
    session = new_table_session(tmp_path)
    play_table(session, 70)
    seen = []
    for _ in range(40):
        seen.append(snapshot(session))
        play_table(session, 1)
    kinds = {str(shot[3]) for shot in seen}
    assert kinds & CHANCE_KINDS and kinds - CHANCE_KINDS  # entries and the game's decisions
    while seen:
        assert session.undo()
        assert snapshot(session) == seen.pop()
    assert read_save(tmp_path / "save.json").table_chance == session.match.chance


def test_undo_goes_back_to_the_start(tmp_path: Path) -> None:
    session = new_table_session(tmp_path)
    start = snapshot(session)
    made = play_table(session, 75)
    undone = 0
    while session.undo():
        undone += 1
    assert undone == made
    assert snapshot(session) == start and not session.can_undo


def test_a_table_save_resumes_and_replays_with_ror_replay(tmp_path: Path) -> None:
    session = new_table_session(tmp_path)
    play_table(session, 90)
    save = tmp_path / "save.json"
    resumed = PlaySession.resume(save)
    assert resumed.table and snapshot(resumed) == snapshot(session)
    assert resumed.undo() and session.undo()
    assert snapshot(resumed) == snapshot(session)
    result = CliRunner().invoke(main, ["replay", str(save), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["choices"] == len(resumed.game.choices)


def test_a_chance_entry_does_not_hand_the_screen_to_the_other_player(tmp_path: Path) -> None:
    session = new_table_session(tmp_path, players=2)
    while (pending := session.pending) is not None and is_chance(pending):
        assert session.seat == session.last_seat
        session.answer(table_entry(pending, len(session.match.chance)))
    for _ in range(300):
        pending = session.pending
        assert pending is not None
        seat = session.seat
        play_table(session, 1)
        if session.pending is not None and is_chance(session.pending):
            assert session.seat == seat
            return
    raise AssertionError("no chance event followed a Player's decision")


@READS_PYTHON_FRAMES
@pytest.mark.slow
def test_the_screen_takes_entries_and_answers_undoes_saves_and_resumes(tmp_path: Path) -> None:
    session = new_table_session(tmp_path)
    save = tmp_path / "save.json"
    options = session.pending.options if session.pending else ()
    fabius = next(o.key for o in options if str(o) == "Fabius")

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert "table mode" in text_of(app, "#status")
        assert "Player: draw the top card and enter it  (3.01.4 C)" in text_of(app, "#prompt")
        await pilot.press(*"fabi")
        await pilot.pause()
        assert app.query_one("#options", OptionList).option_count == 1
        await pilot.press("enter")
        await pilot.pause()
        assert session.match.chance == [fabius]
        assert "Fabius" in text_of(app, "#log")
        enter_until(session, CHANCE_ROLL.name)
        app.refresh_all()
        await pilot.pause()
        entries = len(session.match.chance)
        roll = session.pending
        assert roll is not None
        throw = " ".join(["4"] * len(roll.options.keys()[-1].split()))
        await pilot.press(*("space" if key == " " else key for key in throw))
        await pilot.pause()
        assert app.query_one("#options", OptionList).highlighted == 0
        await pilot.press("enter")
        await pilot.pause()
        assert session.match.chance[-1] == throw and len(session.match.chance) == entries + 1
        await pilot.press("escape", "ctrl+z")
        await pilot.pause()
        assert len(session.match.chance) == entries
        enter_until(session, "faction.leader")
        app.refresh_all()
        await pilot.pause()
        before = snapshot(session)
        assert "Player: Choose your Faction Leader" in text_of(app, "#prompt")
        await pilot.press("enter")
        await pilot.pause()
        assert snapshot(session) != before
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert snapshot(session) == before
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()

    app = drive(session, script)
    assert not app.is_running
    resumed = PlaySession.resume(save)
    assert snapshot(resumed) == snapshot(session)
    result = CliRunner().invoke(main, ["replay", str(save)])
    assert result.exit_code == 0, result.output


def test_the_board_shows_no_card_still_in_the_deck(tmp_path: Path) -> None:
    session = new_table_session(tmp_path)
    enter_until(session, "faction.leader")
    catalog = session.game.context.catalog
    in_deck = {catalog.card_name(n) for n in session.game.state.deck}
    elsewhere = " ".join(event.explain() for event in session.game.log)
    hidden = {name for name in in_deck if name not in elsewhere}
    assert hidden

    async def script(app: PlayApp, pilot: Pilot[None]) -> None:
        assert not isinstance(app.screen, HandOverScreen)
        screen = " ".join(
            text_of(app, selector) for selector in ("#status", "#republic", "#forum", "#factions")
        )
        assert not [name for name in hidden if name in screen]

    drive(session, script)


def test_chance_options_are_listed_by_name_and_an_exact_key_comes_first() -> None:
    labels = {"blank": "blank", "draw_two": "Draw 2", "10": "Senator ID 10", "2": "Senator ID 2"}
    chits = tuple(OptionView(key, label) for key, label in labels.items())
    listed = [item.id for item in option_items(chits, "", by_name=True)]
    assert listed == ["blank", "draw_two", "2", "10"]
    assert [item.id for item in option_items(chits, "2", by_name=True)] == ["2", "draw_two"]
