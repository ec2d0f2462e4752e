"""Flat memory in long runs (issue 33 item 3): ``play_chunk`` freezes the garbage collector
once per process, so the garbage of one chunk's games is not trapped for good by the next
chunk's freeze. The games whose garbage is counted run in a fresh process, as a tournament's
worker does: there a full collection walks the card data and code, not a test session's."""

import gc
import json
import subprocess
import sys
from pathlib import Path

from common.runner import GameSpec, freeze_once, play_chunk
from engine.context import Context

ROOT = Path(__file__).resolve().parent.parent

LIVE: list[int] = []
"""Objects the collector tracks (frozen or not) once garbage is collected, sampled early in each
game, when the games of the chunks before it are only garbage."""


def sample_live_objects(ctx: Context) -> None:
    """Phase hook: at the first Mortality Phase of a game, collect and count what is left."""
    if ctx.state.turn == 1 and ctx.state.phase == "Mortality":
        gc.collect()
        LIVE.append(len(gc.get_objects()) + gc.get_freeze_count())


def live_objects_game_after_game(games: int) -> list[int]:
    """``LIVE`` over ``games`` Early games, each its own chunk."""
    LIVE.clear()
    for seed in range(games):
        play_chunk([GameSpec("early", 1, seed, ("heuristic",), phase_hooks=(sample_live_objects,))])
    return LIVE


def in_a_fresh_process(call: str) -> list[int]:
    """What ``call`` (an expression on this module) returns, run in a new process."""
    code = f"import json, tests.test_runner_memory as m; print(json.dumps(m.{call}))"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    found: list[int] = json.loads(done.stdout)
    return found


def test_chunk_after_chunk_leaves_no_garbage_behind() -> None:
    live = in_a_fresh_process("live_objects_game_after_game(12)")

    warm, last = live[3], live[-1]
    assert len(live) == 12
    assert last - warm < 2_000, f"tracked objects grew from {warm} to {last} over 8 games"


def test_the_collector_is_frozen_once_per_process() -> None:
    freeze_once()
    frozen = gc.get_freeze_count()

    play_chunk([GameSpec("early", 1, 0, ("heuristic",))])
    play_chunk([GameSpec("early", 1, 1, ("heuristic",))])

    assert frozen > 0
    assert gc.get_freeze_count() == frozen
