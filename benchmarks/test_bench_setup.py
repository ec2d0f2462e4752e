"""pytest-benchmark tests for set-up, clone and digest speed.

Not part of the default run (pytest's testpaths is ``tests``); run them with ``pytest benchmarks``.
"""

from __future__ import annotations

import copy

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from benchmarks.bench_setup import set_up_games, set_up_state
from engine.report import state_digest
from engine.state import GameState

GAMES_PER_ROUND = 10


@pytest.fixture(scope="module")
def state() -> GameState:
    """The state after the early solitaire set-up of seed 1."""
    return set_up_state("early", 1, seed=1)


@pytest.mark.benchmark(group="set-up")
def test_set_up_early_solitaire(benchmark: BenchmarkFixture) -> None:
    """Ten early-scenario solitaire set-ups (new_game + play with the default agents) a round."""
    decisions = benchmark(set_up_games, "early", 1, GAMES_PER_ROUND)
    assert decisions >= GAMES_PER_ROUND


@pytest.mark.benchmark(group="state copy")
def test_clone(benchmark: BenchmarkFixture, state: GameState) -> None:
    """GameState.clone() of a set-up state; the copy digests like the original."""
    twin = benchmark(state.clone)
    assert twin is not state
    assert state_digest(twin) == state_digest(state)


@pytest.mark.benchmark(group="state copy")
def test_deepcopy_for_comparison(benchmark: BenchmarkFixture, state: GameState) -> None:
    """copy.deepcopy of the same state, the baseline that clone() must beat."""
    twin = benchmark(copy.deepcopy, state)
    assert state_digest(twin) == state_digest(state)


@pytest.mark.benchmark(group="digest")
def test_state_digest(benchmark: BenchmarkFixture, state: GameState) -> None:
    """state_digest of a set-up state (the replay check)."""
    digest = benchmark(state_digest, state)
    assert len(digest) == 64
