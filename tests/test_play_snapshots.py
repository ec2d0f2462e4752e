"""Snapshots of the play screen (pytest-textual-snapshot): the main screen in solitaire and in
two-player after the hand-over; a Persuasion Attempt with its numbers, the recap and warnings;
the rule note with a counter-bribe's numbers; the end screen; the review; a table-mode roll.
An intended change of the screen rewrites them with
`pytest tests/test_play_snapshots.py --snapshot-update`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input

from guidelines.loader import GuidelineSet
from play.app import PlayApp
from play.review import Review, ReviewApp
from tests.interpreted_support import READS_PYTHON_FRAMES
from tests.play_support import answer_until, new_session, new_table_session, play_on, play_table

SIZE = (160, 45)

SnapCompare = Callable[..., bool]


async def steady_cursor(pilot: Pilot[None]) -> None:
    """The amount field's cursor shown without blinking, so the picture is the same each run."""
    pilot.app.query_one("#filter", Input).cursor_blink = False
    await pilot.pause()


def test_main_screen_solitaire(snap_compare: SnapCompare, tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=3)
    play_on(session, 30)
    assert snap_compare(PlayApp(session), run_before=steady_cursor, terminal_size=SIZE)


def test_main_screen_two_player(snap_compare: SnapCompare, tmp_path: Path) -> None:
    session = new_session(tmp_path, players=2, seed=4)
    play_on(session, 30)

    async def ready(pilot: Pilot[None]) -> None:
        await pilot.press("enter")
        await pilot.pause()

    assert snap_compare(PlayApp(session), run_before=ready, terminal_size=SIZE)


def test_persuasion_with_numbers_recap_and_warnings(
    snap_compare: SnapCompare, tmp_path: Path
) -> None:
    session = new_session(tmp_path, seed=4)
    session.auto_pass = False  # its attempts are all hopeless: auto-pass would answer them
    answer_until(session, "persuasion.attempt")
    assert snap_compare(PlayApp(session), terminal_size=SIZE)


def test_rule_note_with_the_decisions_numbers(snap_compare: SnapCompare, tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=3)
    session.auto_pass = False
    answer_until(session, "persuasion.counter_bribe")

    async def note(pilot: Pilot[None]) -> None:
        await steady_cursor(pilot)
        await pilot.press("question_mark")
        await pilot.pause()

    assert snap_compare(PlayApp(session), run_before=note, terminal_size=SIZE)


def test_end_screen_with_final_influence(snap_compare: SnapCompare, tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=1)
    play_on(session, 5000)
    session.save_path = Path("game.json")  # shown on the screen: the same on every run
    assert snap_compare(PlayApp(session), terminal_size=SIZE)


def test_review_screen(snap_compare: SnapCompare, tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=3)
    play_on(session, 30)
    review = Review.load(tmp_path / "save.json", GuidelineSet.default())

    async def step(pilot: Pilot[None]) -> None:
        await pilot.press("right", "right", "right")
        await pilot.pause()

    assert snap_compare(ReviewApp(review), run_before=step, terminal_size=SIZE)


@READS_PYTHON_FRAMES
def test_table_mode_roll_prompt(snap_compare: SnapCompare, tmp_path: Path) -> None:
    session = new_table_session(tmp_path)
    play_table(session, 60)
    assert snap_compare(PlayApp(session), terminal_size=SIZE)
