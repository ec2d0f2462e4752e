"""Flat memory in long runs (issue 33 item 3): ``play_chunk`` freezes the garbage collector
once per process, so the garbage of one chunk's games is not trapped for good by the next
chunk's freeze."""

import gc

from common.runner import GameSpec, freeze_once, play_chunk
from engine.context import Context

LIVE: list[int] = []
"""Objects the collector tracks (frozen or not) once garbage is collected, sampled early in each
game, when the games of the chunks before it are only garbage."""


def sample_live_objects(ctx: Context) -> None:
    """Phase hook: at the first Mortality Phase of a game, collect and count what is left."""
    if ctx.state.turn == 1 and ctx.state.phase == "Mortality":
        gc.collect()
        LIVE.append(len(gc.get_objects()) + gc.get_freeze_count())


def test_chunk_after_chunk_leaves_no_garbage_behind() -> None:
    LIVE.clear()
    for seed in range(12):
        play_chunk([GameSpec("early", 1, seed, ("heuristic",), phase_hooks=(sample_live_objects,))])

    warm, last = LIVE[3], LIVE[-1]
    assert len(LIVE) == 12
    assert last - warm < 2_000, f"tracked objects grew from {warm} to {last} over 8 games"


def test_the_collector_is_frozen_once_per_process() -> None:
    freeze_once()
    frozen = gc.get_freeze_count()

    play_chunk([GameSpec("early", 1, 0, ("heuristic",))])
    play_chunk([GameSpec("early", 1, 1, ("heuristic",))])

    assert frozen > 0
    assert gc.get_freeze_count() == frozen
