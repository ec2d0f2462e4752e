"""Snapshots of the play screen (pytest-textual-snapshot): the main screen in solitaire and in
two-player after the hand-over. An intended change of the screen rewrites them with
`pytest tests/test_play_snapshots.py --snapshot-update`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.pilot import Pilot

from play.app import PlayApp
from tests.play_support import new_session, play_on

SIZE = (160, 45)

SnapCompare = Callable[..., bool]


def test_main_screen_solitaire(snap_compare: SnapCompare, tmp_path: Path) -> None:
    session = new_session(tmp_path, seed=3)
    play_on(session, 30)
    assert snap_compare(PlayApp(session), terminal_size=SIZE)


def test_main_screen_two_player(snap_compare: SnapCompare, tmp_path: Path) -> None:
    session = new_session(tmp_path, players=2, seed=4)
    play_on(session, 30)

    async def ready(pilot: Pilot[None]) -> None:
        await pilot.press("enter")
        await pilot.pause()

    assert snap_compare(PlayApp(session), run_before=ready, terminal_size=SIZE)
